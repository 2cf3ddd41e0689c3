import type { ArchitecturalRequest } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { ArchitecturalRequestStatusId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import {
  committeeApproversOf,
  internalApproversOf,
  pendingSeat,
  selectArchitecturalRequests,
  type ApproverRef,
} from '../architectural-requests/index';
import type { OwnerContext } from '../owner-auth/index';

/** A request waiting for the board member's vote, and the approver they vote as. */
export interface AwaitingVote {
  request: ArchitecturalRequest;
  approver: ApproverRef;
}

/**
 * The board member's addresses as an approver: their board user's e-mail and their owner
 * contact's primary e-mail (committee approvers are named by address).
 */
async function boardAddresses(ctx: OwnerContext, board: RequestContext): Promise<string[]> {
  const [contact] = await queryRows<{ email: string | null }>(
    ctx.tx,
    sql`select primary_email_address as email from contacts where agent_id = ${ctx.owner.ownerAgentId}`,
  );
  const addresses = [board.user.email, contact?.email ?? ''].map((a) => a.trim().toLowerCase());
  return [...new Set(addresses.filter((a) => a !== ''))];
}

/**
 * The architectural requests of the board member's community waiting for their own vote, the
 * decision nearest first (one of them with `itemId`), their approvers read in two statements: the pending requests where they are an
 * approver, their board user an internal approver or one of their addresses a committee approver,
 * kept where the vote rule (pendingSeat) lets them vote now. The portal stands in for the
 * back office's close authorization, as the committee's mailed links do.
 */
export async function awaitingVote(
  ctx: OwnerContext,
  board: RequestContext,
  itemId?: number,
): Promise<AwaitingVote[]> {
  const addresses = await boardAddresses(ctx, board);
  const requests = await selectArchitecturalRequests(
    board,
    sql`r.community_agent_id = ${ctx.owner.communityAgentId}
        and r.status_id = ${ArchitecturalRequestStatusId.Pending}
        ${itemId === undefined ? sql`` : sql`and i.id = ${itemId}`}
        and (exists (select 1 from architectural_internal_approvers a
                      where a.item_id = r.item_id and a.user_id = ${board.user.userId})
             or exists (select 1 from architectural_committee_approvers a
                         where a.item_id = r.item_id
                           and lower(a.email_address) in
                               (select jsonb_array_elements_text(${JSON.stringify(addresses)}::jsonb))))`,
    sql`r.due_on, i.id`,
  );
  const ids = requests.map((r) => r.TopsItemId);
  const [internal, committee] = [
    await internalApproversOf(board, ids),
    await committeeApproversOf(board, ids),
  ];
  const voter = {
    userId: board.user.userId,
    emailAddresses: addresses,
    hasCloseAuthorization: true,
  };
  return requests.flatMap((request) => {
    const approver = pendingSeat(
      request,
      internal.get(request.TopsItemId) ?? [],
      committee.get(request.TopsItemId) ?? [],
      voter,
    );
    return approver ? [{ request, approver }] : [];
  });
}
