import { companies, eq, jobSchedules } from '@hoa/db';
import type { contract, ResponseOf, StepPreviewJson, WorkflowJson } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import { refusalMessage } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireJobClaim } from './run-job-schedule-now';
import { stepInput, type RunDeps } from './run-job';
import { scheduleJob } from './schedule-source';
import { jobStep } from './steps/index';
import { requireWorkflow } from './workflow-rows';

type PreviewWorkflow = typeof contract.automation.PreviewWorkflow;
type WorkflowJob = WorkflowJson['Jobs'][number];

/** Thrown to roll a preview's transaction back once every job was previewed. */
class Previewed extends Error {
  constructor() {
    super('previewed');
  }
}

/**
 * Workflow/PreviewWorkflow: the jobs of a workflow run for a date, in their order, in one
 * transaction that is then rolled back — the same use cases, so the owners, amounts, files and
 * mails are those a run would make, and a later job sees what the earlier ones wrote (late fees on
 * the charges just applied): each job's first phase and, unless the run would wait for an
 * approver, its post phase. Nothing is written: no item, no file, no mail. A job that would be
 * refused shows why (its savepoint rolled back) and the next jobs go on without it.
 */
export async function previewWorkflow(
  deps: RunDeps,
  call: CallerCall<PreviewWorkflow>,
): Promise<ResponseOf<PreviewWorkflow>> {
  const { WorkflowId, AsOf } = call.input.body;
  const previews: StepPreviewJson[] = [];
  try {
    await call.run(async (ctx) => {
      const workflow = await requireWorkflow(ctx, WorkflowId);
      for (const job of workflow.Jobs) requireJobClaim(ctx, job.JobId);
      const [company] = await ctx.tx
        .select({ cents: companies.automationApprovalCents })
        .from(companies)
        .where(eq(companies.id, ctx.user.companyId));
      const threshold = company?.cents ?? null;
      for (const job of workflow.Jobs) {
        previews.push(await previewJob(deps, call, ctx, job, AsOf, threshold));
      }
      throw new Previewed();
    });
  } catch (error) {
    if (!(error instanceof Previewed)) throw error;
  }
  return previews;
}

async function previewJob(
  deps: RunDeps,
  call: CallerCall<PreviewWorkflow>,
  ctx: RequestContext,
  job: WorkflowJob,
  asOf: string,
  threshold: number | null,
): Promise<StepPreviewJson> {
  const base = {
    JobScheduleId: job.JobScheduleId,
    JobId: job.JobId,
    Name: job.JobScheduleName,
    PostDate: asOf,
  };
  const step = jobStep(job.JobId);
  try {
    return await ctx.tx.transaction(async (tx) => {
      const inStep: RequestContext = { ...ctx, tx };
      const [schedule] = await tx
        .select()
        .from(jobSchedules)
        .where(eq(jobSchedules.id, job.JobScheduleId));
      if (!step || !schedule) throw new Error(`Unknown job ${job.JobId}.`);
      const input = stepInput(deps, scheduleJob(schedule), asOf, call.run, true);
      const outcome = await step.first(inStep, input);
      const waits =
        outcome.postAfter && threshold !== null && Math.abs(outcome.totalCents) > threshold;
      const posted =
        outcome.postAfter && !waits && step.post
          ? await step.post(inStep, outcome.itemIds, input.params)
          : null;
      return {
        ...base,
        OwnersCount: outcome.ownersCount,
        TotalAmount: outcome.totalCents,
        Owners: outcome.owners,
        Files: outcome.files.map((f) => f.fileName),
        Mails: outcome.mails,
        Letters: outcome.letters + (posted?.letters ?? 0),
        WouldWaitForApproval: waits,
        Error: null,
      };
    });
  } catch (error) {
    const refusal = refusalMessage(error);
    if (refusal === null) throw error;
    return {
      ...base,
      OwnersCount: 0,
      TotalAmount: 0,
      Owners: [],
      Files: [],
      Mails: [],
      Letters: 0,
      WouldWaitForApproval: false,
      Error: refusal,
    };
  }
}
