import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { StoredFiles } from '../../files/stored-files';
import type { RequestContext } from '../../http/request-context';
import { castCallerVote } from './caller-vote';

type Approve = typeof contract.architecturalRequests.ApproveArchitecturalRequest;

/**
 * ArchitecturalRequest/ApproveArchitecturalRequest: the caller, an approver who has not voted,
 * approves (as submitted, or with the conditions its Details state); once the required counts are
 * reached the request is approved and its letter made and sent.
 */
export function approveArchitecturalRequest(
  ctx: RequestContext,
  letters: StoredFiles,
  { body }: InputOf<Approve>,
): Promise<ResponseOf<Approve>> {
  return castCallerVote(ctx, letters, { ...body, vote: 'Approve' });
}
