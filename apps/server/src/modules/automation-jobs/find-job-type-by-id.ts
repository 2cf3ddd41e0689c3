import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireJobType } from './job-types';

type FindJobType = typeof contract.automationJobs.FindJobTypeById;

/** AutomationJob/FindJobTypeById/{id}. */
export function findJobTypeById(
  _ctx: RequestContext,
  { params }: InputOf<FindJobType>,
): Promise<ResponseOf<FindJobType>> {
  return Promise.resolve(requireJobType(params.id));
}
