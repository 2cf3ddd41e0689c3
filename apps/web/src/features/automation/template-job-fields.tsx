import {
  findJob,
  IsPostedToggleJobIds,
  JobId,
  jobRequiresRecipient,
  Jobs,
  MaxJobScheduleNameLength,
  ScheduleFrequencies,
  scheduleOnFrequencyChange,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
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
  TextInput,
} from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import { itemProps } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import type { JobDraft, TemplateValues } from './template-form';

const jobTypes = Jobs.map((j) => ({ value: String(j.JobId), label: j.JobName }));
const frequencies = ScheduleFrequencies.map((f) => ({
  value: f.Frequency,
  label: `${f.FrequencyName} (${f.Frequency})`,
}));

type TemplateForm = UseFormReturnType<TemplateValues, (values: TemplateValues) => unknown>;

/**
 * One job of a workflow template (spec 3 §3 'Job schedule'): its type, name, frequency, start,
 * recipient where the job needs one, and its step's parameters.
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
          {job.detailId === null ? (
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
            disabled={job.detailId !== null}
            value={job.jobId}
            onChange={(value) => {
              if (!value) return;
              const renamed = job.name.trim() === '' || job.name === typeName;
              form.setFieldValue(path('jobId'), value);
              if (renamed) form.setFieldValue(path('name'), findJob(Number(value))?.JobName ?? '');
            }}
          />
          <TextInput
            label="Job name"
            required
            maxLength={MaxJobScheduleNameLength}
            {...form.getInputProps(path('name'))}
          />
          <Select
            label="Frequency"
            data={frequencies}
            allowDeselect={false}
            value={job.frequency}
            onChange={(value) => {
              if (!value) return;
              const days = scheduleOnFrequencyChange(job, value as ScheduleFrequencyCode);
              form.setFieldValue(`jobs.${index}`, { ...job, ...days });
            }}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
          <DateInput
            label="Start date"
            clearable={false}
            {...itemProps(form, path('startDate'), job.startDate)}
          />
          <TimeInput label="Start time" {...form.getInputProps(path('startTime'))} />
          {jobRequiresRecipient(jobId) ? (
            <TextInput
              label="Recipient"
              type="email"
              required
              {...form.getInputProps(path('recipient'))}
            />
          ) : null}
        </SimpleGrid>
        <StepParameters form={form} index={index} packages={packages} />
      </Stack>
    </Paper>
  );
}

/** The step's parameters: fields for the posting jobs and report packages, JSON for the rest. */
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
  return (
    <Textarea
      label="Parameters (JSON)"
      autosize
      minRows={2}
      maxRows={10}
      styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
      {...form.getInputProps(path('parametersJson'))}
    />
  );
}
