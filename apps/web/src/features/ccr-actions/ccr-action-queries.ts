import { ApiError, contract } from '@hoa/contract';
import { ActionProcessMessages, type ActionProcessAction } from '@hoa/domain';
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showError } from '../../app/toasts';

// The violations settings (processes, their levels and the CCR codes) sit under ['ccr-actions'].
export const ccrActionsKey = ['ccr-actions'] as const;
const C = contract.ccrActions;

export function actionProcessesGraphQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...ccrActionsKey, 'graph', communityAgentId],
    queryFn: () => api.call(C.GetActionProcessesGraph, { query: { communityAgentId } }),
  });
}

export function ccrCodesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...ccrActionsKey, 'codes', communityAgentId],
    queryFn: () => api.call(contract.codes.Index, { query: { cmtyAgentId: communityAgentId } }),
  });
}

export function untakenActionsQuery(actionProcessId: number) {
  return queryOptions({
    queryKey: [...ccrActionsKey, 'untaken', actionProcessId],
    queryFn: () => api.call(C.HasActionProcessUntakenActions, { query: { actionProcessId } }),
  });
}

/** After a change: the processes, their codes and the code list again. */
export function refreshViolationSettings(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: ccrActionsKey });
}

/**
 * The server access check before an action process is added, edited, assigned, deleted or copied
 * (spec 3 §6): a denial shows its message, a failed check 'Permissions cannot be verified.'.
 */
export async function mayPerform(
  actionToPerform: ActionProcessAction,
  communityAgentId: number,
): Promise<boolean> {
  try {
    const answer = await api.call(C.CheckUserAccess, {
      query: { actionToPerform, communityAgentId },
    });
    if (!answer.HasAccess)
      showError(new ApiError(403, answer.Message ?? ActionProcessMessages.permissionsNotVerified));
    return answer.HasAccess;
  } catch {
    showError(new ApiError(500, ActionProcessMessages.permissionsNotVerified));
    return false;
  }
}
