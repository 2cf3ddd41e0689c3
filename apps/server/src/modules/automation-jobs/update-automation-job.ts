import type { contract, ResponseOf } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import type { RunDeps } from '../automation/index';
import { requireAutomationJob } from './automation-job-rows';
import { runActivated, writeAutomationJob } from './save-automation-job';

type Update = typeof contract.automationJobs.UpdateAutomationJob;

/** AutomationJob/Update/{Id}: the job changed; made active (it was not), it runs once at once. */
export async function updateAutomationJob(
  deps: RunDeps,
  call: CallerCall<Update>,
): Promise<ResponseOf<Update>> {
  const id = call.input.params.Id;
  const saved = await call.run(async (ctx) => ({
    ...(await writeAutomationJob(ctx, call.input.body, id)),
    companyId: ctx.user.companyId,
    userId: ctx.user.userId,
  }));
  if (saved.runNow) await runActivated(deps, saved.companyId, saved.userId, id);
  return call.run((ctx) => requireAutomationJob(ctx, id));
}
