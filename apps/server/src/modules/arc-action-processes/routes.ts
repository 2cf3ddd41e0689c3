import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { deleteArcActionProcess } from './delete-arc-action-process';
import { getArcActionProcessGraph } from './get-arc-action-process-graph';
import { getArcCodesByActionProcessId } from './get-arc-codes-by-action-process-id';
import { isArcActionProcessAlreadyAssigned } from './is-arc-action-process-already-assigned';
import { saveArcActionProcessGraph } from './save-arc-action-process-graph';

/** ARC action processes (spec 3 §7 'Action processes', ArcActionProcess calls). */
export function arcActionProcessesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.arcActionProcesses;
  bind(app, deps, c.GetArcActionProcessGraph, getArcActionProcessGraph);
  bind(app, deps, c.GetArcCodesByActionProcessId, getArcCodesByActionProcessId);
  bind(app, deps, c.isArcActionProcessAlreadyAssigned, isArcActionProcessAlreadyAssigned);
  bind(app, deps, c.SaveArcActionProcessGraph, saveArcActionProcessGraph);
  bind(app, deps, c.DeleteArcActionProcess, deleteArcActionProcess);
}
