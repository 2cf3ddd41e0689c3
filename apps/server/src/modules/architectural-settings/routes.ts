import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getAll } from './get-all';
import { getByCommunityAgentId } from './get-by-community-agent-id';
import { getCloseTypeNames } from './get-close-type-names';
import { save } from './save';

/** Architectural settings of a community (spec 3 §7 'ArchitecturalSettings'). */
export function architecturalSettingsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.architecturalSettings;
  bind(app, deps, c.GetAll, getAll);
  bind(app, deps, c.GetByCommunityAgentId, getByCommunityAgentId);
  bind(app, deps, c.GetCloseTypeNames, getCloseTypeNames);
  bind(app, deps, c.Save, save);
}
