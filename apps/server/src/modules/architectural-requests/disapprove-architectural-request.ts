import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { StoredFiles } from '../../files/stored-files';
import type { RequestContext } from '../../http/request-context';
import { castCallerVote } from './caller-vote';

type Disapprove = typeof contract.architecturalRequests.DisapproveArchitecturalRequest;

/**
 * ArchitecturalRequest/DisapproveArchitecturalRequest: the caller, an approver who has not voted,
 * disapproves with its reasons (Details); once approval can no longer be reached the request is
 * disapproved and its letter (with the reasons and the reconsideration procedure) made and sent.
 */
export function disapproveArchitecturalRequest(
  ctx: RequestContext,
  letters: StoredFiles,
  { body }: InputOf<Disapprove>,
): Promise<ResponseOf<Disapprove>> {
  return castCallerVote(ctx, letters, { ...body, vote: 'Disapprove' });
}
