import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getCommunityMaxEventDate } from './get-community-max-event-date';
import { getItemCommunities } from './get-item-communities';
import { getItemGraph, getItemGraphByItemAgentId } from './get-item-graph';
import { getItemSummary } from './get-item-summary';
import { getItemTree } from './get-item-tree';
import { getParentDirectDebitItemStatus } from './get-parent-direct-debit-item-status';
import { overrideItem } from './override-item';
import { postItem } from './post-item';
import { removeItemAgentByList } from './remove-item-agent-by-list';
import { removeItemAgentDetail } from './remove-item-agent-detail';
import { removeItemWithPrepaidAdjustment } from './remove-item-with-prepaid-adjustment';
import { removeItemWithRelated } from './remove-item-with-related';
import { updateEvent } from './update-event';
import { updateItemBatch } from './update-item-batch';

export function itemsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const i = contract.items;
  bind(app, deps, i.RemoveItemWithRelated, removeItemWithRelated);
  bind(app, deps, i.RemoveItemWithPrepaidAdjustment, removeItemWithPrepaidAdjustment);
  bind(app, deps, i.RemoveItemAgentByList, removeItemAgentByList);
  bind(app, deps, i.RemoveItemAgentDetail, removeItemAgentDetail);
  bind(app, deps, i.UpdateEvent, updateEvent);
  bind(app, deps, i.OverrideItem, overrideItem);
  bind(app, deps, i.UpdateItemBatch, updateItemBatch);
  bind(app, deps, i.PostItem, postItem);
  bind(app, deps, i.GetItemGraph, getItemGraph);
  bind(app, deps, i.GetItemGraphByItemAgentId, getItemGraphByItemAgentId);
  bind(app, deps, i.GetItemCommunities, getItemCommunities);
  bind(app, deps, i.GetItemTree, getItemTree);
  bind(app, deps, i.GetItemSummary, getItemSummary);
  bind(app, deps, i.GetCommunityMaxEventDate, getCommunityMaxEventDate);
  bind(app, deps, i.GetParentDirectDebitItemStatus, getParentDirectDebitItemStatus);
}
