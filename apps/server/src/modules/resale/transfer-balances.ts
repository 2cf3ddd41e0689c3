import { itemAgentDetails, itemAgents, items, queryRows, sql } from '@hoa/db';
import type { ResaleBalanceTransfer, SplitLedgerResult } from '@hoa/contract';
import {
  balanceTransfers,
  localDay,
  StatusId,
  transferLines,
  transferPostDate,
  TxnTypeId,
  type BalanceDispositionIdValue,
  type PriorOwnerCodeBalance,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';
import type { ResaleProperty } from './resale-property';
import { idArray } from '../../sql/index';

export interface TransferRequest {
  property: ResaleProperty;
  priorOwnerIds: readonly number[];
  newOwnerAgentId: number;
  splitDate: string;
  balanceAsOfToday: boolean;
  disposition: BalanceDispositionIdValue;
  /** The transfer item's reference: 'Resale' or 'Split ledger'. */
  reference: string;
}

/**
 * Moves the prior owners' balances to the new owner as one owner transaction (type 47, payment
 * adjustment) posted through the receivable posting builder: per code, each prior owner's amount
 * comes off (their detail on the opposite side) and the new owner's goes on, details without an
 * offset account, so the hold lines on the codes' receivable (prepaid: liability) accounts net to
 * zero and ar_lines and owner_code_balances move by the same cents. The owners are locked first
 * (in id order, as payments lock them), so a payment posting meanwhile is counted or waits.
 */
export async function transferBalances(
  ctx: RequestContext,
  r: TransferRequest,
): Promise<SplitLedgerResult> {
  const result: SplitLedgerResult = {
    PropertyAgentId: r.property.propertyAgentId,
    NewOwnerAgentId: r.newOwnerAgentId,
    TopsItemId: null,
    PostDate: null,
    Transfers: [],
  };
  if (r.priorOwnerIds.length === 0) return result;
  await queryRows(
    ctx.tx,
    sql`select id from agents where id = any(${idArray([...r.priorOwnerIds, r.newOwnerAgentId])})
         order by id for update`,
  );
  const balances = await queryRows<PriorOwnerCodeBalance & { latest: string }>(
    ctx.tx,
    sql`select owner_agent_id::int8 as "ownerAgentId", code_id::int8 as "codeId",
               sum(amount_cents)::int8 as "totalCents",
               coalesce(sum(amount_cents) filter (where post_date >= ${r.splitDate}::date), 0)::int8
                 as "fromSplitDateCents", max(post_date)::text as latest
          from ar_lines where owner_agent_id = any(${idArray(r.priorOwnerIds)})
         group by owner_agent_id, code_id order by owner_agent_id, code_id`,
  );
  const transfers = balanceTransfers(balances, r.disposition);
  if (transfers.length === 0) return result;
  const moved = new Set(transfers.map((t) => `${String(t.fromOwnerAgentId)}:${String(t.codeId)}`));
  const latest = balances
    .filter((b) => moved.has(`${String(b.ownerAgentId)}:${String(b.codeId)}`))
    .reduce<string | null>((max, b) => (max === null || b.latest > max ? b.latest : max), null);
  const postDate = transferPostDate(r.splitDate, r.balanceAsOfToday, localDay(new Date()), latest);
  const itemId = await insertTransfer(ctx, r, postDate, transfers);
  await postReceivableItems(ctx.tx, ctx.user.companyId, [itemId]);
  return {
    ...result,
    TopsItemId: itemId,
    PostDate: postDate,
    Transfers: await named(ctx, itemId, r.newOwnerAgentId),
  };
}

async function insertTransfer(
  ctx: RequestContext,
  r: TransferRequest,
  postDate: string,
  transfers: ReturnType<typeof balanceTransfers>,
): Promise<number> {
  const companyId = ctx.user.companyId;
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId,
      communityAgentId: r.property.communityAgentId,
      txnTypeId: TxnTypeId.PaymentAdjustment,
      statusId: StatusId.Accrued,
      eventDate: postDate,
      postDate,
      reference: r.reference,
      description: `${r.reference}: balances from ${r.splitDate} moved to the new owner`,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  if (!item) throw new Error('no transfer item');
  const lines = transferLines(transfers, r.newOwnerAgentId);
  const owners = [...new Set(lines.map((l) => l.ownerAgentId))];
  const agentRows = await ctx.tx
    .insert(itemAgents)
    .values(owners.map((agentId) => ({ companyId, itemId: item.id, agentId })))
    .returning({ id: itemAgents.id, agentId: itemAgents.agentId });
  const itemAgentOf = new Map(agentRows.map((a) => [a.agentId, a.id]));
  await ctx.tx.insert(itemAgentDetails).values(
    lines.map((l) => ({
      companyId,
      itemAgentId: itemAgentOf.get(l.ownerAgentId) ?? 0,
      codeId: l.codeId,
      amountCents: Math.abs(l.signedCents),
      accruedAmountCents: Math.abs(l.signedCents),
      isDebit: l.signedCents > 0,
      description: r.reference,
    })),
  );
  return item.id;
}

/** The transfer's prior-owner lines, named: what each prior owner handed over, code by code. */
function named(
  ctx: RequestContext,
  itemId: number,
  newOwnerAgentId: number,
): Promise<ResaleBalanceTransfer[]> {
  return queryRows<ResaleBalanceTransfer>(
    ctx.tx,
    sql`select a.owner_agent_id::int8 as "FromOwnerAgentId",
               coalesce(k.display_name, '') as "FromOwnerName", a.code_id::int8 as "TopsCodeId",
               c.code_alias as "CodeAlias", (-a.amount_cents)::int8 as "Amount"
          from ar_lines a join codes c on c.id = a.code_id
          left join contacts k on k.agent_id = a.owner_agent_id
         where a.item_id = ${itemId} and a.owner_agent_id <> ${newOwnerAgentId}
         order by a.owner_agent_id, c.code_alias`,
  );
}
