import { findJob, IsPostedToggleJobIds, JobId, Jobs } from '@hoa/domain';
import {
  ActionIcon,
  Badge,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ScheduleFields } from '../../widgets/schedule-fields';
import {
  ReportFormatSelect,
  SmartBankingStatementsCheckbox,
} from '../../widgets/smart-banking-statements';
import {
  interestMethodOptions,
  scheduleOptionsOf,
  type JobDraft,
  type TemplateValues,
} from './template-form';

const jobTypes = Jobs.map((j) => ({ value: String(j.JobId), label: j.JobName }));

export type TemplateForm = UseFormReturnType<TemplateValues, (values: TemplateValues) => unknown>;

type ScheduleForm = Parameters<typeof ScheduleFields>[0]['form'];

/** Job `index` of the editor as the scheduler's form: its fields, errors and changes. */
function jobScheduleForm(form: TemplateForm, index: number): ScheduleForm {
  const prefix = `jobs.${index}.`;
  const job = form.values.jobs[index];
  const errors = Object.fromEntries(
    Object.entries(form.errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, error]) => [path.slice(prefix.length), error]),
  );
  const adapted: Pick<ScheduleForm, 'values' | 'errors'> & Record<string, unknown> = {
    values: job,
    errors,
    getInputProps: (path: string, options?: { type?: 'input' | 'checkbox' }) =>
      form.getInputProps(prefix + path, options),
    setFieldValue: (path: string, value: unknown) => form.setFieldValue(prefix + path, value),
    setValues: (values: Partial<JobDraft>) =>
      form.setFieldValue(`jobs.${index}`, { ...job, ...values }),
    clearFieldError: (path: string) => form.clearFieldError(prefix + path),
  };
  return adapted as ScheduleForm;
}

/**
 * One job of a workflow or workflow template (spec 3 §3 'Job schedule'): its type, its schedule
 * (the one scheduler: frequency, days, day of month, start, end, recipient where the job needs
 * one) and its step's parameters.
 */
export function TemplateJobFields({
  form,
  index,
  count,
  packages,
  onRemove,
}: {
  form: TemplateForm;
  index: number;
  count: number;
  packages: { value: string; label: string }[];
  onRemove: () => void;
}) {
  const job = form.values.jobs[index];
  const path = (field: keyof JobDraft) => `jobs.${index}.${field}`;
  const jobId = Number(job.jobId);
  const typeName = findJob(jobId)?.JobName ?? '';
  return (
    <Paper withBorder p="sm" aria-label={`Job ${index + 1}`} component="section">
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Badge variant="filled" circle>
            {index + 1}
          </Badge>
          <Text fw={600}>{job.name || typeName}</Text>
          {job.savedId === null ? (
            <Badge variant="light" color="gray">
              Not saved
            </Badge>
          ) : null}
        </Group>
        <Group gap={4}>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${job.name || typeName} up`}
            disabled={index === 0}
            onClick={() => form.reorderListItem('jobs', { from: index, to: index - 1 })}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            aria-label={`Move ${job.name || typeName} down`}
            disabled={index === count - 1}
            onClick={() => form.reorderListItem('jobs', { from: index, to: index + 1 })}
          >
            ↓
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove ${job.name || typeName}`}
            onClick={onRemove}
          >
            ✕
          </ActionIcon>
        </Group>
      </Group>
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <Select
            label="Job type"
            data={jobTypes}
            allowDeselect={false}
            disabled={job.savedId !== null}
            value={job.jobId}
            onChange={(value) => {
              if (!value) return;
              const renamed = job.name.trim() === '' || job.name === typeName;
              form.setFieldValue(path('jobId'), value);
              if (renamed) form.setFieldValue(path('name'), findJob(Number(value))?.JobName ?? '');
            }}
          />
          <ScheduleFields
            form={jobScheduleForm(form, index)}
            options={scheduleOptionsOf(job, form.values.timeZone)}
          />
        </SimpleGrid>
        <StepParameters form={form} index={index} packages={packages} />
      </Stack>
    </Paper>
  );
}

/**
 * The step's parameters: fields for the posting jobs (the interest method, the late fee settings)
 * and report packages, JSON for the rest; a report's format and Smart Banking statements above it.
 */
function StepParameters({
  form,
  index,
  packages,
}: {
  form: TemplateForm;
  index: number;
  packages: { value: string; label: string }[];
}) {
  const job = form.values.jobs[index];
  const jobId = Number(job.jobId);
  const path = (field: keyof JobDraft) => `jobs.${index}.${field}`;
  if (jobId === JobId.ReportPackages) {
    return (
      <Select
        label="Report package"
        data={packages}
        searchable
        required
        {...form.getInputProps(path('reportPackageId'))}
      />
    );
  }
  if (IsPostedToggleJobIds.includes(jobId)) {
    return (
      <Group gap="lg" align="flex-end">
        <Switch
          label="Post (not only accrue)"
          {...form.getInputProps(path('isPosted'), { type: 'checkbox' })}
        />
        {jobId === JobId.Interest ? (
          <Select
            label="Interest method"
            description="Empty: the community's setting"
            placeholder="The community's setting"
            data={interestMethodOptions}
            clearable
            w={220}
            {...form.getInputProps(path('interestMethodId'))}
          />
        ) : null}
        {jobId === JobId.LateFees ? (
          <>
            <NumberInput
              label="Exclusion days"
              description="Empty: the community's setting"
              min={0}
              max={365}
              allowDecimal={false}
              allowNegative={false}
              w={200}
              {...form.getInputProps(path('exclusionDays'))}
            />
            <Switch
              label="Current month only"
              {...form.getInputProps(path('currentMonthOnly'), { type: 'checkbox' })}
            />
          </>
        ) : null}
      </Group>
    );
  }
  const json = (
    <Textarea
      label="Parameters (JSON)"
      autosize
      minRows={2}
      maxRows={10}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      {...form.getInputProps(path('parametersJson'))}
    />
  );
  if (jobId !== JobId.Reports) return json;
  return (
    <>
      <Group gap="lg" align="flex-end">
        <ReportFormatSelect
          w={200}
          value={job.format}
          error={form.errors[path('format')]}
          included={job.includeSmartBankingStatements}
          onChange={(format, included) => {
            form.setFieldValue(path('format'), format);
            form.setFieldValue(path('includeSmartBankingStatements'), included);
          }}
        />
        <SmartBankingStatementsCheckbox
          format={job.format}
          checked={job.includeSmartBankingStatements}
          onChange={(checked) => form.setFieldValue(path('includeSmartBankingStatements'), checked)}
        />
      </Group>
      {json}
    </>
  );
}
