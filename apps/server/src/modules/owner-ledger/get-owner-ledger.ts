import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { withHistoricOwners } from './historic-owners';
import { ledgerOwners } from './ledger-owners';
import {
  ownerCodeBalances,
  WithoutPrepaidCodeTypeIds,
  WithPrepaidCodeTypeIds,
} from './owner-balances';
import { ownerActivity } from './owner-activity';

type Balances = typeof contract.ownerLedger.GetOwnerCodeBalancesWithoutPrepaid;
type Activity = typeof contract.ownerLedger.GetOwnerActivity;

type BalanceInput = { query: InputOf<Balances>['query'] };

export function getOwnerCodeBalancesWithoutPrepaid(
  ctx: RequestContext,
  input: BalanceInput,
): Promise<ResponseOf<Balances>> {
  const q = input.query;
  return ownerCodeBalances(ctx, q.propertyAgentId, q.asOfDate, WithoutPrepaidCodeTypeIds);
}

export function getOwnerCodeBalancesWithPrepaid(
  ctx: RequestContext,
  input: BalanceInput,
): Promise<ResponseOf<Balances>> {
  const q = input.query;
  return ownerCodeBalances(ctx, q.propertyAgentId, q.asOfDate, WithPrepaidCodeTypeIds);
}

/**
 * The owner activity drawer: posted transactions of the agent's ledger with the running balance;
 * historic transactions add the property's earlier owners' lines, a zero balance forward starts the
 * running balance at zero.
 */
export async function getOwnerActivity(
  ctx: RequestContext,
  input: InputOf<Activity>,
): Promise<ResponseOf<Activity>> {
  const q = input.query;
  const billed = await ledgerOwners(ctx, q.agentId);
  const owners = q.includeHistoricTransactions ? await withHistoricOwners(ctx, billed) : billed;
  return ownerActivity(ctx, owners, {
    startDate: q.startDate ?? null,
    endDate: q.endDate ?? null,
    includeDeleted: false,
    zeroBalanceForward: q.isZeroBalanceForward,
  });
}
