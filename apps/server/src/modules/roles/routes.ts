import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { deleteRole } from './delete-role';
import { getClaims } from './get-claims';
import { getRole } from './get-role';
import { getRoles } from './get-roles';
import { getUsers } from './get-users';
import { saveRole } from './save-role';

export function rolesRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.roles.GetRoles, getRoles);
  bind(app, deps, contract.roles.GetRole, getRole);
  bind(app, deps, contract.roles.GetClaims, getClaims);
  bind(app, deps, contract.roles.GetUsers, getUsers);
  bind(app, deps, contract.roles.SaveRole, saveRole);
  bind(app, deps, contract.roles.DeleteRole, deleteRole);
}
