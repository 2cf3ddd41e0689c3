import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { createWorkOrder } from './create-work-order';
import { getAgentWorkOrderCodes } from './get-agent-work-order-codes';
import { getSettings } from './get-settings';
import { getTicketsPage } from './get-tickets-page';
import { getWorkOrder } from './get-work-order';
import { getWorkOrderSummary } from './get-work-order-summary';
import { resolveItem } from './resolve-item';
import { saveCodeClock } from './save-code-clock';
import { saveSettings } from './save-settings';
import { updateWorkOrder } from './update-work-order';

/** Work orders (issue 22; spec 3 'Work order', calls 'Work orders') and their settings. */
export function workOrdersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const c = contract.workOrders;
  bind(app, deps, c.GetAgentWorkOrderCodes, getAgentWorkOrderCodes);
  bind(app, deps, c.GetWorkOrder, getWorkOrder);
  bind(app, deps, c.GetWorkOrderSummary, getWorkOrderSummary);
  bind(app, deps, c.GetTicketsPage, getTicketsPage);
  bind(app, deps, c.Create, createWorkOrder);
  bind(app, deps, c.Update, updateWorkOrder);
  bind(app, deps, c.ResolveItem, resolveItem);
  bind(app, deps, c.SaveCodeClock, saveCodeClock);
  bind(app, deps, c.GetSettings, getSettings);
  bind(app, deps, c.SaveSettings, saveSettings);
}
