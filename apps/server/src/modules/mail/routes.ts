import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getOutbox } from './get-outbox';

/** The outbox screen's read. */
export function mailRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.mail.GetOutbox, getOutbox);
}
