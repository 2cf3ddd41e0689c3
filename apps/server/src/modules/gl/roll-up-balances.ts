import { queryRows, sql, type Database, type Tx } from '@hoa/db';
import { runPerCompany, type CompanyFailure } from '../../jobs/per-company';

export interface BalanceRollupRun {
  /** Balance deltas moved into the daily and period rollups, over all companies. */
  moved: number;
  /** Companies whose rollup was rolled back (their deltas wait for the next run). */
  failures: CompanyFailure[];
}

/**
 * Folds one company's balance deltas into the daily and period rollups
 * (app_gl_roll_up_balances, migration 0107), in the caller's transaction; returns how many.
 */
export async function rollUpCompanyBalances(tx: Tx): Promise<number> {
  const [row] = await queryRows<{ moved: number }>(
    tx,
    sql`select app_gl_roll_up_balances() as moved`,
  );
  return row?.moved ?? 0;
}

/**
 * The minute job behind the ledger's balances (docs/architecture.md, 'Ledger balances'): every
 * posting appends its sums per account and day to gl_balance_deltas; here, outside the postings'
 * transactions, each company's deltas become one row per day and per period, so a balance as of
 * any date reads rollups and at most a minute's deltas.
 */
export async function rollUpLedgerBalances(database: Database): Promise<BalanceRollupRun> {
  const run = await runPerCompany(
    database,
    sql`select distinct company_id::int8 as "companyId" from gl_balance_deltas order by 1`,
    (tx) => rollUpCompanyBalances(tx),
  );
  return { moved: run.done, failures: run.failures };
}
