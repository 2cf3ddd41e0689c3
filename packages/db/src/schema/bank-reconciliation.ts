import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { bankTransactions } from './banking';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { accounts } from './ledger';
import { apPayments } from './payables';
import { users } from './tenancy';

// Bank reconciliation (spec 2 §2 'bank reconciliation', §3 'Reconciliation settings'): bank
// statement lines matched to the ledger's cash items of the account, statements reconciled to a
// date and ending balance, and the settings and criteria of the automatic matching.

/** Matching settings of the company (bank_account_id null) or of one bank account. */
export const bankReconciliationSettings = pgTable(
  'bank_reconciliation_settings',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id').references(() => bankAccounts.id),
    apEnforceCheckNumberMatch: boolean('ap_enforce_check_number_match').notNull(),
    apMaxDays: integer('ap_max_days').notNull(),
    arMaxDays: integer('ar_max_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bank_reconciliation_settings_scope_key').on(
      t.companyId,
      sql`coalesce(${t.bankAccountId}, 0)`,
    ),
  ],
);

/**
 * One reconciliation of a bank account to a statement date and ending balance. At most one is
 * unfinished per account; finishing it locks its statements and its matches.
 */
export const bankReconciliations = pgTable(
  'bank_reconciliations',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    statementDate: date('statement_date').notNull(),
    statementEndingBalanceCents: bigint('statement_ending_balance_cents', {
      mode: 'number',
    }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    finishedByUserId: refColumn('finished_by_user_id').references(() => users.id),
    /** The unreconciled difference it was finished with: zero unless a reason was recorded. */
    finishedDifferenceCents: bigint('finished_difference_cents', { mode: 'number' }),
    /** Why it was finished with a difference (required when that difference is not zero). */
    differenceReason: varchar('difference_reason', { length: 500 }),
    /** The bank_statements the finished reconciliation locked. */
    lockedStatementIds: bigint('locked_statement_ids', { mode: 'number' })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('bank_reconciliations_account_idx').on(t.bankAccountId, t.statementDate),
    uniqueIndex('bank_reconciliations_one_open_key')
      .on(t.bankAccountId)
      .where(sql`${t.finishedAt} is null`),
  ],
);

/** A bank transaction matched to book items; locked once its reconciliation is finished. */
export const bankReconciliationMatches = pgTable(
  'bank_reconciliation_matches',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    bankTransactionId: refColumn('bank_transaction_id')
      .notNull()
      .references(() => bankTransactions.id),
    /** ReconciliationMatchType: 1 auto, 2 manual. */
    matchType: smallint('match_type').notNull(),
    /** Set when a finished reconciliation locked the match. */
    reconciliationId: refColumn('reconciliation_id').references(() => bankReconciliations.id),
    matchedByUserId: refColumn('matched_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('bank_reconciliation_matches_txn_key').on(t.bankTransactionId),
    index('bank_reconciliation_matches_account_idx').on(t.bankAccountId),
  ],
);

/**
 * The book side of a match: an item whose ledger lines on the account's cash GL account the bank
 * transaction stands for (a check's ap_payment, a receipt, a transfer or a journal entry). An item
 * is matched at most once per bank account.
 */
export const bankReconciliationMatchItems = pgTable(
  'bank_reconciliation_match_items',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    matchId: refColumn('match_id')
      .notNull()
      .references(() => bankReconciliationMatches.id, { onDelete: 'cascade' }),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    itemId: refColumn('item_id').notNull(),
    apPaymentId: refColumn('ap_payment_id').references(() => apPayments.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    uniqueIndex('bank_reconciliation_match_items_item_key').on(t.bankAccountId, t.itemId),
    index('bank_reconciliation_match_items_match_idx').on(t.matchId),
  ],
);

/**
 * Reconciliation criteria of a bank account: a bank transaction whose description contains the
 * text (and, when set, of the type) is booked to the GL account when the books lack it.
 */
export const bankReconCriteria = pgTable(
  'bank_recon_criteria',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    descriptionContains: varchar('description_contains', { length: 100 }).notNull(),
    transactionType: varchar('transaction_type', { length: 20 }),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('bank_recon_criteria_account_idx').on(t.bankAccountId)],
);
