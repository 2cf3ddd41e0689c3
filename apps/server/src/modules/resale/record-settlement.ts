import { propertySettlements, queryRows, sql } from '@hoa/db';
import type { BalanceDispositionIdValue } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import type { ResaleProperty } from './resale-property';

/** The sellers' balance of the lines dated before the settlement date (cents), read before they move. */
export async function sellerBalanceBefore(
  ctx: RequestContext,
  sellerIds: readonly number[],
  settlementDate: string,
): Promise<number> {
  if (sellerIds.length === 0) return 0;
  const [row] = await queryRows<{ cents: number }>(
    ctx.tx,
    sql`select coalesce(sum(amount_cents), 0)::int8 as cents from ar_lines
         where owner_agent_id = any(${idArray(sellerIds)}) and post_date < ${settlementDate}::date`,
  );
  return Number(row?.cents ?? 0);
}

export interface Settlement {
  property: ResaleProperty;
  settlementDate: string;
  sellerIds: readonly number[];
  buyerAgentId: number;
  sellerBalanceCents: number;
  disposition: BalanceDispositionIdValue;
  transferItemId: number | null;
}

/**
 * Keeps the settlement statement's figures of a processed resale (the property settlement
 * reports read them): what moved to the buyer is the buyer's lines of the transfer item.
 */
export async function recordSettlement(ctx: RequestContext, s: Settlement): Promise<void> {
  const [carried] =
    s.transferItemId === null
      ? [{ cents: 0 }]
      : await queryRows<{ cents: number }>(
          ctx.tx,
          sql`select coalesce(sum(amount_cents), 0)::int8 as cents from ar_lines
               where item_id = ${s.transferItemId}::bigint
                 and owner_agent_id = ${s.buyerAgentId}::bigint`,
        );
  await ctx.tx.insert(propertySettlements).values({
    companyId: ctx.user.companyId,
    communityAgentId: s.property.communityAgentId,
    propertyAgentId: s.property.propertyAgentId,
    settlementDate: s.settlementDate,
    sellerAgentIds: [...s.sellerIds],
    buyerAgentId: s.buyerAgentId,
    sellerBalanceCents: s.sellerBalanceCents,
    carriedCents: Number(carried?.cents ?? 0),
    balanceDispositionId: s.disposition,
    transferItemId: s.transferItemId,
    createdByUserId: ctx.user.userId,
  });
}
