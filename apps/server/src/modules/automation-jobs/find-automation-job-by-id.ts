import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireAutomationJob } from './automation-job-rows';

type Find = typeof contract.automationJobs.FindAutomationJobById;

/** AutomationJob/FindAutomationJobById/{id}: one of the caller's communities. */
export function findAutomationJobById(
  ctx: RequestContext,
  { params }: InputOf<Find>,
): Promise<ResponseOf<Find>> {
  return requireAutomationJob(ctx, params.id);
}
