import {
  companies,
  eq,
  jobRuns,
  jobSchedules,
  queryRows,
  sql,
  type Database,
  type Tx,
} from '@hoa/db';
import { JobRunStatus, QuarantineAfterFailures } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { AppError, unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadSession } from '../auth/index';
import type { RunAsCaller } from '../report-catalogue/index';
import { jobStep, type StepInput, type StepOutcome } from './steps/index';
import { nextRunOf, timesOf } from './workflow-jobs';

export interface RunDeps {
  database: Database;
  files: FileStore;
}

type ScheduleRow = typeof jobSchedules.$inferSelect;
type RunRow = typeof jobRuns.$inferSelect;

/** What a run recorded in `produced` (its phases are idempotent by these marks). */
interface Produced {
  firstDone?: boolean;
  delivered?: boolean;
  itemIds?: number[];
  postAfter?: boolean;
  files?: { storageKey: string | null; fileName: string }[];
  mails?: string[];
}

/** The transaction of the user a job runs as: their session and access at run time. */
export function runAsUser(database: Database, companyId: number, userId: number): RunAsCaller {
  return (work) =>
    database.withTenant({ companyId, userId }, async (tx) => {
      const user = await loadSession(tx, userId);
      if (!user) throw unauthorized();
      return work({ tx, user, tokenHash: '' });
    });
}

/** A run's post date: the day of its period (UTC). */
const postDateOf = (scheduledFor: Date) => scheduledFor.toISOString().slice(0, 10);

/** The step input of a schedule's run. */
export function stepInput(
  deps: RunDeps,
  schedule: ScheduleRow,
  postDate: string,
  runAs: RunAsCaller,
  preview: boolean,
): StepInput {
  return {
    communityAgentId: schedule.communityAgentId,
    postDate,
    params: schedule.parameters,
    name: schedule.name,
    recipient: schedule.recipient,
    format: schedule.format,
    preview,
    files: deps.files,
    runAs,
  };
}

async function lockRun(tx: Tx, runId: number): Promise<RunRow> {
  const [run] = await tx.select().from(jobRuns).where(eq(jobRuns.id, runId)).for('update');
  if (!run) throw new Error(`Run ${runId} is gone.`);
  return run;
}

/**
 * The run of a schedule for a period (its run key), from where it stands: a run found finished
 * is answered as it is (a retry posts nothing twice); one found part-done (the process stopped
 * in the middle) goes on from its last finished phase. The phases, each in one transaction as the
 * user the job runs as, recorded with what they wrote:
 *  1. first: the step's use case (Accrue, SaveJournalEntry, PostBatchAdjustment, the export …);
 *  2. deliver: files kept and mailed (reports, packages), outside a transaction;
 *  3. post: PostItem of what the first phase accrued (IsPosted) — unless the total is above the
 *     company's approval amount: the run then waits for an approver (ApproveRun posts it).
 * A refusal or failure is recorded on the run; the schedule counts it, and three in a row
 * quarantine it.
 */
export async function executeRun(
  deps: RunDeps,
  companyId: number,
  runKey: string,
  scheduleId: number,
  scheduledFor: Date,
  options: { triggeredByUserId: number | null; advancesSchedule: boolean },
): Promise<number> {
  const system = { companyId, userId: null };
  const { schedule, run } = await deps.database.withTenant(system, async (tx) => {
    const [schedule] = await tx.select().from(jobSchedules).where(eq(jobSchedules.id, scheduleId));
    if (!schedule) throw new Error(`Job schedule ${scheduleId} is gone.`);
    await tx
      .insert(jobRuns)
      .values({
        companyId,
        runKey,
        jobScheduleId: schedule.id,
        workflowId: schedule.workflowId,
        communityAgentId: schedule.communityAgentId,
        jobId: schedule.jobId,
        name: schedule.name,
        scheduledFor,
        postDate: postDateOf(scheduledFor),
        status: JobRunStatus.Running,
        progressTotal: 3,
        triggeredByUserId: options.triggeredByUserId,
      })
      .onConflictDoNothing();
    const [run] = await tx
      .select()
      .from(jobRuns)
      .where(sql`${jobRuns.companyId} = ${companyId} and ${jobRuns.runKey} = ${runKey}`);
    return { schedule, run: run };
  });
  if (run.status !== JobRunStatus.Running && run.status !== JobRunStatus.Failed) return run.id;
  const runAs = runAsUser(deps.database, companyId, schedule.userId);
  try {
    await runPhases(deps, schedule, run, runAs);
    await settleSchedule(deps.database, system, schedule, scheduledFor, null, options);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!(error instanceof AppError)) console.error(`Job run ${run.id}:`, error);
    await deps.database.withTenant(system, (tx) =>
      tx
        .update(jobRuns)
        .set({ status: JobRunStatus.Failed, error: message, finishedAt: new Date() })
        .where(eq(jobRuns.id, run.id)),
    );
    await settleSchedule(deps.database, system, schedule, scheduledFor, message, options);
  }
  return run.id;
}

