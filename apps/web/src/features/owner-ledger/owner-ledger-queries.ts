import { contract } from '@hoa/contract';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const ownerLedgerKey = ['owner-ledger'] as const;

/** An agent's code balances: with or without prepaid codes, current or as of a day. */
export function codeBalancesQuery(agentId: number, withPrepaid: boolean, asOfDate: string | null) {
  const endpoint = withPrepaid
    ? contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid
    : contract.ownerLedger.GetOwnerCodeBalancesWithoutPrepaid;
  return queryOptions({
    queryKey: [...ownerLedgerKey, 'balances', agentId, withPrepaid, asOfDate],
    queryFn: () =>
      api.call(endpoint, {
        query: { propertyAgentId: agentId, ...(asOfDate ? { asOfDate } : {}) },
      }),
  });
}

export function securityDepositQuery(agentId: number, asOfDate: string) {
  return queryOptions({
    queryKey: [...ownerLedgerKey, 'deposit', agentId, asOfDate],
    queryFn: () =>
      api.call(contract.crm.GetSecurityDepositBalance, {
        query: { propertyAgentId: agentId, asOfDate },
      }),
  });
}

/** What the activity shows beside the billed owner's lines from the balance brought forward. */
export interface ActivityOptions {
  /** The property's earlier owners' lines too. */
  includeHistoricTransactions: boolean;
  /** The running balance from zero. */
  isZeroBalanceForward: boolean;
}

export const plainActivity: ActivityOptions = {
  includeHistoricTransactions: false,
  isZeroBalanceForward: false,
};

export function ownerActivityQuery(agentId: number, options: ActivityOptions = plainActivity) {
  return queryOptions({
    queryKey: [...ownerLedgerKey, 'activity', agentId, options],
    // A switched option keeps the page (and its switches) while the new activity loads.
    placeholderData: keepPreviousData,
    queryFn: () =>
      api.call(contract.ownerLedger.GetOwnerActivity, {
        query: {
          agentId,
          includeHistoricTransactions: String(options.includeHistoricTransactions) as
            'true' | 'false',
          isZeroBalanceForward: String(options.isZeroBalanceForward) as 'true' | 'false',
        },
      }),
  });
}

export function arKpiQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...ownerLedgerKey, 'kpi', communityAgentId],
    queryFn: () =>
      api.call(contract.ownerLedger.GetAccountsReceivableCommunityKpi, {
        query: { communityAgentId },
      }),
  });
}

export function chargeBreakdownQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...ownerLedgerKey, 'breakdown', communityAgentId],
    queryFn: () =>
      api.call(contract.ownerLedger.GetOwnerBalanceKpiChargeBreakdown, {
        query: { communityAgentId },
      }),
  });
}

export function topBalancesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...ownerLedgerKey, 'top', communityAgentId],
    queryFn: () =>
      api.call(contract.ownerLedger.GetTopOwnerBalances, {
        query: { communityAgentId, take: 10 },
      }),
  });
}

export function monthlyActivityQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...ownerLedgerKey, 'monthly', communityAgentId],
    queryFn: () =>
      api.call(contract.ownerLedger.GetArMonthlyActivity, {
        query: { communityAgentId, months: 12 },
      }),
  });
}
