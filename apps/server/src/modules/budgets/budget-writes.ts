import { type budgets, type priorActuals, queryRows, sql, type Tx } from '@hoa/db';
import { badRequest } from '../../http/errors';
import type { BudgetScope } from './budget-queries';

/** Budget amounts or prior actuals: the same shape, two tables. */
export type AmountTable = typeof budgets | typeof priorActuals;

export interface AccountAmounts {
  accountId: number;
  /** One amount per period of the year, in period order (cents). */
  amounts: readonly number[];
}

/** Refuses account ids that are not the community's. */
export async function requireCommunityAccounts(
  tx: Tx,
  communityAgentId: number,
  accountIds: readonly number[],
  message: string,
): Promise<void> {
  const distinct = [...new Set(accountIds)];
  if (distinct.length === 0) return;
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from accounts where community_agent_id = ${communityAgentId}
          and id in (select jsonb_array_elements_text(${JSON.stringify(distinct)}::jsonb)::bigint)`,
  );
  if (row?.n !== distinct.length) throw badRequest(message);
}

/**
 * Replaces the amounts of the given accounts in one fiscal year and cost center: their rows go,
 * then the non-zero amounts are written, two statements whatever the number of accounts.
 */
export async function replaceAmounts(
  tx: Tx,
  companyId: number,
  table: AmountTable,
  scope: BudgetScope,
  accounts: readonly AccountAmounts[],
): Promise<void> {
  const key = scope.costCenterKey ?? 0;
  const ids = JSON.stringify(accounts.map((a) => a.accountId));
  await tx.execute(
    sql`delete from ${table} where fiscal_year_id = ${scope.year.fiscalYearId}
          and cost_center_key = ${key}
          and account_id in (select jsonb_array_elements_text(${ids}::jsonb)::bigint)`,
  );
  const rows = accounts.flatMap((a) =>
    scope.year.periods.flatMap((p, i) => {
      const amount = a.amounts[i] ?? 0;
      return amount === 0 ? [] : [{ account_id: a.accountId, period_id: p.periodId, amount }];
    }),
  );
  if (rows.length === 0) return;
  await tx.execute(
    sql`insert into ${table} (company_id, community_agent_id, fiscal_year_id, account_id,
          cost_center_key, period_id, amount_cents)
        select ${companyId}, ${scope.communityAgentId}, ${scope.year.fiscalYearId}, r.account_id,
               ${key}, r.period_id, r.amount
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
            as r(account_id bigint, period_id bigint, amount bigint)`,
  );
}
