import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { assignActionProcessToCodes } from './assign-action-process-to-codes';
import { checkUserAccess } from './check-user-access';
import { copyActionProcess } from './copy-action-process';
import { deleteActionProcess } from './delete-action-process';
import { getActionProcess } from './get-action-process';
import { getActionProcesses, getActionProcessesGraph } from './get-action-processes';
import { hasActionProcessUntakenActions } from './has-action-process-untaken-actions';
import { saveActionProcess, saveActionProcesses } from './save-action-process';

/** CCR action processes (spec 3 §7 'Action processes'). */
export function ccrActionsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.ccrActions;
  bind(app, deps, c.GetActionProcesses, getActionProcesses);
  bind(app, deps, c.GetActionProcessesGraph, getActionProcessesGraph);
  bind(app, deps, c.GetActionProcess, getActionProcess);
  bind(app, deps, c.HasActionProcessUntakenActions, hasActionProcessUntakenActions);
  bind(app, deps, c.SaveActionProcess, saveActionProcess);
  bind(app, deps, c.SaveActionProcesses, saveActionProcesses);
  bind(app, deps, c.AssignActionProcessToCodes, assignActionProcessToCodes);
  bind(app, deps, c.DeleteActionProcess, deleteActionProcess);
  bind(app, deps, c.CopyActionProcess, copyActionProcess);
  bind(app, deps, c.CheckUserAccess, checkUserAccess);
}
