import { eq, notes } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadNoteItem } from './note-access';

type GetAssigned = typeof contract.notes.GetAgentsAssignedToNote;

export async function getAgentsAssignedToNote(
  ctx: RequestContext,
  input: InputOf<GetAssigned>,
): Promise<ResponseOf<GetAssigned>> {
  const [note] = await ctx.tx
    .select({ itemId: notes.itemId })
    .from(notes)
    .where(eq(notes.id, input.query.noteId));
  if (!note) throw notFound();
  const item = await loadNoteItem(ctx, note.itemId);
  return item.AssignedAgents;
}
