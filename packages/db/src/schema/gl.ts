import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { accountingPeriods, accounts, fiscalYears, items } from './ledger';

/** How a community keeps its books (spec 2 §3, accounting setup). */
export const accountingProfiles = pgTable('accounting_profiles', {
  communityAgentId: refColumn('community_agent_id')
    .primaryKey()
    .references(() => agents.id),
  companyId: companyIdColumn(),
  methodId: smallint('method_id').notNull().default(14),
  frequencyId: smallint('frequency_id').notNull().default(4),
  startDate: date('start_date').notNull(),
  isUsingCostCenters: boolean('is_using_cost_centers').notNull().default(false),
  operatingWarningAcknowledgedAt: timestamp('operating_warning_acknowledged_at', {
    withTimezone: true,
  }),
});

export const accountRanges = pgTable(
  'account_ranges',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    accountTypeId: smallint('account_type_id').notNull(),
    startNumber: varchar('start_number', { length: 50 }).notNull(),
    endNumber: varchar('end_number', { length: 50 }).notNull(),
  },
  (t) => [uniqueIndex('account_ranges_community_type_key').on(t.communityAgentId, t.accountTypeId)],
);

export const funds = pgTable('funds', {
  id: idColumn(),
  companyId: companyIdColumn(),
  communityAgentId: refColumn('community_agent_id')
    .notNull()
    .references(() => agents.id),
  name: varchar('name', { length: 100 }).notNull(),
  fundTypeId: smallint('fund_type_id').notNull(),
});

export const requiredAccounts = pgTable(
  'required_accounts',
  {
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    accountRequiredTypeId: smallint('account_required_type_id').notNull(),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [primaryKey({ columns: [t.communityAgentId, t.accountRequiredTypeId] })],
);

/** Header facts of a journal entry item (type 60) beyond the item's own columns. */
export const journalEntries = pgTable(
  'journal_entries',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    reverseNextPeriod: boolean('reverse_next_period').notNull().default(false),
    reversalDate: date('reversal_date'),
    isTemplate: boolean('is_template').notNull().default(false),
    reversalOfItemId: refColumn('reversal_of_item_id'),
  },
  (t) => [index('journal_entries_reversal_of_idx').on(t.reversalOfItemId)],
);

/**
 * The general ledger: one row per posted debit or credit. Written only by the posting function,
 * all lines of an entry in one statement; the database refuses an unbalanced statement, a line
 * outside an open period of an open fiscal year, and any update or delete (triggers, 0005). Its
 * references are checked once per statement by a trigger, not by foreign keys (0023).
 */
export const glLines = pgTable(
  'gl_lines',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id').notNull(),
    itemId: refColumn('item_id').notNull(),
    itemAgentDetailId: refColumn('item_agent_detail_id'),
    accountId: refColumn('account_id').notNull(),
    costCenterId: refColumn('cost_center_id'),
    fiscalYearId: refColumn('fiscal_year_id').notNull(),
    periodId: refColumn('period_id').notNull(),
    postDate: date('post_date').notNull(),
    debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    description: varchar('description', { length: 200 }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    check(
      'gl_lines_one_side',
      sql`${t.debitCents} >= 0 and ${t.creditCents} >= 0 and (${t.debitCents} = 0) <> (${t.creditCents} = 0)`,
    ),
    index('gl_lines_community_date_idx').on(t.communityAgentId, t.postDate),
    index('gl_lines_account_date_idx').on(t.accountId, t.postDate),
    index('gl_lines_item_idx').on(t.itemId),
  ],
);

/**
 * The ledger's balances without a row every posting updates (issue 27; docs/architecture.md,
 * 'Ledger balances'): each statement that writes ledger lines appends its sums per account, cost
 * center and day to gl_balance_deltas (a trigger on gl_lines); the rollup job folds them into one
 * row per day (gl_daily_rollups) and per period (gl_period_rollups), outside the postings'
 * transactions. The views gl_daily_balances and gl_period_balances read rollups and deltas alike.
 */
const balanceColumns = () => ({
  companyId: companyIdColumn(),
  communityAgentId: refColumn('community_agent_id').notNull(),
  accountId: refColumn('account_id').notNull(),
  costCenterKey: bigint('cost_center_key', { mode: 'number' }).notNull().default(0),
  periodId: refColumn('period_id').notNull(),
  debitCents: bigint('debit_cents', { mode: 'number' }).notNull().default(0),
  creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
  lineCount: integer('line_count').notNull().default(0),
});

/** A posting statement's sums per account, cost center and day, until the rollup folds them. */
export const glBalanceDeltas = pgTable(
  'gl_balance_deltas',
  { id: idColumn(), ...balanceColumns(), postDate: date('post_date').notNull() },
  (t) => [
    index('gl_balance_deltas_community_date_idx').on(t.communityAgentId, t.postDate),
    index('gl_balance_deltas_account_date_idx').on(t.accountId, t.postDate),
  ],
);

/** Rolled-up debits, credits and lines per account, cost center and day. */
export const glDailyRollups = pgTable(
  'gl_daily_rollups',
  { ...balanceColumns(), postDate: date('post_date').notNull() },
  (t) => [
    primaryKey({ columns: [t.accountId, t.costCenterKey, t.postDate] }),
    index('gl_daily_rollups_community_date_idx').on(t.communityAgentId, t.postDate),
  ],
);

/** Rolled-up debits, credits and lines per account, cost center and period. */
export const glPeriodRollups = pgTable('gl_period_rollups', balanceColumns(), (t) => [
  primaryKey({ columns: [t.accountId, t.costCenterKey, t.periodId] }),
  index('gl_period_rollups_community_period_idx').on(t.communityAgentId, t.periodId),
]);

export const budgets = pgTable(
  'budgets',
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
  (t) => [uniqueIndex('budgets_account_period_key').on(t.accountId, t.costCenterKey, t.periodId)],
);

/** Year close and its undo (spec 2: SaveCloseYear, UndoCloseYear with a reason). */
export const yearCloses = pgTable('year_closes', {
  id: idColumn(),
  companyId: companyIdColumn(),
  fiscalYearId: refColumn('fiscal_year_id')
    .notNull()
    .references(() => fiscalYears.id),
  closingItemId: refColumn('closing_item_id')
    .notNull()
    .references(() => items.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedByUserId: refColumn('closed_by_user_id'),
  undoItemId: refColumn('undo_item_id').references(() => items.id),
  undoneAt: timestamp('undone_at', { withTimezone: true }),
  undoneByUserId: refColumn('undone_by_user_id'),
  undoReason: varchar('undo_reason', { length: 500 }),
});
