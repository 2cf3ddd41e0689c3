import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { NoteMessages, TxnTypeId, type NoteTxnType } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadNoteItem } from './note-access';

/** Both calls take an item id and answer a note item. */
export type GetByItem =
  typeof contract.notes.GetNoteByItemId | typeof contract.notes.GetTaskByItemId;

/** GetNoteByItemId (type 64) and GetTaskByItemId (type 65): the note view and the task view. */
export function getNoteItemOfType(txnType: NoteTxnType) {
  return async (ctx: RequestContext, input: InputOf<GetByItem>): Promise<ResponseOf<GetByItem>> => {
    const item = await loadNoteItem(ctx, input.query.itemId);
    if (item.TxnType !== txnType) {
      throw badRequest(txnType === TxnTypeId.Task ? NoteMessages.notATask : NoteMessages.notANote);
    }
    return item;
  };
}
