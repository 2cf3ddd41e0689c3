import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { closeItem } from './close-item';
import { countAgentOpen } from './count-agent-open';
import { communityFeed } from './get-community-feed';
import { getItemAgentFeed } from './get-item-agent-feed';
import { getItemAgentGraph } from './get-item-agent-graph';
import { getItemFeed } from './get-item-feed';

export function activityRoutes(app: FastifyInstance, deps: AppDeps): void {
  bind(app, deps, contract.activityFeeds.Community, communityFeed('Community'));
  bind(app, deps, contract.activityFeeds.AccountsPayable, communityFeed('AccountsPayable'));
  bind(app, deps, contract.activityFeeds.ArAdjustment, communityFeed('ArAdjustment'));
  bind(app, deps, contract.activityFeeds.Architectural, communityFeed('Architectural'));
  bind(app, deps, contract.activityFeeds.Bill, communityFeed('Bill'));
  bind(app, deps, contract.activityFeeds.CashReceipt, communityFeed('CashReceipt'));
  bind(app, deps, contract.activityFeeds.Charge, communityFeed('Charge'));
  bind(app, deps, contract.activityFeeds.Collection, communityFeed('Collection'));
  bind(app, deps, contract.activityFeeds.GeneralRequest, communityFeed('GeneralRequest'));
  bind(app, deps, contract.activityFeeds.JournalEntry, communityFeed('JournalEntry'));
  bind(app, deps, contract.activityFeeds.Payment, communityFeed('Payment'));
  bind(app, deps, contract.activityFeeds.Property, communityFeed('Property'));
  bind(app, deps, contract.activityFeeds.ServiceRequest, communityFeed('ServiceRequest'));
  bind(app, deps, contract.activityFeeds.Statement, communityFeed('Statement'));
  bind(app, deps, contract.activityFeeds.Violation, communityFeed('Violation'));
  bind(app, deps, contract.activityFeeds.WorkOrder, communityFeed('WorkOrder'));
  bind(app, deps, contract.activityFeeds.Vendor, communityFeed('Vendor'));
  bind(app, deps, contract.kpiCounts.CashReceipts, countAgentOpen('CashReceipts'));
  bind(app, deps, contract.kpiCounts.Invoices, countAgentOpen('Invoices'));
  bind(app, deps, contract.kpiCounts.JournalEntries, countAgentOpen('JournalEntries'));
  bind(app, deps, contract.kpiCounts.ServiceRequests, countAgentOpen('ServiceRequests'));
  bind(app, deps, contract.kpiCounts.WorkOrders, countAgentOpen('WorkOrders'));
  bind(app, deps, contract.activity.GetItemFeed, getItemFeed);
  bind(app, deps, contract.activity.GetItemAgentFeed, getItemAgentFeed);
  bind(app, deps, contract.activity.GetItemAgentGraph, getItemAgentGraph);
  bind(app, deps, contract.activity.CloseItem, closeItem);
}
