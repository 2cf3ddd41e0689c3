import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createNote } from './create-note';
import { getAgentsAssignedToNote } from './get-agents-assigned-to-note';
import { getCommunityNotes } from './get-community-notes';
import { getItemNotes } from './get-item-notes';
import { getNoteAgentOptions } from './get-note-agent-options';
import { getNoteItemOfType, type GetByItem } from './get-note-by-item';
import { saveCommentsItem } from './save-comments-item';
import { setTaskCompleted } from './set-task-completed';

export function notesRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.notes.Index, getItemNotes);
  bind(app, deps, contract.notes.GetCommunityNotes, getCommunityNotes);
  bind(app, deps, contract.notes.GetAgentsAssignedToNote, getAgentsAssignedToNote);
  bind(app, deps, contract.notes.GetNoteAgentOptions, getNoteAgentOptions);
  bind<GetByItem>(app, deps, contract.notes.GetNoteByItemId, getNoteItemOfType(TxnTypeId.Comment));
  bind<GetByItem>(app, deps, contract.notes.GetTaskByItemId, getNoteItemOfType(TxnTypeId.Task));
  bind(app, deps, contract.notes.Create, createNote);
  bind(app, deps, contract.notes.SetTaskCompleted, setTaskCompleted);
  bind(app, deps, contract.notes.SaveCommentsItem, saveCommentsItem);
}
