import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

// What a bank reports about an account (spec 2 'Banking'): imported statement files and their
// transactions, the source of reconciliation, real-time balance and the bank statement views.

/** One imported statement file (OFX/QFX, BAI2, CAMT.053/054, CSV) of one bank account. */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    /** OFX, QFX, BAI2, CAMT053, CAMT054 or CSV. */
    format: varchar('format', { length: 10 }).notNull(),
    /** sha-256 of the file's bytes. */
    fileHash: varchar('file_hash', { length: 64 }).notNull(),
    /** FileStore key of the original file. */
    fileKey: varchar('file_key', { length: 300 }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    openingBalanceCents: bigint('opening_balance_cents', { mode: 'number' }),
    closingBalanceCents: bigint('closing_balance_cents', { mode: 'number' }),
    transactionCount: integer('transaction_count').notNull().default(0),
    /** Set when a finished reconciliation locked the statement. */
    isLocked: boolean('is_locked').notNull().default(false),
    importedByUserId: refColumn('imported_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('bank_statements_account_idx').on(t.bankAccountId, t.endDate)],
);

/**
 * One transaction a bank reported. amount_cents is signed: + money into the account (deposits,
 * incoming transfers), - money out (checks, debits, fees). fit_id is the bank's transaction id,
 * or a hash of date, amount, type, check number and description when the file has none; it is
 * unique per account, so re-importing a statement adds nothing.
 */
export const bankTransactions = pgTable(
  'bank_transactions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    statementId: refColumn('statement_id').references(() => bankStatements.id),
    transactionDate: date('transaction_date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** check, deposit, transfer, fee, debit, credit, interest, other. */
    transactionType: varchar('transaction_type', { length: 20 }).notNull(),
    checkNumber: varchar('check_number', { length: 25 }),
    reference: varchar('reference', { length: 100 }),
    description: varchar('description', { length: 300 }),
    fitId: varchar('fit_id', { length: 100 }).notNull(),
    /** FileStore key of the check image, when the bank sent one. */
    checkImageKey: varchar('check_image_key', { length: 300 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('bank_transactions_account_fit_key').on(t.bankAccountId, t.fitId),
    index('bank_transactions_account_date_idx')
      .on(t.bankAccountId, t.transactionDate)
      .where(sql`not ${t.isDeleted}`),
  ],
);
