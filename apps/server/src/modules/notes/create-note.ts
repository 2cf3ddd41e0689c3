import { and, asc, eq, itemAgents, items, noteAgents, notes } from '@hoa/db';
import type { contract, InputOf, NoteItem, ResponseOf } from '@hoa/contract';
import { initialNoteStatus, NoteMessages, noteTxnTypeName, StatusId, TxnTypeId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadNoteItem } from './note-access';
import { checkNoteAgents } from './note-agents';
import { findNoteItem } from './note-queries';
import {
  assignAgents,
  insertNoteItem,
  noteItemLink,
  replaceItemAgents,
  type NoteFields,
} from './note-writes';

type Create = typeof contract.notes.Create;
type Body = InputOf<Create>['body'];

/**
 * Creates a note or task, or with TopsItemId changes one. IsDeleted marks it deleted (status 16);
 * clearing it restores the status it had. Notes follow the community list; no claim is needed.
 */
export async function createNote(
  ctx: RequestContext,
  input: InputOf<Create>,
): Promise<ResponseOf<Create>> {
  const body = input.body;
  await requireCommunity(ctx, body.CommunityAgentId);
  if (body.StartDate && body.EndDate && body.EndDate < body.StartDate) {
    throw badRequest(NoteMessages.endBeforeStart);
  }
  const agentIds = [body.Note.TopsAgentId, ...body.AgentIds];
  await checkNoteAgents(ctx.tx, body.CommunityAgentId, [...agentIds, ...body.AssignedAgentIds]);
  if (body.TopsParentItemId) await checkParent(ctx, body.TopsParentItemId, body.CommunityAgentId);

  const fields: NoteFields = {
    subject: body.Note.Subject,
    description: body.Note.Description,
    isPublic: body.Note.IsPublic,
    includeInPropertyAccountingFeed: body.Note.IncludeInPropertyAccountingFeed,
    startDate: body.StartDate ?? null,
    endDate: body.EndDate ?? null,
  };
  const itemId = body.TopsItemId
    ? await updateNote(ctx, body, body.TopsItemId, agentIds, fields)
    : await addNote(ctx, body, agentIds, fields);
  const saved = await findNoteItem(ctx.tx, itemId);
  if (!saved) throw new Error('Saved note not found');
  return saved;
}

async function addNote(
  ctx: RequestContext,
  body: Body,
  agentIds: number[],
  fields: NoteFields,
): Promise<number> {
  const { itemId, noteId } = await insertNoteItem(ctx, {
    communityAgentId: body.CommunityAgentId,
    txnTypeId: body.TxnType,
    parentItemId: body.TopsParentItemId ?? null,
    eventDate: null,
    agentIds,
    note: fields,
  });
  await assignAgents(ctx, noteId, [], body.AssignedAgentIds, assignmentAlert(body, itemId));
  return itemId;
}

async function updateNote(
  ctx: RequestContext,
  body: Body,
  itemId: number,
  agentIds: number[],
  fields: NoteFields,
): Promise<number> {
  const existing = await loadNoteItem(ctx, itemId);
  if (existing.CommunityAgentId !== body.CommunityAgentId) {
    throw badRequest(NoteMessages.otherCommunity);
  }
  if (existing.TxnType !== body.TxnType) throw badRequest(NoteMessages.typeChange);
  const { tx } = ctx;
  await tx
    .update(notes)
    .set({ ...fields, isDeleted: body.Note.IsDeleted })
    .where(eq(notes.id, existing.Note.TopsNoteId));
  await tx
    .update(items)
    .set({
      statusId: statusAfterEdit(existing, body.Note.IsDeleted),
      parentItemId: body.TopsParentItemId ?? null,
      description: fields.subject,
      updatedAt: new Date(),
    })
    .where(eq(items.id, itemId));
  const current = await tx
    .select({ agentId: itemAgents.agentId })
    .from(itemAgents)
    .where(and(eq(itemAgents.itemId, itemId), eq(itemAgents.isDeleted, false)))
    .orderBy(asc(itemAgents.id));
  await replaceItemAgents(
    ctx,
    itemId,
    current.map((row) => row.agentId),
    agentIds,
  );
  const assigned = await tx
    .select({ agentId: noteAgents.agentId })
    .from(noteAgents)
    .where(eq(noteAgents.noteId, existing.Note.TopsNoteId));
  await assignAgents(
    ctx,
    existing.Note.TopsNoteId,
    assigned.map((row) => row.agentId),
    body.AssignedAgentIds,
    assignmentAlert(body, itemId),
  );
  return itemId;
}

/** Deleting sets status 16; restoring gives a task back its open or complete state. */
function statusAfterEdit(existing: NoteItem, isDeleted: boolean): number {
  if (isDeleted) return StatusId.Deleted;
  if (existing.TopsStatusId !== StatusId.Deleted) return existing.TopsStatusId;
  if (existing.TxnType === TxnTypeId.Task && existing.CompletedAt) return StatusId.Complete;
  return initialNoteStatus(existing.TxnType);
}

async function checkParent(
  ctx: RequestContext,
  parentItemId: number,
  communityAgentId: number,
): Promise<void> {
  const [parent] = await ctx.tx
    .select({ communityAgentId: items.communityAgentId })
    .from(items)
    .where(eq(items.id, parentItemId));
  if (parent?.communityAgentId !== communityAgentId) {
    throw badRequest(NoteMessages.otherCommunity);
  }
}

function assignmentAlert(body: Body, itemId: number): { title: string; link: string } {
  return {
    title: `${noteTxnTypeName(body.TxnType)} assigned to you: ${body.Note.Subject}`,
    link: noteItemLink(body.CommunityAgentId, itemId, body.TxnType),
  };
}
