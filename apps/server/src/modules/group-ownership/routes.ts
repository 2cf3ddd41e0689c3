import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import {
  findCandidates,
  getGroupOwnershipProperty,
  getGroupOwnerships,
  isGroupOwner,
} from './get-group-ownerships';
import { saveGroupOwnership } from './save-group-ownership';

export function groupOwnershipRoutes(app: FastifyInstance, deps: AppDeps): void {
  const g = contract.groupOwnership;
  bind(app, deps, g.IsGroupOwner, isGroupOwner);
  bind(app, deps, g.GetGroupOwnershipProperty, getGroupOwnershipProperty);
  bind(app, deps, g.GetGroupOwnerships, getGroupOwnerships);
  bind(app, deps, g.FindCandidates, findCandidates);
  bind(app, deps, g.SaveGroupOwnership, saveGroupOwnership);
}
