import {
  contract,
  JobStepParameterSchemas,
  type JobScheduleJson,
  type WorkflowJobInput,
  type WorkflowTemplateJson,
} from '@hoa/contract';
import {
  AllDaysMask,
  initialScheduleDays,
  InterestMethods,
  IsPostedToggleJobIds,
  JobId,
  runsOnDayOfMonth,
  TemplateClock,
  zonedDayAndTime,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import {
  initialSchedule,
  scheduleOf,
  scheduleRules,
  type ScheduleFormValues,
  type ScheduleOptions,
} from '../../widgets/schedule-form';
import { statementsForFormat } from '../../widgets/smart-banking-statements';

// The values of the workflow and workflow template editors (workflow-editor-page.tsx,
// template-editor-page.tsx): a name and ordered jobs, each with its schedule (the scheduler's
// values, widgets/schedule-form.ts) and the step's parameters as simple fields (IsPosted for the
// posting jobs, the late fee settings, the interest method, the report package, a report's Smart
// Banking statements) or as JSON for the other jobs (a report's name and parameters). The times
// are read on the form's clock (`timeZone`): a workflow's on its community's, a template's on the
// template clock (wall times each community keeps as its own).

/** One job of the editor; `savedId` (its job schedule or template detail) is null until saved. */
export interface JobDraft extends ScheduleFormValues {
  /** The list's key: stays while jobs move. */
  key: string;
  savedId: number | null;
  jobId: string;
  isPosted: boolean;
  /** Late fees: '' leaves the community's setting as it is. */
  exclusionDays: number | string;
  currentMonthOnly: boolean;
  /** Interest: the CommInterestSettings method; null leaves the community's as it is. */
  interestMethodId: string | null;
  reportPackageId: string | null;
  /** Reports: IncludeSmartBankingStatements, PDF only (cleared when the format changes). */
  includeSmartBankingStatements: boolean;
  /** The step's parameters as saved (the simple fields change theirs), or typed as JSON. */
  parametersJson: string;
}

export interface TemplateValues {
  name: string;
  jobs: JobDraft[];
  /** The clock the jobs' days and times are read on (not a field). */
  timeZone: string;
}

/** Jobs whose parameters the editor shows as fields, not JSON. */
const fieldJobs: readonly number[] = [...IsPostedToggleJobIds, JobId.ReportPackages];
export const hasParameterFields = (jobId: number) => fieldJobs.includes(jobId);

/** The interest methods a job may set (CommInterestSettings.InterestMethodID). */
export const interestMethodOptions = InterestMethods.map((m) => ({
  value: String(m.MethodId),
  label: m.MethodName,
}));

/** The scheduler's options of a job: its recipient rule, the form's clock, Day of month. */
export const scheduleOptionsOf = (
  job: Pick<JobDraft, 'jobId'>,
  timeZone: string,
): ScheduleOptions => ({
  jobId: Number(job.jobId),
  timeZone,
  withDayOfMonth: true,
});

let nextKey = 0;
const newKey = () => `job-${(nextKey += 1)}`;

/** A new job of a type: once, today at the next hour on the clock, posted. */
export function newJob(jobId: number, name: string, timeZone: string, now = new Date()): JobDraft {
  return {
    ...initialSchedule(name, 'O', timeZone, now),
    key: newKey(),
    savedId: null,
    jobId: String(jobId),
    isPosted: true,
    exclusionDays: '',
    currentMonthOnly: false,
    interestMethodId: null,
    reportPackageId: null,
    includeSmartBankingStatements: false,
    parametersJson: '{}',
  };
}

/** A saved job, of a template (its detail) or of a workflow (its job schedule). */
type SavedJob = Pick<
  WorkflowTemplateJson['Details'][number],
  | 'JobId'
  | 'Sequence'
  | 'Frequency'
  | 'Mask'
  | 'ExcludeWeekends'
  | 'StartDateTime'
  | 'EndDateTime'
  | 'DayOfMonth'
  | 'Recipient'
  | 'Format'
  | 'Parameters'
> & { savedId: number; Name: string };

function draftOf(saved: SavedJob, timeZone: string): JobDraft {
  const start = zonedDayAndTime(new Date(saved.StartDateTime), timeZone);
  const p = saved.Parameters;
  const packageId = (p.Parameters as { ReportPackageId?: number } | undefined)?.ReportPackageId;
  const method = (p.CommInterestSettings as { InterestMethodID?: number } | undefined)
    ?.InterestMethodID;
  return {
    ...initialScheduleDays({
      frequency: saved.Frequency as ScheduleFrequencyCode,
      mask: saved.Mask,
      excludeWeekends: saved.ExcludeWeekends,
    }),
    key: newKey(),
    savedId: saved.savedId,
    jobId: String(saved.JobId),
    name: saved.Name,
    recipient: saved.Recipient ?? '',
    format: String(saved.Format),
    dayOfMonth: saved.DayOfMonth ?? Number(start.day.slice(8, 10)),
    startDate: start.day,
    startTime: start.time,
    endDate: saved.EndDateTime ? zonedDayAndTime(new Date(saved.EndDateTime), timeZone).day : null,
    isPosted: p.IsPosted !== false,
    exclusionDays: typeof p.ExclusionDays === 'number' ? p.ExclusionDays : '',
    currentMonthOnly: p.CurrentMonthOnly === true,
    interestMethodId: method === undefined ? null : String(method),
    reportPackageId: packageId === undefined ? null : String(packageId),
    includeSmartBankingStatements: p.IncludeSmartBankingStatements === true,
    parametersJson: JSON.stringify(omit(p, reportFieldNames), null, 2),
  };
}

const inOrder = (jobs: SavedJob[]) => [...jobs].sort((a, b) => a.Sequence - b.Sequence);

export function templateValues(template: WorkflowTemplateJson | undefined): TemplateValues {
  const timeZone = TemplateClock;
  if (!template) return { name: '', jobs: [], timeZone };
  return {
    name: template.Name,
    jobs: inOrder(template.Details.map((d) => ({ ...d, savedId: d.WorkflowTemplateDetailId }))).map(
      (saved) => draftOf(saved, timeZone),
    ),
    timeZone,
  };
}

/** A workflow's values: its job schedules as jobs, on its community's clock. */
export function workflowValues(
  workflow: { Name: string; Jobs: JobScheduleJson[] } | undefined,
  timeZone: string,
): TemplateValues {
  if (!workflow) return { name: '', jobs: [], timeZone };
  return {
    name: workflow.Name,
    jobs: inOrder(
      workflow.Jobs.map((j) => ({ ...j, savedId: j.JobScheduleId, Name: j.JobScheduleName })),
    ).map((saved) => draftOf(saved, timeZone)),
    timeZone,
  };
}

/** The JSON typed, or null when it is not an object. */
function parsedJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text.trim() === '' ? '{}' : text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** The parameters the simple fields set, by job type (the saved ones of other names stay). */
function fieldParameters(job: JobDraft, jobId: number): Record<string, unknown> {
  if (jobId === JobId.LateFees) {
    return {
      CurrentMonthOnly: job.currentMonthOnly,
      ...(typeof job.exclusionDays === 'number' ? { ExclusionDays: job.exclusionDays } : {}),
    };
  }
  if (jobId === JobId.Interest && job.interestMethodId) {
    const method = interestMethodOptions.find((m) => m.value === job.interestMethodId);
    return {
      CommInterestSettings: {
        InterestMethodID: Number(job.interestMethodId),
        ...(method ? { name: method.label } : {}),
      },
    };
  }
  return {};
}

/** The names the simple fields own: left out of the saved parameters, then set from the fields. */
const fieldNames = ['ExclusionDays', 'CurrentMonthOnly', 'CommInterestSettings'];

/** A report's name and parameters are JSON; its Smart Banking statements have their checkbox. */
const reportFieldNames = ['IncludeSmartBankingStatements'];

const omit = (params: Record<string, unknown>, names: string[]) =>
  Object.fromEntries(Object.entries(params).filter(([key]) => !names.includes(key)));

/** The step's parameters: the saved ones with the simple fields' values over them. */
export function parametersOf(job: JobDraft): Record<string, unknown> {
  const jobId = Number(job.jobId);
  const base = parsedJson(job.parametersJson) ?? {};
  if (jobId === JobId.ReportPackages) {
    return job.reportPackageId
      ? { Parameters: { ReportPackageId: Number(job.reportPackageId) } }
      : { Parameters: {} };
  }
  if (jobId === JobId.Reports) {
    return {
      ...omit(base, reportFieldNames),
      IncludeSmartBankingStatements: statementsForFormat(
        job.format,
        job.includeSmartBankingStatements,
      ),
    };
  }
  if (!IsPostedToggleJobIds.includes(jobId)) return base;
  return {
    ...omit(base, fieldNames),
    IsPosted: job.isPosted,
    ...fieldParameters(job, jobId),
  };
}

/** A job as SaveWorkflow or SaveWorkflowTemplate takes it; `idKey` names its saved id. */
function jobInput(
  job: JobDraft,
  index: number,
  idKey: 'JobScheduleId' | 'WorkflowTemplateDetailId',
  timeZone: string,
): WorkflowJobInput {
  const schedule = scheduleOf(job, scheduleOptionsOf(job, timeZone));
  return {
    ...(job.savedId === null ? {} : { [idKey]: job.savedId }),
    JobId: Number(job.jobId),
    Name: job.name,
    Sequence: index + 1,
    Frequency: job.frequency,
    Mask: job.mask & AllDaysMask,
    ExcludeWeekends: job.excludeWeekends,
    StartDateTime: schedule.StartDateTime ?? '',
    EndDateTime: schedule.EndDateTime ?? null,
    DayOfMonth:
      runsOnDayOfMonth(job.frequency) && typeof job.dayOfMonth === 'number' ? job.dayOfMonth : null,
    Recipient: job.recipient.trim() === '' ? null : job.recipient.trim(),
    Format: Number(job.format),
    Parameters: parametersOf(job),
  };
}

export const toTemplateBody = (templateId: number | null) => (values: TemplateValues) => ({
  ...(templateId === null ? {} : { WorkflowTemplateId: templateId }),
  Name: values.name,
  Details: values.jobs.map((job, i) =>
    jobInput(job, i, 'WorkflowTemplateDetailId', values.timeZone),
  ),
});

export const toWorkflowBody =
  (communityAgentId: number, workflowId: number | null) => (values: TemplateValues) => ({
    ...(workflowId === null ? {} : { WorkflowId: workflowId }),
    CommunityAgentId: communityAgentId,
    Name: values.name,
    Jobs: values.jobs.map((job, i) => jobInput(job, i, 'JobScheduleId', values.timeZone)),
  });

export const templateSchema = contract.automation.SaveWorkflowTemplate.body;
export const workflowSchema = contract.automation.SaveWorkflow.body;

/**
 * The editors' rules: each job's schedule (the scheduler's rules, the domain's messages), its
 * JSON and its step's parameters (the contract's schema of its job type).
 */
export function templateRules(values: TemplateValues): Record<string, string | null> {
  const errors: Record<string, string | null> = {};
  values.jobs.forEach((job, i) => {
    const jobId = Number(job.jobId);
    const at = (field: string) => `jobs.${i}.${field}`;
    const options = scheduleOptionsOf(job, values.timeZone);
    for (const [field, message] of Object.entries(scheduleRules(options)(job))) {
      errors[at(field)] = message;
    }
    if (!hasParameterFields(jobId) && parsedJson(job.parametersJson) === null) {
      errors[at('parametersJson')] = 'Enter the parameters as a JSON object.';
      return;
    }
    if (jobId === JobId.ReportPackages && !job.reportPackageId) {
      errors[at('reportPackageId')] = 'Choose a report package.';
      return;
    }
    const schema = JobStepParameterSchemas[jobId];
    const parsed = schema?.safeParse(parametersOf(job));
    if (parsed && !parsed.success) {
      const issue = parsed.error.issues[0];
      const field =
        issue.path[0] === 'ExclusionDays'
          ? 'exclusionDays'
          : issue.path[0] === 'CommInterestSettings'
            ? 'interestMethodId'
            : hasParameterFields(jobId)
              ? 'name'
              : 'parametersJson';
      errors[at(field)] ??= `${issue.path.join('.') || 'Parameters'}: ${issue.message}`;
    }
  });
  return errors;
}

/** Where the contract's issues of the body go on the form. */
export const templateFieldOf: Record<string, string> = {
  Name: 'name',
  Details: 'jobs',
  Jobs: 'jobs',
};
