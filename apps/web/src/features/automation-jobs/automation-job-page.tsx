import { contract, type AutomationJobJson, type AutomationJobTypeSchema } from '@hoa/contract';
import { hasAccess, JobId, JobStepClaims } from '@hoa/domain';
import {
  Code,
  Group,
  Loader,
  MultiSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import type { z } from 'zod';
import { api } from '../../app/api';
import { useSession } from '../../app/auth/session';
import { readLastCommunityId } from '../../app/community/community-cookies';
import { communityLabel, useCommunityList } from '../../app/community/community-list';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { errorText, showSuccess } from '../../app/toasts';
import { fieldProps, formProblem, useContractForm } from '../../widgets/contract-form';
import { DateInput } from '../../widgets/date-input';
import { FormActions } from '../../widgets/form-modal';
import { LoadError } from '../../widgets/load-error';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import {
  ReportFormatSelect,
  SmartBankingStatementsCheckbox,
} from '../../widgets/smart-banking-statements';
import {
  automationJobQuery,
  jobTypesQuery,
  NewAutomationJobId,
  parameterChoicesQuery,
} from './automation-job-queries';
import { commonCrons, describeCron } from './cron-hint';
import {
  jobBody,
  jobValues,
  newJobValues,
  ownParameterNames,
  PostingJobIds,
  readOtherParameters,
  type JobFormValues,
} from './job-form-values';
import { JobHistoryPanel } from './job-history-panel';

const J = contract.automationJobs;
type JobType = z.infer<typeof AutomationJobTypeSchema>;
type JobBody = z.output<typeof J.CreateAutomationJob.body>;

/** The automation job edit route (spec 3 §2): :automationJobId, or 'new'. */
export function AutomationJobPage() {
  const param = useParams({ strict: false }).automationJobId ?? NewAutomationJobId;
  const id = param === NewAutomationJobId ? null : Number(param);
  const job = useQuery({ ...automationJobQuery(id ?? 0), enabled: id !== null });
  const types = useQuery(jobTypesQuery());
  if (id !== null && job.error) return <LoadError error={job.error} />;
  if (types.error) return <LoadError error={types.error} />;
  if ((id !== null && !job.data) || !types.data) return <Loader size="sm" />;
  return (
    <JobEditor key={`${param}-${job.data?.Id ?? ''}`} job={job.data ?? null} types={types.data} />
  );
}

function JobEditor({ job, types }: { job: AutomationJobJson | null; types: JobType[] }) {
  const go = useGo();
  const queryClient = useQueryClient();
  const session = useSession().data;
  const communities = useCommunityList();
  // Only the job types the user holds the claim of (JobStepClaims; the server refuses others).
  const allowed = types.filter((t) => {
    const claim = JobStepClaims[t.Id];
    return (
      claim !== undefined &&
      (hasAccess(session?.Claims ?? [], claim.claim, claim.level) || t.Id === job?.AutomationTypeId)
    );
  });
  const typeOf = (values: JobFormValues) =>
    types.find((t) => String(t.Id) === values.AutomationTypeId) ?? null;
  const form = useContractForm({
    initialValues: job ? jobValues(job) : newJobValues(readLastCommunityId()),
    schema: J.CreateAutomationJob.body,
    toBody: (values: JobFormValues) => jobBody(values, typeOf(values)?.RequiresRecipient ?? false),
    fieldOf: { StartDate: 'StartDay', Parameters: 'OtherParameters', Arguments: 'Recipient' },
    rules: (values) => ({
      AutomationTypeId: values.AutomationTypeId ? null : 'Choose a job type.',
      CommunityId: values.CommunityId ? null : 'Choose a community.',
      StartDay: values.StartDay ? null : 'Enter the start date.',
      StartTime: /^\d{2}:\d{2}$/.test(values.StartTime) ? null : 'Enter the start time.',
      Recipient:
        typeOf(values)?.RequiresRecipient && !values.Recipient.trim()
          ? 'Recipient is required.'
          : null,
      ReportPackageId:
        values.AutomationTypeId === String(JobId.ReportPackages) && !values.ReportPackageId
          ? 'Choose a report package.'
          : null,
      OtherParameters:
        readOtherParameters(values.OtherParameters) === null
          ? 'The parameters must be a JSON object.'
          : null,
    }),
  });
  const save = useMutation({
    mutationFn: (body: JobBody) =>
      job
        ? api.call(J.UpdateAutomationJob, { params: { Id: job.Id }, body })
        : api.call(J.CreateAutomationJob, { body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: ['automation-jobs'] });
      showSuccess('Automation job saved.');
      if (!job)
        await go(buildRoute(SiteMap.automationJobEdit, { automationJobId: saved.Id }), {
          replace: true,
        });
    },
  });
  // Enabling a job runs it once at once (spec 3 §4): the user confirms it first.
  const submit = form.onSubmit((body) => {
    if (body.IsActive && !job?.IsActive)
      openConfirm({
        title: 'Enable the automation job',
        message: 'Enabling runs the job once now. Continue?',
        confirmLabel: 'Enable and save',
        onConfirm: () => save.mutate(body),
      });
    else save.mutate(body);
  });

  const type = typeOf(form.values);
  const typeId = type?.Id ?? null;
  const own = ownParameterNames(typeId);
  const others = (type?.ParameterNames ?? []).filter((name) => !own.includes(name));
  const meaning = describeCron(form.values.Cron);
  const codes = useQuery({
    ...parameterChoicesQuery(job?.Id ?? 0, 'CodeIds'),
    enabled: job !== null && typeId !== null && PostingJobIds.includes(typeId),
  });
  const packages = useQuery({
    queryKey: ['automation-jobs', 'report-packages'],
    queryFn: () => api.call(contract.reportPackages.GetReportPackages, {}),
    enabled: typeId === JobId.ReportPackages,
  });
  const back = () => void go(SiteMap.automationJobs);

  return (
    <>
      <PageHeader
        title={job ? job.Description : 'New automation job'}
        subtitle={job ? `${job.AutomationTypeName} · ${job.CommunityName}` : 'Automation job'}
      />
      <Stack gap="md" maw={1100}>
        <Paper withBorder p="md">
          <form noValidate onSubmit={submit} aria-label="Automation job">
            <Stack gap="sm">
              <TextInput
                label="Description"
                required
                maxLength={200}
                {...form.getInputProps('Description')}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <Select
                  label="Job type"
                  required
                  allowDeselect={false}
                  data={allowed.map((t) => ({ value: String(t.Id), label: t.Name }))}
                  {...form.getInputProps('AutomationTypeId')}
                  onChange={(value) => {
                    form.setFieldValue('AutomationTypeId', value);
                    form.setFieldValue('CodeIds', []);
                    form.setFieldValue('ReportPackageId', null);
                    form.setFieldValue('IncludeSmartBankingStatements', false);
                    form.setFieldValue('OtherParameters', '{}');
                  }}
                />
                <Select
                  label="Community"
                  required
                  searchable
                  allowDeselect={false}
                  data={(communities.data ?? []).map((c) => ({
                    value: String(c.CommunityAgentId),
                    label: communityLabel(c),
                  }))}
                  {...form.getInputProps('CommunityId')}
                />
              </SimpleGrid>
              <TextInput
                label="Cron"
                required
                maxLength={100}
                description={
                  <>
                    {meaning ? `Runs ${meaning}. ` : 'A custom schedule. '}
                    Minute hour day-of-month month day-of-week; e.g.{' '}
                    {commonCrons.map((c, i) => (
                      <span key={c.cron}>
                        {i > 0 ? ', ' : ''}
                        <Code>{c.cron}</Code> {c.meaning}
                      </span>
                    ))}
                    .
                  </>
                }
                {...form.getInputProps('Cron')}
              />
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <DateInput
                  label="Start date"
                  required
                  clearable={false}
                  {...fieldProps(form, 'StartDay')}
                />
                <TextInput
                  label="Start time"
                  type="time"
                  required
                  {...form.getInputProps('StartTime')}
                />
                <DateInput label="Expires on" {...fieldProps(form, 'ExpiresOn')} />
              </SimpleGrid>
              {type?.RequiresRecipient ? (
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label="Recipient"
                    required
                    type="email"
                    maxLength={254}
                    {...form.getInputProps('Recipient')}
                  />
                  <ReportFormatSelect
                    value={form.values.Format}
                    error={form.errors.Format}
                    included={form.values.IncludeSmartBankingStatements}
                    onChange={(format, included) => {
                      form.setFieldValue('Format', format);
                      form.setFieldValue('IncludeSmartBankingStatements', included);
                    }}
                  />
                </SimpleGrid>
              ) : null}
              {typeId === JobId.Reports ? (
                <SmartBankingStatementsCheckbox
                  format={form.values.Format}
                  checked={form.values.IncludeSmartBankingStatements}
                  onChange={(checked) =>
                    form.setFieldValue('IncludeSmartBankingStatements', checked)
                  }
                />
              ) : null}
              {typeId !== null && PostingJobIds.includes(typeId) ? (
                <>
                  <Switch
                    label="Post transactions"
                    {...form.getInputProps('IsPosted', { type: 'checkbox' })}
                  />
                  {job && job.AutomationTypeId === typeId ? (
                    <MultiSelect
                      label="Codes"
                      description="None chosen: every code."
                      searchable
                      data={(codes.data ?? []).map((c) => ({
                        value: String(c.Key),
                        label: c.Value,
                      }))}
                      {...form.getInputProps('CodeIds')}
                    />
                  ) : (
                    <Text size="sm" c="dimmed">
                      Every code; save the job to choose its codes.
                    </Text>
                  )}
                </>
              ) : null}
              {typeId === JobId.ReportPackages ? (
                <Select
                  label="Report package"
                  required
                  allowDeselect={false}
                  data={(packages.data ?? []).map((p) => ({
                    value: String(p.ReportPackageId),
                    label: p.DisplayName,
                  }))}
                  {...form.getInputProps('ReportPackageId')}
                />
              ) : null}
              {others.length > 0 ? (
                <Textarea
                  label="Other parameters (JSON)"
                  description={`Parameters: ${others.join(', ')}`}
                  autosize
                  minRows={3}
                  maxRows={14}
                  styles={{ input: { fontFamily: 'monospace' } }}
                  {...form.getInputProps('OtherParameters')}
                />
              ) : null}
              <Group>
                <Switch
                  label="Active"
                  description="Enabling runs the job once now, then on its schedule."
                  {...form.getInputProps('IsActive', { type: 'checkbox' })}
                />
              </Group>
              <ProblemAlert
                problem={(save.error ? errorText(save.error) : null) ?? formProblem(form.errors)}
              />
              <FormActions onCancel={back} saving={save.isPending} />
            </Stack>
          </form>
        </Paper>
        {job ? <JobHistoryPanel jobId={job.Id} /> : null}
      </Stack>
    </>
  );
}
