import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { generateSso } from './generate-sso';

export function engageRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.engage.GenerateSSO, generateSso);
}
