import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { addApAdjustment } from './add-ap-adjustment';
import { getApAdjustment, getApAdjustments } from './get-ap-adjustments';
import { removeApTransaction } from './remove-transaction';

export function apAdjustmentsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const a = contract.apAdjustments;
  bind(app, deps, a.AddApAdjustment, addApAdjustment);
  bind(app, deps, a.GetApAdjustments, getApAdjustments);
  bind(app, deps, a.GetApAdjustment, getApAdjustment);
  bind(app, deps, a.RemoveTransaction, removeApTransaction);
}
