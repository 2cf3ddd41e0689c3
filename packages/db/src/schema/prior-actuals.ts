import { bigint, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, idColumn, refColumn } from './columns';
import { accountingPeriods, accounts, fiscalYears } from './ledger';

/**
 * Prior actuals imported beside a fiscal year's budget (spec 2 §2 'imports of … prior actuals'):
 * per account, cost center and period of the budget year, the actual of the same period a year
 * earlier, for communities whose earlier years are not in the ledger. Cents, normal sign.
 */
export const priorActuals = pgTable(
  'prior_actuals',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    fiscalYearId: refColumn('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
    costCenterKey: bigint('cost_center_key', { mode: 'number' }).notNull().default(0),
    periodId: refColumn('period_id')
      .notNull()
      .references(() => accountingPeriods.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('prior_actuals_account_period_key').on(t.accountId, t.costCenterKey, t.periodId),
  ],
);
