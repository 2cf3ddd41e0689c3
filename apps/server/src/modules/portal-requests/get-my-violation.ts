import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, PortalViolationDetail, ResponseOf } from '@hoa/contract';
import { OwnerReplyPrefix, StatusId, TxnTypeId } from '@hoa/domain';
import type { OwnerContext } from '../owner-auth/index';
import { itemFiles, requireOwnerViolation, violationLetters } from './owner-items';

type GetMyViolation = typeof contract.portalRequests.GetMyViolation;

/** The owner's replies: the comments on the violation written from the portal, oldest first. */
async function ownerReplies(ctx: OwnerContext, itemId: number) {
  const rows = await queryRows<{ id: string | number; description: string; created_at: string }>(
    ctx.tx,
    sql`select i.id, n.description, i.created_at
          from items i join notes n on n.item_id = i.id
         where i.parent_item_id = ${itemId} and i.txn_type_id = ${TxnTypeId.Comment}
           and i.created_by_user_id is null and n.subject like ${`${OwnerReplyPrefix}%`}
           and not n.is_deleted and i.status_id <> ${StatusId.Deleted}
         order by i.created_at, i.id`,
  );
  return rows.map((row) => ({
    TopsItemId: Number(row.id),
    Reply: row.description,
    SentAt: new Date(row.created_at).toISOString(),
  }));
}

/** One of the owner's violations with its letters, photos and the owner's replies, else 404. */
export async function readOwnerViolation(
  ctx: OwnerContext,
  itemId: number,
): Promise<PortalViolationDetail> {
  const { ownerAgentId, violation } = await requireOwnerViolation(ctx, itemId);
  const [letters, files, replies] = [
    await violationLetters(ctx, itemId, ownerAgentId),
    await itemFiles(ctx, itemId),
    await ownerReplies(ctx, itemId),
  ];
  const letterIds = new Set(letters.map((l) => l.File?.TopsAttachmentId));
  return {
    ...violation,
    Letters: letters,
    Photos: files.filter((f) => !letterIds.has(f.TopsAttachmentId)),
    Replies: replies,
  };
}

/** Portal/GetMyViolation/{id}. */
export function getMyViolation(
  ctx: OwnerContext,
  { params }: InputOf<GetMyViolation>,
): Promise<ResponseOf<GetMyViolation>> {
  return readOwnerViolation(ctx, params.id);
}
