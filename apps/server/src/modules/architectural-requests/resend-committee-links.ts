import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { committeeApprovers } from './approver-rows';
import { isPending, readArchitecturalView, requireArchitecturalRequest } from './request-rows';
import { mailVoteLinks } from './vote-links';

type Resend = typeof contract.architecturalRequests.ResendCommitteeLinks;

/**
 * ArchitecturalRequest/ResendCommitteeLinks: mails a committee approver of a pending request who
 * has not voted two new voting links; the ones sent before stop working.
 */
export async function resendCommitteeLinks(
  ctx: RequestContext,
  { body }: InputOf<Resend>,
): Promise<ResponseOf<Resend>> {
  const request = await requireArchitecturalRequest(ctx, body.TopsItemId, 'update');
  if (!isPending(request)) throw appError('ArchitecturalRequestNotPending');
  const approver = (await committeeApprovers(ctx, body.TopsItemId)).find(
    (a) => a.CommitteeApproverId === body.CommitteeApproverId,
  );
  if (!approver) throw appError('ArchitecturalCommitteeApproverNotOfRequest');
  if (approver.Vote !== null) throw appError('ArchitecturalCommitteeApproverVoted');
  await mailVoteLinks(ctx, request, [
    { id: approver.CommitteeApproverId, emailAddress: approver.EmailAddress, name: approver.Name },
  ]);
  return readArchitecturalView(ctx, body.TopsItemId);
}
