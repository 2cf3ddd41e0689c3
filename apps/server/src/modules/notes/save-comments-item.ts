import { eq, items, notes, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  canEditTransactionComment,
  claimForTxnType,
  commentAction,
  NoteMessages,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { findNoteItem, notDeleted, readNoteItems } from './note-queries';
import { insertNoteItem } from './note-writes';

type SaveComments = typeof contract.notes.SaveCommentsItem;

/**
 * An owner transaction comment (spec 1 §4): only while the transaction is accrued or posted;
 * saved only if changed; deleting a saved one marks it deleted.
 */
export async function saveCommentsItem(
  ctx: RequestContext,
  input: InputOf<SaveComments>,
): Promise<ResponseOf<SaveComments>> {
  const body = input.body;
  await requireCommunity(ctx, body.CommunityAgentId);
  const [txn] = await ctx.tx
    .select({
      communityAgentId: items.communityAgentId,
      txnTypeId: items.txnTypeId,
      statusId: items.statusId,
    })
    .from(items)
    .where(eq(items.id, body.TopsItemId));
  if (txn?.communityAgentId !== body.CommunityAgentId || txn.txnTypeId !== body.TopsTxnTypeId) {
    throw notFound();
  }
  const claim = claimForTxnType(txn.txnTypeId);
  if (claim) requireClaim(ctx, claim, 'read');
  if (!canEditTransactionComment(txn.statusId)) throw badRequest(NoteMessages.commentNotEditable);

  const note = body.Note;
  const saved = note.TopsNoteId ? await findComment(ctx, body.TopsItemId, note.TopsNoteId) : null;
  const action = commentAction(saved ? saved.Note : null, note);
  if (action === 'drop') throw badRequest(NoteMessages.nothingToDelete);
  if (saved && action === 'none') return saved;
  if (saved) {
    await ctx.tx
      .update(notes)
      .set({ subject: note.Subject, description: note.Description, isDeleted: note.IsDeleted })
      .where(eq(notes.id, saved.Note.TopsNoteId));
    await ctx.tx
      .update(items)
      .set({
        statusId: note.IsDeleted ? StatusId.Deleted : StatusId.Complete,
        description: note.Subject,
        updatedAt: new Date(),
      })
      .where(eq(items.id, saved.TopsItemId));
    return reload(ctx, saved.TopsItemId);
  }
  const parties = await queryRows<{ agentId: number }>(
    ctx.tx,
    sql`select agent_id::int8 as "agentId" from item_parties
         where item_id = ${body.TopsItemId}::bigint and not is_deleted
         order by item_agent_id, agent_id`,
  );
  const { itemId } = await insertNoteItem(ctx, {
    communityAgentId: body.CommunityAgentId,
    txnTypeId: TxnTypeId.Comment,
    parentItemId: body.TopsItemId,
    eventDate: body.PostDate ?? null,
    agentIds: parties.map((row) => row.agentId),
    note: {
      subject: note.Subject,
      description: note.Description,
      isPublic: false,
      includeInPropertyAccountingFeed: false,
      startDate: null,
      endDate: null,
    },
  });
  return reload(ctx, itemId);
}

async function findComment(ctx: RequestContext, parentItemId: number, noteId: number) {
  const [found] = await readNoteItems(
    ctx.tx,
    sql`n.id = ${noteId} and i.parent_item_id = ${parentItemId} and ${notDeleted}`,
  );
  if (!found) throw notFound();
  return found;
}

async function reload(ctx: RequestContext, itemId: number) {
  const found = await findNoteItem(ctx.tx, itemId);
  if (!found) throw new Error('Saved comment not found');
  return found;
}
