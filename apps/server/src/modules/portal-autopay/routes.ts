import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindOwner } from '../../http/bind-owner';
import type { AppDeps } from '../../http/request-context';
import { enrollAutopay } from './enroll-autopay';
import { getAutopay } from './get-autopay';
import { stopAutopay } from './stop-autopay';

export function portalAutopayRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.portalAutopay;
  bindOwner(app, deps, a.GetAutopay, getAutopay);
  bindOwner(app, deps, a.EnrollAutopay, enrollAutopay);
  bindOwner(app, deps, a.StopAutopay, stopAutopay);
}
