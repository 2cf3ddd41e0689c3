import { automationJobs, eq } from '@hoa/db';
import { JobStepParameterSchemas, stepFormatProblem, type AutomationJobBody } from '@hoa/contract';
import { automationJobRunKey, jobRequiresRecipient } from '@hoa/domain';
import type { z } from 'zod';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  automationJobSource,
  communityTimeZone,
  executeRun,
  isCron,
  nextExecution,
  requireJobClaim,
  type RunDeps,
} from '../automation/index';
import { requireAutomationJob } from './automation-job-rows';
import { requireJobType } from './job-types';

type Body = z.output<typeof AutomationJobBody>;

/** The body's job checked: its type, the caller's claim for it, cron, dates, parameters. */
function checked(ctx: RequestContext, body: Body) {
  const type = requireJobType(body.AutomationTypeId);
  requireJobClaim(ctx, type.Id);
  if (!isCron(body.Cron)) throw appError('AutomationJobCron');
  const startDate = new Date(body.StartDate);
  const expiresOn = body.ExpiresOn === null ? null : new Date(body.ExpiresOn);
  if (expiresOn !== null && expiresOn <= startDate)
    throw appError('AutomationJobExpiresBeforeStart');
  if (jobRequiresRecipient(type.Id) && !body.Arguments.Recipient) {
    throw appError('AutomationJobRecipient');
  }
  const parsed = JobStepParameterSchemas[type.Id]?.safeParse(body.Parameters);
  if (!parsed?.success) {
    const issue = parsed?.error.issues[0];
    throw appError(
      'AutomationJobParameter',
      issue?.path.join('.') || 'Parameters',
      issue?.message ?? 'Invalid.',
    );
  }
  const parameters = parsed.data as Record<string, unknown>;
  // A job without a Format runs as PDF (automationJobSource).
  const formatProblem = stepFormatProblem(type.Id, body.Arguments.Format ?? 0, parameters);
  if (formatProblem) throw appError('AutomationJobParameter', ...formatProblem);
  return {
    description: body.Description,
    communityAgentId: body.CommunityId,
    automationTypeId: type.Id,
    parameters,
    arguments: body.Arguments as Record<string, unknown>,
    cron: body.Cron,
    startDate,
    expiresOn,
    isActive: body.IsActive,
    groupId: body.GroupId,
    userId: ctx.user.userId,
  };
}

/**
 * Create and Update write the job in the caller's transaction with its next execution (active
 * only); a job that becomes active runs once at once (the screen confirms it first), as a run of
 * the minute, after the save has committed (runActivated).
 */
export async function writeAutomationJob(
  ctx: RequestContext,
  body: Body,
  id: number | undefined,
): Promise<{ jobId: number; runNow: boolean }> {
  await requireCommunity(ctx, body.CommunityId);
  const values = checked(ctx, body);
  const now = new Date();
  const timeZone = await communityTimeZone(ctx.tx, body.CommunityId);
  const nextExecutionOn = values.isActive ? nextExecution(values, now, timeZone) : null;
  if (id === undefined) {
    const [created] = await ctx.tx
      .insert(automationJobs)
      .values({ ...values, companyId: ctx.user.companyId, nextExecutionOn })
      .returning({ id: automationJobs.id });
    return { jobId: created.id, runNow: values.isActive };
  }
  const before = await requireAutomationJob(ctx, id);
  await ctx.tx
    .update(automationJobs)
    .set({ ...values, nextExecutionOn })
    .where(eq(automationJobs.id, id));
  return { jobId: id, runNow: values.isActive && !before.IsActive };
}

/** The run of a job made active: once, now, as a run of the minute (its run key). */
export async function runActivated(
  deps: RunDeps,
  companyId: number,
  userId: number,
  jobId: number,
): Promise<void> {
  const at = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  await executeRun(
    deps,
    companyId,
    automationJobRunKey(jobId, at),
    automationJobSource(jobId, at, false),
    at,
    userId,
  );
}
