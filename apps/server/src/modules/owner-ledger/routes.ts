import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { renderReport } from '../../documents/index';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { getArCommunityKpi } from './get-accounts-receivable-community-kpi';
import {
  getArMonthlyActivity,
  getChargeBreakdown,
  getTopOwnerBalances,
} from './get-community-balances';
import { ownerHistoryData } from './get-owner-history';
import {
  getOwnerActivity,
  getOwnerCodeBalancesWithoutPrepaid,
  getOwnerCodeBalancesWithPrepaid,
} from './get-owner-ledger';
import { removeItem, removeItemAgent } from './remove-item';
import { sendDownload } from '../../http/send-download';

export function ownerLedgerRoutes(app: FastifyInstance, deps: AppDeps): void {
  const o = contract.ownerLedger;
  bind(app, deps, o.GetOwnerCodeBalancesWithoutPrepaid, getOwnerCodeBalancesWithoutPrepaid);
  bind(app, deps, o.GetOwnerCodeBalancesWithPrepaid, getOwnerCodeBalancesWithPrepaid);
  bind(app, deps, o.GetOwnerActivity, getOwnerActivity);
  bind(app, deps, o.GetOwnerBalanceKpiChargeBreakdown, getChargeBreakdown);
  bind(app, deps, o.GetAccountsReceivableCommunityKpi, getArCommunityKpi);
  bind(app, deps, o.GetTopOwnerBalances, getTopOwnerBalances);
  bind(app, deps, o.GetArMonthlyActivity, getArMonthlyActivity);
  bind(app, deps, o.RemoveItem, removeItem);
  bind(app, deps, o.RemoveItemAgent, removeItemAgent);
  // The workbook is rendered after the transaction has ended.
  bindCaller(app, deps, o.GetOwnerHistory, async (call) => {
    const data = await call.run((ctx) => ownerHistoryData(ctx, call.input));
    const file = await renderReport(data, call.input.body.format);
    return sendDownload(call, file);
  });
}
