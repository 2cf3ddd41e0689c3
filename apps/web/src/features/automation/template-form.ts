import {
  contract,
  JobStepParameterSchemas,
  type WorkflowJobInput,
  type WorkflowTemplateJson,
} from '@hoa/contract';
import {
  AllDaysMask,
  initialScheduleDays,
  IsPostedToggleJobIds,
  JobId,
  validateJobSchedule,
  zonedDateTime,
  zonedDayAndTime,
  type IsoDate,
  type ScheduleDaysState,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import { browserTimeZone } from '../../widgets/schedule-form';

// The workflow template editor's values (template-editor-page.tsx): the template's name and its
// ordered jobs, each with its schedule and the step's parameters as simple fields (IsPosted for
// the posting jobs, the late fee settings, the report package) or as JSON for the other jobs.

/** One job of the editor; `detailId` is null until it is saved. */
export interface JobDraft extends ScheduleDaysState {
  /** The list's key: stays while jobs move. */
  key: string;
  detailId: number | null;
  jobId: string;
  name: string;
  startDate: IsoDate | null;
  /** 'HH:mm' on the browser's clock. */
  startTime: string;
  recipient: string;
  isPosted: boolean;
  /** Late fees: '' leaves the community's setting as it is. */
  exclusionDays: number | string;
  currentMonthOnly: boolean;
  reportPackageId: string | null;
  /** The step's parameters as saved (the simple fields change theirs), or typed as JSON. */
  parametersJson: string;
  /** What a saved job keeps that the editor does not show. */
  kept: Pick<WorkflowJobInput, 'EndDateTime' | 'DayOfMonth' | 'Format'>;
}

export interface TemplateValues {
  name: string;
  jobs: JobDraft[];
}

/** Jobs whose parameters the editor shows as fields, not JSON. */
const fieldJobs: readonly number[] = [...IsPostedToggleJobIds, JobId.ReportPackages];
export const hasParameterFields = (jobId: number) => fieldJobs.includes(jobId);

let nextKey = 0;
const newKey = () => `job-${(nextKey += 1)}`;

/** A new job of a type: once, today at the next hour, posted. */
export function newJob(jobId: number, name: string, now = new Date()): JobDraft {
  const start = zonedDayAndTime(
    new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000),
    browserTimeZone(),
  );
  return {
    ...initialScheduleDays(),
    key: newKey(),
    detailId: null,
    jobId: String(jobId),
    name,
    startDate: start.day,
    startTime: start.time,
    recipient: '',
    isPosted: true,
    exclusionDays: '',
    currentMonthOnly: false,
    reportPackageId: null,
    parametersJson: '{}',
    kept: {},
  };
}

type SavedDetail = WorkflowTemplateJson['Details'][number];

function draftOf(detail: SavedDetail): JobDraft {
  const start = zonedDayAndTime(new Date(detail.StartDateTime), browserTimeZone());
  const p = detail.Parameters;
  const packageId = (p.Parameters as { ReportPackageId?: number } | undefined)?.ReportPackageId;
  return {
    ...initialScheduleDays({
      frequency: detail.Frequency as ScheduleFrequencyCode,
      mask: detail.Mask,
      excludeWeekends: detail.ExcludeWeekends,
    }),
    key: newKey(),
    detailId: detail.WorkflowTemplateDetailId,
    jobId: String(detail.JobId),
    name: detail.Name,
    startDate: start.day,
    startTime: start.time,
    recipient: detail.Recipient ?? '',
    isPosted: p.IsPosted !== false,
    exclusionDays: typeof p.ExclusionDays === 'number' ? p.ExclusionDays : '',
    currentMonthOnly: p.CurrentMonthOnly === true,
    reportPackageId: packageId === undefined ? null : String(packageId),
    parametersJson: JSON.stringify(p, null, 2),
    kept: { EndDateTime: detail.EndDateTime, DayOfMonth: detail.DayOfMonth, Format: detail.Format },
  };
}

export function templateValues(template: WorkflowTemplateJson | undefined): TemplateValues {
  if (!template) return { name: '', jobs: [] };
  return {
    name: template.Name,
    jobs: [...template.Details].sort((a, b) => a.Sequence - b.Sequence).map(draftOf),
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

/** The step's parameters: the saved ones with the simple fields' values over them. */
export function parametersOf(job: JobDraft): Record<string, unknown> {
  const jobId = Number(job.jobId);
  const base = parsedJson(job.parametersJson) ?? {};
  if (jobId === JobId.ReportPackages) {
    return job.reportPackageId
      ? { Parameters: { ReportPackageId: Number(job.reportPackageId) } }
      : { Parameters: {} };
  }
  if (!IsPostedToggleJobIds.includes(jobId)) return base;
  const rest = Object.fromEntries(
    Object.entries(base).filter(([key]) => key !== 'ExclusionDays' && key !== 'CurrentMonthOnly'),
  );
  return {
    ...rest,
    IsPosted: job.isPosted,
    ...(jobId === JobId.LateFees
      ? {
          CurrentMonthOnly: job.currentMonthOnly,
          ...(typeof job.exclusionDays === 'number' ? { ExclusionDays: job.exclusionDays } : {}),
        }
      : {}),
  };
}

const startOf = (job: JobDraft) => zonedDateTime(job.startDate, job.startTime, browserTimeZone());

function jobInput(job: JobDraft, index: number): WorkflowJobInput {
  return {
    ...(job.detailId === null ? {} : { WorkflowTemplateDetailId: job.detailId }),
    JobId: Number(job.jobId),
    Name: job.name,
    Sequence: index + 1,
    Frequency: job.frequency,
    Mask: job.mask & AllDaysMask,
    ExcludeWeekends: job.excludeWeekends,
    StartDateTime: startOf(job)?.toISOString() ?? '',
    Recipient: job.recipient.trim() === '' ? null : job.recipient.trim(),
    Parameters: parametersOf(job),
    ...job.kept,
  };
}

export const toTemplateBody = (templateId: number | null) => (values: TemplateValues) => ({
  ...(templateId === null ? {} : { WorkflowTemplateId: templateId }),
  Name: values.name,
  Details: values.jobs.map(jobInput),
});

export const templateSchema = contract.automation.SaveWorkflowTemplate.body;

/** The editor's rules: each job's schedule (the domain's), its JSON and its step's parameters. */
export function templateRules(values: TemplateValues): Record<string, string | null> {
  const errors: Record<string, string | null> = {};
  values.jobs.forEach((job, i) => {
    const jobId = Number(job.jobId);
    const at = (field: string) => `jobs.${i}.${field}`;
    const problems = validateJobSchedule(
      {
        JobScheduleName: job.name,
        Recipient: job.recipient,
        Frequency: job.frequency,
        Mask: job.mask,
        excludeWeekends: job.excludeWeekends,
        StartDateTime: startOf(job),
        EndDateTime: null,
      },
      jobId,
    );
    if (problems.JobScheduleName) errors[at('name')] = problems.JobScheduleName;
    if (problems.Recipient) errors[at('recipient')] = problems.Recipient;
    if (problems.StartDateTime) {
      errors[at(job.startDate ? 'startTime' : 'startDate')] = problems.StartDateTime;
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
          : hasParameterFields(jobId)
            ? 'name'
            : 'parametersJson';
      errors[at(field)] ??= `${issue.path.join('.') || 'Parameters'}: ${issue.message}`;
    }
  });
  return errors;
}

/** Where the contract's issues of the body go on the form. */
export const templateFieldOf: Record<string, string> = { Name: 'name', Details: 'jobs' };
