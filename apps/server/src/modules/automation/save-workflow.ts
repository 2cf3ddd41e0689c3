import { and, eq, jobSchedules, notInArray, sql, workflows } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { communityTimeZone } from './community-time-zone';
import { checkJobs, nextRunOf, type CheckedJob } from './workflow-jobs';
import { requireWorkflow } from './workflow-rows';

type SaveWorkflow = typeof contract.automation.SaveWorkflow;

/**
 * Workflow/SaveWorkflow: a community's workflow and its jobs, created or updated in one
 * transaction. Every job is checked first (schedule, parameters by job type, the caller's claim
 * for it), so a job that cannot run is refused at save with its step and field named. Saved jobs
 * left out of the list are kept (they are removed with DeleteJobSchedule, after confirmation).
 * A job keeps its enabled state; its next run is recomputed from its schedule.
 */
export async function saveWorkflow(
  ctx: RequestContext,
  { body }: InputOf<SaveWorkflow>,
): Promise<ResponseOf<SaveWorkflow>> {
  await requireCommunity(ctx, body.CommunityAgentId);
  const jobs = checkJobs(ctx, body.Jobs, (j) => j.JobScheduleId);
  await requireFreeName(ctx, body.CommunityAgentId, body.Name, body.WorkflowId);
  let workflowId = body.WorkflowId;
  if (workflowId !== undefined) {
    const existing = await requireWorkflow(ctx, workflowId);
    if (existing.CommunityAgentId !== body.CommunityAgentId) {
      throw appError('WorkflowCommunityFixed');
    }
    const unknown = jobs.find(
      (j) => j.id !== undefined && !existing.Jobs.some((e) => e.JobScheduleId === j.id),
    );
    if (unknown) throw appError('WorkflowJobNotInWorkflow', unknown.id ?? 0);
    await ctx.tx.update(workflows).set({ name: body.Name }).where(eq(workflows.id, workflowId));
  } else {
    const [created] = await ctx.tx
      .insert(workflows)
      .values({
        companyId: ctx.user.companyId,
        communityAgentId: body.CommunityAgentId,
        name: body.Name,
        createdByUserId: ctx.user.userId,
      })
      .returning({ id: workflows.id });
    workflowId = created.id;
  }
  await writeJobs(ctx, workflowId, body.CommunityAgentId, jobs);
  return requireWorkflow(ctx, workflowId);
}

/** The jobs of a workflow written: the saved ones updated, the new ones added (disabled). */
export async function writeJobs(
  ctx: RequestContext,
  workflowId: number,
  communityAgentId: number,
  jobs: readonly CheckedJob[],
): Promise<void> {
  const now = new Date();
  const timeZone = await communityTimeZone(ctx.tx, communityAgentId);
  const keptIds = jobs.flatMap((j) => (j.id === undefined ? [] : [j.id]));
  // The saved jobs that run (enabled, not quarantined) keep a next run.
  const live = await ctx.tx
    .select({ id: jobSchedules.id })
    .from(jobSchedules)
    .where(
      and(
        eq(jobSchedules.workflowId, workflowId),
        eq(jobSchedules.enabled, true),
        eq(jobSchedules.isQuarantined, false),
      ),
    );
  const liveIds = new Set(live.map((row) => row.id));
  // Sequences move out of the way first, so that a reorder never meets itself.
  if (keptIds.length > 0) {
    await ctx.tx
      .update(jobSchedules)
      .set({ sequence: 0 })
      .where(eq(jobSchedules.workflowId, workflowId));
  }
  const others = await ctx.tx
    .select({ id: jobSchedules.id })
    .from(jobSchedules)
    .where(
      keptIds.length > 0
        ? and(eq(jobSchedules.workflowId, workflowId), notInArray(jobSchedules.id, keptIds))
        : eq(jobSchedules.workflowId, workflowId),
    );
  // Saved jobs not in the list follow the list's jobs in their order.
  let next = jobs.length;
  for (const other of others) {
    next += 1;
    await ctx.tx.update(jobSchedules).set({ sequence: next }).where(eq(jobSchedules.id, other.id));
  }
  for (const job of jobs) {
    const values = {
      jobId: job.jobId,
      name: job.name,
      sequence: job.sequence,
      frequency: job.frequency,
      mask: job.mask,
      startAt: job.startAt,
      endAt: job.endAt,
      dayOfMonth: job.dayOfMonth,
      excludeWeekends: job.excludeWeekends,
      recipient: job.recipient,
      format: job.format,
      parameters: job.parameters,
    };
    if (job.id === undefined) {
      await ctx.tx.insert(jobSchedules).values({
        ...values,
        companyId: ctx.user.companyId,
        communityAgentId,
        workflowId,
        userId: ctx.user.userId,
        enabled: false,
      });
    } else {
      const live = liveIds.has(job.id);
      await ctx.tx
        .update(jobSchedules)
        .set({
          ...values,
          userId: ctx.user.userId,
          nextRunAt: live ? nextRunOf(job, now, timeZone) : null,
        })
        .where(eq(jobSchedules.id, job.id));
    }
  }
}

/** A community's workflow names are unique (case aside). */
async function requireFreeName(
  ctx: RequestContext,
  communityAgentId: number,
  name: string,
  workflowId: number | undefined,
): Promise<void> {
  const [taken] = await ctx.tx
    .select({ id: workflows.id })
    .from(workflows)
    .where(
      and(
        eq(workflows.communityAgentId, communityAgentId),
        sql`lower(${workflows.name}) = lower(${name})`,
        workflowId === undefined ? sql`true` : sql`${workflows.id} <> ${workflowId}`,
      ),
    );
  if (taken) throw appError('WorkflowNameTaken', name);
}
