import { companies, eq, jobRuns, sql, type Database, type Tx } from '@hoa/db';
import { JobRunStatus, zonedDayAndTime } from '@hoa/domain';
import type { FileStore } from '../../files/file-store';
import { refusalMessage, unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadSession } from '../auth/index';
import type { RunAsCaller } from '../report-catalogue/index';
import { jobStep, type StepInput, type StepOutcome } from './steps/index';
import { communityTimeZone } from './community-time-zone';

export interface RunDeps {
  database: Database;
  files: FileStore;
}

type RunRow = typeof jobRuns.$inferSelect;

/** What a run recorded in `produced` (its phases are idempotent by these marks). */
interface Produced {
  firstDone?: boolean;
  delivered?: boolean;
  itemIds?: number[];
  postAfter?: boolean;
  /** The parameters the run started with: its post phase (an approval too) posts as asked. */
  params?: Record<string, unknown>;
  /** Letter batches the post phase queued (collection letters); a rollback withdraws them. */
  letterBatchIds?: number[];
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

/** What a run runs: a job schedule's job or an automation job, and its bookkeeping after a run. */
export interface RunSource {
  jobScheduleId: number | null;
  automationJobId: number | null;
  workflowId: number | null;
  communityAgentId: number;
  jobId: number;
  name: string;
  parameters: Record<string, unknown>;
  recipient: string | null;
  format: number;
  /** The user the job runs as. */
  userId: number;
  /** After a run (error null: it succeeded), in the system's transaction: next run, failures. */
  settle(tx: Tx, runId: number, error: RunError | null): Promise<void>;
}

/** Why a run did not finish: a refusal (4xx: asked again, refused again) or a fault. */
export interface RunError {
  message: string;
  refused: boolean;
}

/** The step input of a run. */
export function stepInput(
  deps: RunDeps,
  source: Pick<RunSource, 'communityAgentId' | 'parameters' | 'name' | 'recipient' | 'format'>,
  postDate: string,
  runAs: RunAsCaller,
  preview: boolean,
): StepInput {
  return {
    communityAgentId: source.communityAgentId,
    postDate,
    params: source.parameters,
    name: source.name,
    recipient: source.recipient,
    format: source.format,
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
 * quarantine it. A failed run (a fault, not a refusal) is run again by its run key: it goes on
 * from its last finished phase, as a killed one does.
 */
export async function executeRun(
  deps: RunDeps,
  companyId: number,
  runKey: string,
  load: (tx: Tx) => Promise<RunSource>,
  scheduledFor: Date,
  triggeredByUserId: number | null,
): Promise<number> {
  const system = { companyId, userId: null };
  const { source, run } = await deps.database.withTenant(system, async (tx) => {
    const source = await load(tx);
    // The post date: the day the community's clock shows when the run was due.
    const timeZone = await communityTimeZone(tx, source.communityAgentId);
    await tx
      .insert(jobRuns)
      .values({
        companyId,
        runKey,
        jobScheduleId: source.jobScheduleId,
        automationJobId: source.automationJobId,
        workflowId: source.workflowId,
        communityAgentId: source.communityAgentId,
        jobId: source.jobId,
        name: source.name.slice(0, 55),
        scheduledFor,
        postDate: zonedDayAndTime(scheduledFor, timeZone).day,
        status: JobRunStatus.Running,
        progressTotal: 3,
        triggeredByUserId,
      })
      .onConflictDoNothing();
    const [run] = await tx
      .select()
      .from(jobRuns)
      .where(sql`${jobRuns.companyId} = ${companyId} and ${jobRuns.runKey} = ${runKey}`);
    if (!run) throw new Error(`The run ${runKey} was not recorded.`);
    // A failed run asked again (its retry, or run now the same day) is running again.
    if (run.status === JobRunStatus.Failed) {
      await tx.update(jobRuns).set({ status: JobRunStatus.Running }).where(eq(jobRuns.id, run.id));
    }
    return { source, run };
  });
  if (run.status !== JobRunStatus.Running && run.status !== JobRunStatus.Failed) return run.id;
  const runAs = runAsUser(deps.database, companyId, source.userId);
  let error: RunError | null = null;
  try {
    await runPhases(deps, source, run, runAs);
  } catch (failure) {
    const refusal = refusalMessage(failure);
    const message = refusal ?? (failure instanceof Error ? failure.message : String(failure));
    error = { message, refused: refusal !== null };
    if (refusal === null) console.error(`Job run ${run.id}:`, failure);
  }
  await deps.database.withTenant(system, async (tx) => {
    if (error !== null) {
      await tx
        .update(jobRuns)
        .set({ status: JobRunStatus.Failed, error: error.message, finishedAt: new Date() })
        .where(eq(jobRuns.id, run.id));
    }
    await source.settle(tx, run.id, error);
  });
  return run.id;
}

async function runPhases(deps: RunDeps, source: RunSource, run: RunRow, runAs: RunAsCaller) {
  const step = jobStep(source.jobId);
  if (!step) throw new Error(`Unknown job ${source.jobId}.`);
  const input = stepInput(deps, source, run.postDate, runAs, false);
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
        params: input.params,
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
  const produced = locked.produced as Produced;
  const itemIds = produced.itemIds ?? [];
  if (step?.post && itemIds.length > 0) {
    const { letterBatchIds } = await step.post(ctx, itemIds, produced.params ?? {});
    if (letterBatchIds.length > 0) {
      await ctx.tx
        .update(jobRuns)
        .set({ produced: { ...produced, letterBatchIds } })
        .where(eq(jobRuns.id, runId));
    }
  }
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
