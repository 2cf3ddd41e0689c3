import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { items } from './ledger';
import { apPayments } from './payables';
import { users } from './tenancy';

// Funds transfers between bank accounts of one community, the TOTP second factor they need, and
// positive pay (spec 2 §2 'funds transfer pending', 'send positive pay', §5 'Funds transfer').

/** A user's TOTP authenticator (RFC 6238): the secret sealed (AES-256-GCM), enrolled once verified. */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: refColumn('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  companyId: companyIdColumn(),
  secretSealed: text('secret_sealed').notNull(),
  /** Set by the first verified code; until then the secret is an enrolment in progress. */
  enrolledAt: timestamp('enrolled_at', { withTimezone: true }),
  /** The last time step accepted, so one code is not accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAtColumn(),
});

/** A verified second factor of one sign-in (token), good until expires_at. */
export const twoFactorVerifications = pgTable('two_factor_verifications', {
  tokenHash: text('token_hash').primaryKey(),
  companyId: companyIdColumn(),
  userId: refColumn('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A wrong second-factor code of one sign-in (token); the fifth revokes that sign-in. */
export const twoFactorFailures = pgTable(
  'two_factor_failures',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('two_factor_failures_token_idx').on(t.tokenHash),
    index('two_factor_failures_user_idx').on(t.userId, t.failedAt),
  ],
);

/**
 * A transfer from one bank account to another of the same community. status: 1 pending (dated in
 * the future, posts on its date), 2 posted (item_id: the journal entry), 3 cancelled (with reason).
 */
export const fundsTransfers = pgTable(
  'funds_transfers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    fromBankAccountId: refColumn('from_bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    toBankAccountId: refColumn('to_bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    fromAccountId: refColumn('from_account_id').notNull(),
    toAccountId: refColumn('to_account_id').notNull(),
    fromCostCenterId: refColumn('from_cost_center_id'),
    toCostCenterId: refColumn('to_cost_center_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reference: varchar('reference', { length: 100 }),
    transferDate: date('transfer_date').notNull(),
    status: smallint('status').notNull(),
    itemId: refColumn('item_id').references(() => items.id),
    cancelReason: varchar('cancel_reason', { length: 100 }),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    cancelledByUserId: refColumn('cancelled_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('funds_transfers_community_idx').on(t.communityAgentId, t.status, t.transferDate),
    index('funds_transfers_due_idx')
      .on(t.transferDate)
      .where(sql`${t.status} = 1`),
  ],
);

/** A bank account sending positive pay, and the file layout its bank takes ('csv' or 'fixed'). */
export const positivePayEnrollments = pgTable('positive_pay_enrollments', {
  bankAccountId: refColumn('bank_account_id')
    .primaryKey()
    .references(() => bankAccounts.id),
  companyId: companyIdColumn(),
  layout: varchar('layout', { length: 5 }).notNull(),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

/** One positive-pay file sent for one bank account, stored in the file store. */
export const positivePaySends = pgTable(
  'positive_pay_sends',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    layout: varchar('layout', { length: 5 }).notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    issueCount: integer('issue_count').notNull(),
    voidCount: integer('void_count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('positive_pay_sends_account_idx').on(t.bankAccountId, t.createdAt)],
);

/** Which checks a send carried: 'I' issued, 'V' voided; each check goes once as each. */
export const positivePaySendChecks = pgTable(
  'positive_pay_send_checks',
  {
    companyId: companyIdColumn(),
    sendId: refColumn('send_id')
      .notNull()
      .references(() => positivePaySends.id),
    paymentId: refColumn('payment_id')
      .notNull()
      .references(() => apPayments.id),
    record: char('record', { length: 1 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.record] }),
    index('positive_pay_send_checks_send_idx').on(t.sendId),
  ],
);
