import { and, eq, itemAgents, asc } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  isPortalItemOpen,
  ownerReplySubject,
  PortalRequestMessages as M,
  TxnTypeId,
} from '@hoa/domain';
import { badRequest } from '../../http/errors';
import { insertNoteItem } from '../notes/index';
import type { OwnerContext } from '../owner-auth/index';
import { readOwnerViolation } from './get-my-violation';
import { requireOwnerViolation } from './owner-items';

type Reply = typeof contract.portalRequests.ReplyToViolation;

/**
 * Portal/ReplyToViolation: the owner's reply to an open violation of theirs, saved as a comment
 * (type 64) on the violation with its parties, so the back office's feeds show it.
 */
export async function replyToViolation(
  ctx: OwnerContext,
  { body }: InputOf<Reply>,
): Promise<ResponseOf<Reply>> {
  const { violation, communityAgentId } = await requireOwnerViolation(ctx, body.TopsItemId);
  if (!isPortalItemOpen(violation.State)) throw badRequest(M.violationNotOpen);
  if (body.Reply === '') throw badRequest(M.replyRequired);
  const parties = await ctx.tx
    .select({ agentId: itemAgents.agentId })
    .from(itemAgents)
    .where(and(eq(itemAgents.itemId, body.TopsItemId), eq(itemAgents.isDeleted, false)))
    .orderBy(asc(itemAgents.id));
  await insertNoteItem(
    { tx: ctx.tx, user: { companyId: ctx.owner.companyId, userId: null } },
    {
      communityAgentId,
      txnTypeId: TxnTypeId.Comment,
      parentItemId: body.TopsItemId,
      eventDate: null,
      agentIds: parties.map((p) => p.agentId),
      note: {
        subject: ownerReplySubject(body.Reply),
        description: body.Reply,
        isPublic: false,
        includeInPropertyAccountingFeed: false,
        startDate: null,
        endDate: null,
      },
    },
  );
  return readOwnerViolation(ctx, body.TopsItemId);
}
