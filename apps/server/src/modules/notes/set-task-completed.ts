import { eq, items, notes } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { isTaskOpen, NoteMessages, StatusId, TxnTypeId } from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadNoteItem } from './note-access';
import { findNoteItem } from './note-queries';

type SetTaskCompleted = typeof contract.notes.SetTaskCompleted;

/** Completes an open task (status 10 to 5, with the time); a completed task is left as it is. */
export async function setTaskCompleted(
  ctx: RequestContext,
  input: InputOf<SetTaskCompleted>,
): Promise<ResponseOf<SetTaskCompleted>> {
  const task = await loadNoteItem(ctx, input.params.id);
  if (task.TxnType !== TxnTypeId.Task) throw badRequest(NoteMessages.notATask);
  if (task.TopsStatusId === StatusId.Deleted) throw notFound();
  if (!isTaskOpen(task.TopsStatusId)) return task;
  const now = new Date();
  await ctx.tx
    .update(items)
    .set({ statusId: StatusId.Complete, updatedAt: now })
    .where(eq(items.id, task.TopsItemId));
  await ctx.tx.update(notes).set({ completedAt: now }).where(eq(notes.id, task.Note.TopsNoteId));
  const completed = await findNoteItem(ctx.tx, task.TopsItemId);
  if (!completed) throw new Error('Completed task not found');
  return completed;
}
