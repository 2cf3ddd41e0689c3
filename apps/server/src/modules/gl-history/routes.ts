import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getCommunityItem } from './get-community-item';
import { getHistory } from './get-history';
import { getHistoryHeader } from './get-history-header';

export function glHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.glHistory.GetHistoryHeader, getHistoryHeader);
  bind(app, deps, contract.glHistory.GetHistory, getHistory);
  bind(app, deps, contract.glHistory.GetCommunityItem, getCommunityItem);
}
