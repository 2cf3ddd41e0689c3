import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getApplyChargesProfile } from './get-apply-charges-profile';
import { getCollectionProfile } from './get-collection-profile';

export function profilePageRoutes(app: FastifyInstance, deps: AppDeps): void {
  const p = contract.profilePage;
  bind(app, deps, p.GetApplyChargesProfile, getApplyChargesProfile);
  bind(app, deps, p.GetCollectionProfile, getCollectionProfile);
}
