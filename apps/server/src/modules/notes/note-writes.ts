import { and, eq, itemAgents, items, noteAgents, notes, sql, type Tx } from '@hoa/db';
import { initialNoteStatus, type NoteTxnType } from '@hoa/domain';
import type { CompanyWork, RequestContext } from '../../http/request-context';
import { alertUsersOfAgents } from '../alerts/index';

export interface NoteFields {
  subject: string;
  description: string;
  isPublic: boolean;
  includeInPropertyAccountingFeed: boolean;
  startDate: string | null;
  endDate: string | null;
}

export interface NewNoteItem {
  communityAgentId: number;
  txnTypeId: NoteTxnType;
  parentItemId: number | null;
  /** The day of the item; today when omitted. */
  eventDate: string | null;
  /** The agents the note concerns; the first is the one it is about. */
  agentIds: readonly number[];
  note: NoteFields;
}

/** Writes the item, its item agents and its note row; answers the item and note ids. */
export async function insertNoteItem(
  ctx: CompanyWork,
  input: NewNoteItem,
): Promise<{ itemId: number; noteId: number }> {
  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  const [item] = await tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: input.communityAgentId,
      txnTypeId: input.txnTypeId,
      statusId: initialNoteStatus(input.txnTypeId),
      parentItemId: input.parentItemId,
      eventDate: input.eventDate ?? sql`current_date`,
      description: input.note.subject,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('Note item insert returned no row');
  await insertItemAgents(tx, companyId, item.id, input.agentIds);
  const [note] = await tx
    .insert(notes)
    .values({ companyId, itemId: item.id, ...input.note })
    .returning({ id: notes.id });
  if (!note) throw new Error('Note insert returned no row');
  return { itemId: item.id, noteId: note.id };
}

async function insertItemAgents(
  tx: Tx,
  companyId: number,
  itemId: number,
  agentIds: readonly number[],
): Promise<void> {
  const distinct = [...new Set(agentIds)];
  if (distinct.length === 0) return;
  await tx.insert(itemAgents).values(distinct.map((agentId) => ({ companyId, itemId, agentId })));
}

/**
 * Replaces the agents a note concerns when the list changed: the old item agents are marked
 * deleted (attachments may still point at them) and the new list is written in order.
 */
export async function replaceItemAgents(
  ctx: RequestContext,
  itemId: number,
  current: readonly number[],
  next: readonly number[],
): Promise<void> {
  const wanted = [...new Set(next)];
  if (wanted.length === current.length && wanted.every((id, i) => id === current[i])) return;
  await ctx.tx
    .update(itemAgents)
    .set({ isDeleted: true })
    .where(and(eq(itemAgents.itemId, itemId), eq(itemAgents.isDeleted, false)));
  await insertItemAgents(ctx.tx, ctx.user.companyId, itemId, wanted);
}

/** Sets the agents assigned to a note; users newly assigned get an alert pointing at it. */
export async function assignAgents(
  ctx: RequestContext,
  noteId: number,
  previous: readonly number[],
  next: readonly number[],
  alert: { title: string; link: string },
): Promise<void> {
  const wanted = [...new Set(next)];
  await ctx.tx.delete(noteAgents).where(eq(noteAgents.noteId, noteId));
  if (wanted.length > 0) {
    await ctx.tx
      .insert(noteAgents)
      .values(wanted.map((agentId) => ({ companyId: ctx.user.companyId, noteId, agentId })));
  }
  const added = wanted.filter((id) => !previous.includes(id));
  await alertUsersOfAgents(ctx, added, { title: alert.title, message: null, link: alert.link });
}

/** The app route of a note or task (the web's site map: note view and task view). */
export function noteItemLink(
  communityAgentId: number,
  itemId: number,
  txnType: NoteTxnType,
): string {
  const kind = txnType === 65 ? 'tasks' : 'notes';
  return `/community/${communityAgentId}/${kind}/view/${itemId}`;
}