async function runPhases(deps: RunDeps, schedule: ScheduleRow, run: RunRow, runAs: RunAsCaller) {
  const step = jobStep(schedule.jobId);
  if (!step) throw new Error(`Unknown job ${schedule.jobId}.`);
  const input = stepInput(deps, schedule, run.postDate, runAs, false);
  let produced = run.produced as Produced;
  if (!produced.firstDone) {
    produced = await runAs(async (ctx) => {
      const locked = await lockRun(ctx.tx, run.id);
      const before = locked.produced as Produced;
      if (before.firstDone) return before;
      const outcome = await step.first(ctx, input);
      const after: Produced = {
        firstDone: true,
        itemIds: outcome.itemIds,
        postAfter: outcome.postAfter,
        files: outcome.files.filter((f) => f.storageKey !== null),
        mails: step.deliver ? [] : outcome.mails,
      };
      await record(ctx.tx, run.id, after, outcome, 1);
      return after;
    });
  }
  if (step.deliver && !produced.delivered) {
    const delivered = await step.deliver(input);
    produced = { ...produced, delivered: true, ...delivered };
    const done = produced;
    await runAs((ctx) =>
      ctx.tx
        .update(jobRuns)
        .set({ produced: done as Record<string, unknown>, progressDone: 2 })
        .where(eq(jobRuns.id, run.id)),
    );
  }
  if (produced.postAfter) {
    // One transaction: the run waits for an approver above the company's approval amount
    // (ApproveRun posts it), else it is posted.
    await runAs(async (ctx) => {
      const [row] = await ctx.tx
        .select({ cents: companies.automationApprovalCents })
        .from(companies)
        .where(eq(companies.id, ctx.user.companyId));
      const locked = await lockRun(ctx.tx, run.id);
      const threshold = row?.cents ?? null;
      if (threshold === null || Math.abs(locked.totalCents) <= threshold) {
        await postRun(ctx, run.id, null);
        return;
      }
      await ctx.tx
        .update(jobRuns)
        .set({ status: JobRunStatus.AwaitingApproval, progressDone: 2 })
        .where(eq(jobRuns.id, run.id));
    });
    return;
  }
  await runAs((ctx) => finish(ctx.tx, run.id, null));
}

/** The post phase of a run (its accrued items posted) and the run finished, in ctx's transaction. */
export async function postRun(
  ctx: RequestContext,
  runId: number,
  approvedByUserId: number | null,
): Promise<void> {
  const locked = await lockRun(ctx.tx, runId);
  if (locked.status === JobRunStatus.Succeeded) return;
  const step = jobStep(locked.jobId);
  const itemIds = (locked.produced as Produced).itemIds ?? [];
  if (step?.post && itemIds.length > 0) await step.post(ctx, itemIds);
  await finish(ctx.tx, runId, approvedByUserId);
}

async function finish(tx: Tx, runId: number, approvedByUserId: number | null) {
  await tx
    .update(jobRuns)
    .set({
      status: JobRunStatus.Succeeded,
      error: null,
      progressDone: sql`${jobRuns.progressTotal}`,
      finishedAt: new Date(),
      approvedByUserId,
    })
    .where(eq(jobRuns.id, runId));
}

async function record(
  tx: Tx,
  runId: number,
  produced: Produced,
  outcome: StepOutcome,
  progressDone: number,
) {
  await tx
    .update(jobRuns)
    .set({
      produced: produced as Record<string, unknown>,
      ownersCount: outcome.ownersCount,
      totalCents: outcome.totalCents,
      progressDone,
    })
    .where(eq(jobRuns.id, runId));
}

/**
 * The schedule after a run of a period: its next run set after the period (a scheduled run; a run
 * asked now leaves it), its failures in a row counted (reset by a success) and, at three, the
 * schedule quarantined: suspended until a user enables it again.
 */
async function settleSchedule(
  database: Database,
  system: { companyId: number; userId: null },
  schedule: ScheduleRow,
  scheduledFor: Date,
  error: string | null,
  options: { advancesSchedule: boolean },
) {
  await database.withTenant(system, async (tx) => {
    const [now] = await queryRows<{ failures: number }>(
      tx,
      sql`update job_schedules
             set consecutive_failures = ${error === null ? sql`0` : sql`consecutive_failures + 1`},
                 last_run_at = ${scheduledFor.toISOString()}::timestamptz
           where id = ${schedule.id}::bigint
       returning consecutive_failures::int as failures`,
    );
    if (!now) return;
    const quarantined = error !== null && now.failures >= QuarantineAfterFailures;
    const times = timesOf(schedule);
    if (quarantined) {
      await tx
        .update(jobSchedules)
        .set({ isQuarantined: true, nextRunAt: null })
        .where(eq(jobSchedules.id, schedule.id));
    } else if (options.advancesSchedule) {
      await tx
        .update(jobSchedules)
        .set({ nextRunAt: nextRunOf(times, scheduledFor) })
        .where(eq(jobSchedules.id, schedule.id));
    }
  });
}
