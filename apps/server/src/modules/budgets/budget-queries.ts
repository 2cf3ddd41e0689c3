import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { AccountTypeId, balanceInNormalSign, type BudgetLine } from '@hoa/domain';

export interface BudgetPeriod {
  periodId: number;
  periodOrder: number;
  startDate: string;
  endDate: string;
}

export interface BudgetYear {
  fiscalYearId: number;
  startDate: string;
  endDate: string;
  isClosed: boolean;
  periods: BudgetPeriod[];
}

/** A fiscal year of the community with its periods in order; null when it is not the community's. */
export async function readBudgetYear(
  tx: Tx,
  communityAgentId: number,
  fiscalYearId: number,
): Promise<BudgetYear | null> {
  const [row] = await queryRows<BudgetYear & { fiscalYearId: string | number }>(
    tx,
    sql`select fy.id as "fiscalYearId", fy.start_date::text as "startDate",
               fy.end_date::text as "endDate", fy.is_closed as "isClosed",
               coalesce((select json_agg(json_build_object('periodId', p.id,
                   'periodOrder', p.period_order, 'startDate', p.start_date::text,
                   'endDate', p.end_date::text) order by p.period_order)
                  from accounting_periods p where p.fiscal_year_id = fy.id), '[]'::json) as periods
          from fiscal_years fy
         where fy.id = ${fiscalYearId} and fy.community_agent_id = ${communityAgentId}`,
  );
  return row ? { ...row, fiscalYearId: Number(row.fiscalYearId) } : null;
}

export type PriorActualSource = 'Imported' | 'Ledger' | 'None';

export interface BudgetScope {
  communityAgentId: number;
  year: BudgetYear;
  /** One cost center's budget; all cost centers together when null. */
  costCenterKey: number | null;
}

const keyFilter = (column: SQL, key: number | null) =>
  key === null ? sql`true` : sql`${column} = ${key}`;

/**
 * The budget sheet: income and expense accounts (and any other with a budget), an amount per
 * period, and the prior year's actual: the imported prior actuals when the year has any, else the
 * ledger's previous fiscal year from its period balances.
 */
export async function readBudgetLines(
  tx: Tx,
  scope: BudgetScope,
): Promise<{ lines: BudgetLine[]; priorSource: PriorActualSource }> {
  const c = scope.communityAgentId;
  const fy = scope.year.fiscalYearId;
  const key = scope.costCenterKey;
  const rows = await queryRows<{
    accountId: string | number;
    accountNumber: string;
    accountName: string;
    accountTypeId: number;
    amounts: (string | number)[];
    prior: string;
    source: PriorActualSource;
  }>(
    tx,
    sql`with budget as (
          select account_id, period_id, sum(amount_cents) as amount from budgets
           where fiscal_year_id = ${fy} and community_agent_id = ${c}
             and ${keyFilter(sql`cost_center_key`, key)}
           group by account_id, period_id
        ), imported as (
          select account_id, sum(amount_cents) as amount from prior_actuals
           where fiscal_year_id = ${fy} and community_agent_id = ${c}
             and ${keyFilter(sql`cost_center_key`, key)}
           group by account_id
        ), previous as (
          select id from fiscal_years
           where community_agent_id = ${c} and start_date < ${scope.year.startDate}::date
           order by start_date desc limit 1
        ), ledger as (
          select b.account_id, sum(b.debit_cents - b.credit_cents) as amount
            from gl_period_balances b join accounting_periods p on p.id = b.period_id
           where p.fiscal_year_id = (select id from previous) and b.community_agent_id = ${c}
             and ${keyFilter(sql`b.cost_center_key`, key)}
           group by b.account_id
        ), source as (
          select case when exists (select 1 from imported) then 'Imported'
                      when exists (select 1 from previous) then 'Ledger' else 'None' end as source
        )
        select a.id as "accountId", a.account_number as "accountNumber",
               a.account_name as "accountName", a.account_type_id as "accountTypeId",
               (select coalesce(json_agg(coalesce(bu.amount, 0) order by p.period_order), '[]'::json)
                  from accounting_periods p
                  left join budget bu on bu.period_id = p.id and bu.account_id = a.id
                 where p.fiscal_year_id = ${fy}) as amounts,
               (case s.source when 'Imported' then coalesce(im.amount, 0)
                              when 'Ledger' then coalesce(le.amount, 0) else 0 end)::text as prior,
               s.source
          from accounts a cross join source s
          left join imported im on im.account_id = a.id
          left join ledger le on le.account_id = a.id
         where a.community_agent_id = ${c}
           and ((a.is_active and a.account_type_id in (${AccountTypeId.Income}, ${AccountTypeId.Expenses}))
                or exists (select 1 from budget bu where bu.account_id = a.id))
         order by a.account_number, a.id`,
  );
  const priorSource = rows[0]?.source ?? 'None';
  return {
    priorSource,
    lines: rows.map((r) => {
      const accountTypeId = Number(r.accountTypeId);
      const prior = Number(r.prior);
      return {
        accountId: Number(r.accountId),
        accountNumber: r.accountNumber,
        accountName: r.accountName,
        accountTypeId,
        amounts: r.amounts.map(Number),
        // Ledger balances are debits minus credits; imported amounts are in the normal sign.
        priorActual: priorSource === 'Ledger' ? balanceInNormalSign(accountTypeId, prior) : prior,
      };
    }),
  };
}

/** The accounts with a budget in the year and cost center (or those asked for), amounts by period. */
export async function readBudgetAmounts(
  tx: Tx,
  scope: BudgetScope,
  accountIds: readonly number[] | null,
): Promise<{ accountId: number; amounts: number[] }[]> {
  const fy = scope.year.fiscalYearId;
  const rows = await queryRows<{ accountId: string | number; amounts: (string | number)[] }>(
    tx,
    sql`with budgeted as (
          select distinct account_id from budgets
           where fiscal_year_id = ${fy} and community_agent_id = ${scope.communityAgentId}
             and ${keyFilter(sql`cost_center_key`, scope.costCenterKey)}
             and (${accountIds === null}::boolean or account_id in
                  (select jsonb_array_elements_text(${JSON.stringify(accountIds ?? [])}::jsonb)::bigint))
        )
        select g.account_id as "accountId",
               (select json_agg(coalesce((select sum(b.amount_cents) from budgets b
                                           where b.account_id = g.account_id and b.period_id = p.id
                                             and ${keyFilter(sql`b.cost_center_key`, scope.costCenterKey)}), 0)
                                order by p.period_order)
                  from accounting_periods p where p.fiscal_year_id = ${fy}) as amounts
          from budgeted g order by g.account_id`,
  );
  return rows.map((r) => ({ accountId: Number(r.accountId), amounts: r.amounts.map(Number) }));
}
