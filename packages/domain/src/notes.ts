// Notes and tasks (spec 1 §3.6, §4, §5; spec 3 §3, §5 'Notes'). A note or task is an item of
// transaction type 64 (comment) or 65 (task) with a note row; a task is open until completed.
import { StatusId } from './static-data/statuses';
import { TxnTypeId } from './static-data/txn-types';

export const NoteMessages = {
  subjectRequired: 'Subject is required.',
  notANote: 'This item is not a note.',
  notATask: 'This item is not a task.',
  typeChange: 'A note cannot be turned into a task or a task into a note.',
  endBeforeStart: 'The end date cannot be before the start date.',
  agentNotInCommunity: 'The agent does not belong to this community.',
  otherCommunity: 'The note or its transaction belongs to another community.',
  nothingToDelete: 'A comment that was never saved cannot be deleted.',
  commentNotEditable: 'Comments can be changed only on accrued or posted transactions.',
} as const;

/** Field limits of a note (the stored column sizes). */
export const NoteLimits = { subject: 200, description: 4000 } as const;

export type NoteTxnType = typeof TxnTypeId.Comment | typeof TxnTypeId.Task;

export function isNoteTxnType(txnTypeId: number): txnTypeId is NoteTxnType {
  return txnTypeId === TxnTypeId.Comment || txnTypeId === TxnTypeId.Task;
}

/** The display name of a note item: 'Note' for a comment, 'Task' for a task. */
export function noteTxnTypeName(txnTypeId: NoteTxnType): 'Note' | 'Task' {
  return txnTypeId === TxnTypeId.Task ? 'Task' : 'Note';
}

/** A new task is open; a comment has nothing to complete, so it is complete from the start. */
export function initialNoteStatus(txnTypeId: NoteTxnType): number {
  return txnTypeId === TxnTypeId.Task ? StatusId.Open : StatusId.Complete;
}

export function isTaskOpen(statusId: number): boolean {
  return statusId === StatusId.Open;
}

// An owner transaction comment is editable only while the transaction is accrued or posted.
const commentEditableStatusIds: readonly number[] = [StatusId.Accrued, StatusId.Posted];

export function canEditTransactionComment(transactionStatusId: number): boolean {
  return commentEditableStatusIds.includes(transactionStatusId);
}

export interface CommentText {
  Subject: string;
  Description: string;
}

export type CommentAction = 'save' | 'drop' | 'none';

/**
 * What leaving a comment editor does (spec 1 §4). `saved` is the stored comment, null for a new
 * one. A deleted stored comment is saved marked deleted, a deleted new one is dropped; otherwise
 * the comment is saved only if its text changed (or, when new, if it has any text).
 */
export function commentAction(
  saved: CommentText | null,
  current: CommentText & { IsDeleted: boolean },
): CommentAction {
  if (current.IsDeleted) return saved ? 'save' : 'drop';
  if (!saved) return current.Subject.trim() || current.Description.trim() ? 'save' : 'none';
  const changed = saved.Subject !== current.Subject || saved.Description !== current.Description;
  return changed ? 'save' : 'none';
}
