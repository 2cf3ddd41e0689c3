import { companies, eq, jobSchedules } from '@hoa/db';
import type { contract, ResponseOf, StepPreviewJson } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import { AppError } from '../../http/errors';
import { requireJobClaim } from './run-job-schedule-now';
import { stepInput, type RunDeps } from './run-job';
import { scheduleJob } from './schedule-source';
import { jobStep } from './steps/index';
import { requireWorkflow } from './workflow-rows';

type PreviewWorkflow = typeof contract.automation.PreviewWorkflow;

/** Thrown to roll a preview's transaction back with what it found. */
class Previewed extends Error {
  constructor(readonly preview: StepPreviewJson) {
    super('previewed');
  }
}

/**
 * Workflow/PreviewWorkflow: each job of a workflow run for a date in a transaction that is then
 * rolled back — the same use cases, so the owners, amounts, files and mails are those a run would
 * make — and nothing written: no item, no file, no mail. A job that would be refused shows why.
 */
export async function previewWorkflow(
  deps: RunDeps,
  call: CallerCall<PreviewWorkflow>,
): Promise<ResponseOf<PreviewWorkflow>> {
  const { WorkflowId, AsOf } = call.input.body;
  const { workflow, threshold } = await call.run(async (ctx) => {
    const workflow = await requireWorkflow(ctx, WorkflowId);
    for (const job of workflow.Jobs) requireJobClaim(ctx, job.JobId);
    const [company] = await ctx.tx
      .select({ cents: companies.automationApprovalCents })
      .from(companies)
      .where(eq(companies.id, ctx.user.companyId));
    return { workflow, threshold: company?.cents ?? null };
  });
  const previews: StepPreviewJson[] = [];
  for (const job of workflow.Jobs) {
    const step = jobStep(job.JobId);
    const base = {
      JobScheduleId: job.JobScheduleId,
      JobId: job.JobId,
      Name: job.JobScheduleName,
      PostDate: AsOf,
    };
    try {
      await call.run(async (ctx) => {
        const [schedule] = await ctx.tx
          .select()
          .from(jobSchedules)
          .where(eq(jobSchedules.id, job.JobScheduleId));
        if (!step || !schedule) throw new Error(`Unknown job ${job.JobId}.`);
        const input = stepInput(deps, scheduleJob(schedule), AsOf, call.run, true);
        const outcome = await step.first(ctx, input);
        throw new Previewed({
          ...base,
          OwnersCount: outcome.ownersCount,
          TotalAmount: outcome.totalCents,
          Owners: outcome.owners,
          Files: outcome.files.map((f) => f.fileName),
          Mails: outcome.mails,
          Letters: outcome.letters,
          WouldWaitForApproval:
            outcome.postAfter && threshold !== null && Math.abs(outcome.totalCents) > threshold,
          Error: null,
        });
      });
    } catch (error) {
      if (error instanceof Previewed) previews.push(error.preview);
      else if (error instanceof AppError) {
        previews.push({
          ...base,
          OwnersCount: 0,
          TotalAmount: 0,
          Owners: [],
          Files: [],
          Mails: [],
          Letters: 0,
          WouldWaitForApproval: false,
          Error: error.message,
        });
      } else throw error;
    }
  }
  return previews;
}
