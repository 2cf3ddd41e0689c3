import { queryRows, sql } from '@hoa/db';
import type { RemoveItemResult } from '@hoa/contract';
import { OwnerLedgerMessages as M, StatusId, TxnTypeId } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { ownerPairs, ownersLinesOnItems } from '../gl/index';

export interface RemovalTarget {
  id: number;
  communityAgentId: number;
  txnTypeId: number;
  statusId: number;
  postDate: string;
  /** The live owners (agent ids) being taken off it. */
  ownerAgentIds: number[];
}

/**
 * The refusals nothing bypasses: a charge whose direct debit request went out, a payment with a
 * live backout or NSF (removing both would undo the payment twice) unless that is removed with it
 * (`removingWith`), a closed fiscal year or period of a posted transaction's date.
 */
export async function requireRemovable(
  ctx: RequestContext,
  t: RemovalTarget,
  removingWith: readonly number[] = [],
): Promise<void> {
  const [facts] = await queryRows<{
    debit: boolean;
    reversed: boolean;
    year_closed: boolean | null;
    open: boolean | null;
  }>(
    ctx.tx,
    sql`select exists (select 1 from items d where d.parent_item_id = ${t.id}::bigint
                        and d.txn_type_id = ${TxnTypeId.DirectDebit}::smallint
                        and d.status_id <> ${StatusId.Deleted}::smallint) as debit,
               exists (select 1 from items r where r.parent_item_id = ${t.id}::bigint
                        and r.txn_type_id in (${TxnTypeId.BackoutPayment}::smallint, ${TxnTypeId.Nsf}::smallint)
                        and r.status_id <> ${StatusId.Deleted}::smallint
                        and r.id <> all(${idArray(removingWith)})) as reversed,
               fy.is_closed as year_closed, p.is_open as open
          from (select 1) x
          left join fiscal_years fy on fy.community_agent_id = ${t.communityAgentId}::bigint
               and ${t.postDate}::date between fy.start_date and fy.end_date
          left join accounting_periods p on p.fiscal_year_id = fy.id
               and ${t.postDate}::date between p.start_date and p.end_date`,
  );
  if (facts?.debit) throw appError('OwnerLedgerDirectDebitSent');
  if (facts?.reversed) throw appError('OwnerLedgerReversedPayment');
  if (t.statusId !== StatusId.Posted) return;
  if (facts?.year_closed) throw badRequest(M.closedFiscalYear);
  if (facts?.open === false) throw badRequest(M.closedPeriod);
}

/**
 * The rule violations the user decides on (spec 3 §4), of one removal or of several made as one
 * (the first names the answer): ACH owners refuse; unless bypassed, a negative owner code balance
 * after the whole removal lists the owners, and related transactions that stay (not in
 * `removing`) ask for confirmation.
 */
export async function removalViolation(
  ctx: RequestContext,
  targets: readonly RemovalTarget[],
  bypass: boolean,
  removing: readonly number[] = [],
): Promise<RemoveItemResult | null> {
  const [t] = targets;
  if (!t) return null;
  const owners = targets.map((x) => ({ itemId: x.id, ownerAgentIds: x.ownerAgentIds }));
  const itemIds = idArray(targets.map((x) => x.id));
  const refused = (
    ruleViolationId: number | null,
    message: string,
    canBypass: boolean,
    agents: RemoveItemResult['Agents'] = [],
  ): RemoveItemResult => ({
    TopsItemId: t.id,
    TopsTxnTypeId: t.txnTypeId,
    IsRemoved: false,
    RuleViolationId: ruleViolationId,
    Message: message,
    CanBypass: canBypass,
    Agents: agents,
  });
  const [ach] = await queryRows<{ yes: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from (${ownerPairs(owners)}) t
                         join item_agents ia on ia.item_id = t.item_id and ia.agent_id = t.owner_agent_id
                        where ia.is_direct_debit and not ia.is_deleted) as yes`,
  );
  if (ach?.yes) return refused(4, M.achOwners, false);
  if (bypass) return null;
  if (targets.some((x) => x.statusId === StatusId.Posted)) {
    const negative = await queryRows<RemoveItemResult['Agents'][number]>(
      ctx.tx,
      sql`select a.owner_agent_id::int as "OwnerAgentId", coalesce(k.display_name, '') as "OwnerName",
                 c.code_alias as "CodeAlias", (b.balance_cents - sum(a.amount_cents))::bigint as "Balance"
            from (${ownersLinesOnItems(owners)}) a
            join owner_code_balances b on b.owner_agent_id = a.owner_agent_id and b.code_id = a.code_id
            join codes c on c.id = a.code_id
            left join contacts k on k.agent_id = a.owner_agent_id
           group by a.owner_agent_id, k.display_name, c.code_alias, b.balance_cents
          having sum(a.amount_cents) > 0 and b.balance_cents - sum(a.amount_cents) < 0
           order by k.display_name, c.code_alias`,
    );
    if (negative.length > 0) {
      return refused(
        2,
        M.negativeCodeBalance,
        true,
        negative.map((n) => ({ ...n, Balance: Number(n.Balance) })),
      );
    }
  }
  const [related] = await queryRows<{ yes: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from items r where r.parent_item_id = any(${itemIds})
                        and r.status_id <> ${StatusId.Deleted}::smallint
                        and r.id <> all(${idArray(removing)})
                        and r.txn_type_id not in (${TxnTypeId.Comment}::smallint, ${TxnTypeId.Task}::smallint)) as yes`,
  );
  return related?.yes ? refused(null, M.relatedTransactions, true) : null;
}
