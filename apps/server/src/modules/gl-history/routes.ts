import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bindRead } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getCommunityItem } from './get-community-item';
import { getHistory } from './get-history';
import { getHistoryHeader } from './get-history-header';

/** The GL history only reads: on the read replica when there is one (bindRead). */
export function glHistoryRoutes(app: FastifyInstance, deps: AppDeps): void {
  bindRead(app, deps, contract.glHistory.GetHistoryHeader, getHistoryHeader);
  bindRead(app, deps, contract.glHistory.GetHistory, getHistory);
  bindRead(app, deps, contract.glHistory.GetCommunityItem, getCommunityItem);
}
