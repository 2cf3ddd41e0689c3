import {
  ActionProcessMessages,
  actionProcessNotSavedMessage,
} from '../violations/action-processes';
import type { ErrorSpec } from './error-spec';

const M = ActionProcessMessages;

/** Violations: CCR codes and action processes. */
export const ViolationsErrors = {
  /** Spec 3 §8 'Action Process was not saved.', with the reason. */
  ActionProcessNotSaved: { status: 400, message: actionProcessNotSavedMessage },
  ActionProcessNotAuthorized: { status: 403, message: M.notAuthorized },
  ActionProcessInUse: { status: 409, message: M.inUse },
  ActionProcessReassignToItself: { status: 400, message: M.reassignToItself },
  ActionProcessNotCcr: { status: 400, message: M.notCcrProcess },
  ActionProcessNotCcrCode: { status: 400, message: M.notCcrCode },
  ActionProcessLevelNotOfProcess: { status: 400, message: M.levelNotOfProcess },
  ActionProcessTemplateNotUsable: { status: 400, message: M.templateNotUsable },
  ActionProcessNoTargetCommunity: { status: 400, message: M.noTargetCommunity },
} as const satisfies Record<string, ErrorSpec>;
