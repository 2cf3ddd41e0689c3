import type { contract, ResponseOf } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import type { RunDeps } from '../automation/index';
import { requireAutomationJob } from './automation-job-rows';
import { runActivated, writeAutomationJob } from './save-automation-job';

type Create = typeof contract.automationJobs.CreateAutomationJob;

/** AutomationJob/Create: a new automation job; created active, it runs once at once. */
export async function createAutomationJob(
  deps: RunDeps,
  call: CallerCall<Create>,
): Promise<ResponseOf<Create>> {
  const saved = await call.run(async (ctx) => ({
    ...(await writeAutomationJob(ctx, call.input.body, undefined)),
    companyId: ctx.user.companyId,
    userId: ctx.user.userId,
  }));
  if (saved.runNow) await runActivated(deps, saved.companyId, saved.userId, saved.jobId);
  return call.run((ctx) => requireAutomationJob(ctx, saved.jobId));
}
