import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { CommunityFeedKinds, KpiFeedKinds } from '@hoa/domain';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { closeItem } from './close-item';
import { countAgentOpen, type KpiCountEndpoint } from './count-agent-open';
import { communityFeed, type CommunityFeedEndpoint } from './get-community-feed';
import { getItemAgentFeed } from './get-item-agent-feed';
import { getItemAgentGraph } from './get-item-agent-graph';
import { getItemFeed } from './get-item-feed';

export function activityRoutes(app: FastifyInstance, deps: AppDeps): void {
  for (const kind of CommunityFeedKinds) {
    bind<CommunityFeedEndpoint>(app, deps, contract.activityFeeds[kind], communityFeed(kind));
  }
  for (const kind of KpiFeedKinds) {
    bind<KpiCountEndpoint>(app, deps, contract.kpiCounts[kind], countAgentOpen(kind));
  }
  bind(app, deps, contract.activity.GetItemFeed, getItemFeed);
  bind(app, deps, contract.activity.GetItemAgentFeed, getItemAgentFeed);
  bind(app, deps, contract.activity.GetItemAgentGraph, getItemAgentGraph);
  bind(app, deps, contract.activity.CloseItem, closeItem);
}
