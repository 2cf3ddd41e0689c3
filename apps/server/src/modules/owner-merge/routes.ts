import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getOwnerMergeHistory } from './get-owner-merge-history';
import { mergeItemHistory } from './merge-item-history';

export function ownerMergeRoutes(app: FastifyInstance, deps: AppDeps): void {
  const m = contract.ownerMerge;
  bind(app, deps, m.GetOwnerMergeHistory, getOwnerMergeHistory);
  bind(app, deps, m.MergeItemHistory, mergeItemHistory);
}
