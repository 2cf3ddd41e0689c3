import type { WorkflowJobInput } from '@hoa/contract';
import { JobStepParameterSchemas, stepFormatProblem } from '@hoa/contract';
import {
  hasAccess,
  JobStepClaims,
  Jobs,
  nextScheduleRun,
  validateJobSchedule,
  type ScheduleFrequencyCode,
} from '@hoa/domain';
import { z } from 'zod';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** A job as stored: its schedule and its parameters, checked. */
export interface CheckedJob {
  id: number | undefined;
  jobId: number;
  name: string;
  sequence: number;
  frequency: ScheduleFrequencyCode;
  mask: number;
  startAt: Date;
  endAt: Date | null;
  dayOfMonth: number | null;
  excludeWeekends: boolean;
  recipient: string | null;
  format: number;
  parameters: Record<string, unknown>;
}

type JobInput = z.output<typeof WorkflowJobInput>;

/** The first refusal of a job's schedule (the scheduler's rules of @hoa/domain), field and message. */
function scheduleProblem(job: JobInput): [string, string] | null {
  const start = new Date(job.StartDateTime);
  const problems = validateJobSchedule(
    {
      JobScheduleName: job.Name,
      Recipient: job.Recipient,
      Frequency: job.Frequency,
      Mask: job.Mask,
      excludeWeekends: job.ExcludeWeekends,
      // Null: the start's day is kept.
      DayOfMonth: job.DayOfMonth ?? undefined,
      StartDateTime: Number.isNaN(start.getTime()) ? null : start,
      EndDateTime: job.EndDateTime === null ? null : new Date(job.EndDateTime),
    },
    job.JobId,
  );
  const [field, message] = Object.entries(problems)[0] ?? [];
  if (field !== undefined && message !== undefined) {
    return [field === 'JobScheduleName' ? 'Name' : field, message];
  }
  if (job.Recipient && !z.email().safeParse(job.Recipient).success) {
    return ['Recipient', 'Enter a valid email address.'];
  }
  return null;
}

/**
 * A job checked by the scheduler's rules and its job type's parameter schema: its first refusal
 * (field, message), or the job as stored. The caller's claim for the job is checked by the caller.
 */
export function checkJob(
  job: JobInput,
  sequence: number,
  id: number | undefined,
): { problem: [string, string] } | { job: CheckedJob } {
  const schema = JobStepParameterSchemas[job.JobId];
  if (!schema) return { problem: ['JobId', 'Unknown job.'] };
  const problem = scheduleProblem(job);
  if (problem) return { problem };
  const parsed = schema.safeParse(job.Parameters);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { problem: [issue?.path.join('.') || 'Parameters', issue?.message ?? 'Invalid.'] };
  }
  const parameters = parsed.data as Record<string, unknown>;
  const formatProblem = stepFormatProblem(job.JobId, job.Format, parameters);
  if (formatProblem) return { problem: formatProblem };
  return {
    job: {
      id,
      jobId: job.JobId,
      name: job.Name.trim(),
      sequence,
      frequency: job.Frequency,
      mask: job.ExcludeWeekends ? job.Mask & 62 : job.Mask,
      startAt: new Date(job.StartDateTime),
      endAt: job.EndDateTime === null ? null : new Date(job.EndDateTime),
      dayOfMonth: job.DayOfMonth,
      excludeWeekends: job.ExcludeWeekends,
      recipient: job.Recipient || null,
      format: job.Format,
      parameters,
    },
  };
}

/**
 * The jobs of a workflow or template save, each checked before anything is written: its schedule
 * (the scheduler's messages), its parameters against its job type's schema, and that the caller
 * holds the claim of the job's use case. A refusal names the step and the field.
 */
export function checkJobs(
  ctx: RequestContext,
  jobs: readonly JobInput[],
  idOf: (job: JobInput) => number | undefined,
): CheckedJob[] {
  return [...jobs]
    .sort((a, b) => a.Sequence - b.Sequence)
    .map((job, index) => {
      const sequence = index + 1;
      const label = job.Name.trim() || Jobs.find((j) => j.JobId === job.JobId)?.JobName || '';
      const claim = JobStepClaims[job.JobId];
      if (!claim) throw appError('WorkflowStepInvalid', sequence, label, 'JobId', 'Unknown job.');
      if (!hasAccess(ctx.user.grants, claim.claim, claim.level)) {
        throw appError('WorkflowStepNotAllowed', sequence, label);
      }
      const checked = checkJob(job, sequence, idOf(job));
      if ('problem' in checked) {
        const [field, message] = checked.problem;
        throw appError('WorkflowStepInvalid', sequence, label, field, message);
      }
      return checked.job;
    });
}

/**
 * A stored job's next due run after `after` (null: its first), by the schedule rules, on the wall
 * clock of its community's time zone (IANA, communityTimeZone).
 */
export function nextRunOf(job: ScheduleTimes, after: Date | null, timeZone: string): Date | null {
  return nextScheduleRun(
    {
      frequency: job.frequency,
      mask: job.mask,
      startAt: job.startAt,
      endAt: job.endAt,
      dayOfMonth: job.dayOfMonth,
      excludeWeekends: job.excludeWeekends,
      timeZone,
    },
    after,
  );
}

/** When a stored job runs (a job schedule's row or a checked job). */
export type ScheduleTimes = Pick<
  CheckedJob,
  'frequency' | 'mask' | 'startAt' | 'endAt' | 'dayOfMonth' | 'excludeWeekends'
>;

/** A job schedule's row as its schedule times. */
export function timesOf(row: {
  frequency: string;
  mask: number;
  startAt: Date;
  endAt: Date | null;
  dayOfMonth: number | null;
  excludeWeekends: boolean;
}): ScheduleTimes {
  return { ...row, frequency: row.frequency as ScheduleFrequencyCode };
}
