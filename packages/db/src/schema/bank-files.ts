import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  date,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { items } from './ledger';

// Direct debit (owners' bank details, NACHA runs, returns) and lockbox (uploaded files, their
// unposted batches and payments, settings) of spec 2 §3 'Banking' and spec 3 §2 'Owner payments'.

/** An owner's authorization to debit their bank account; the account number is kept encrypted. */
export const directDebitEnrollments = pgTable(
  'direct_debit_enrollments',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id')
      .notNull()
      .references(() => agents.id),
    routingNumber: char('routing_number', { length: 9 }).notNull(),
    /** 'C' checking or 'S' savings. */
    accountType: char('account_type', { length: 1 }).notNull(),
    /** AES-256-GCM: base64 of iv, tag and ciphertext. */
    accountNumberSealed: text('account_number_sealed').notNull(),
    accountLast4: varchar('account_last4', { length: 4 }).notNull(),
    nameOnAccount: varchar('name_on_account', { length: 100 }).notNull(),
    /** Set when the zero-dollar prenote went out; live debits only after it. */
    prenoteRunId: refColumn('prenote_run_id'),
    isActive: boolean('is_active').notNull().default(true),
    /** Autopay (issue 23): drafts on the community's day for the charges due, not the whole balance. */
    isAutopay: boolean('is_autopay').notNull().default(false),
    /** The owner's optional cap per autopay draft, in cents. */
    autopayCapCents: bigint('autopay_cap_cents', { mode: 'number' }),
    /** The owner chose to pay the past due with the next draft; cleared once drafted. */
    payPastDueNext: boolean('pay_past_due_next').notNull().default(false),
    /** Enrolled by the owner from the portal (not by staff). */
    isFromPortal: boolean('is_from_portal').notNull().default(false),
    /** The draft date the three-day notice was mailed for (so it goes once). */
    noticedDraftDate: date('noticed_draft_date'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('direct_debit_enrollments_cap_positive', sql`${t.autopayCapCents} > 0`),
    uniqueIndex('direct_debit_enrollments_owner_key')
      .on(t.ownerAgentId)
      .where(sql`${t.isActive}`),
    index('direct_debit_enrollments_community_idx').on(t.communityAgentId),
  ],
);

/** One generated NACHA file: the debits (and prenotes) of a community for its bank. */
export const directDebitRuns = pgTable(
  'direct_debit_runs',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    effectiveDate: date('effective_date').notNull(),
    storageKey: varchar('storage_key', { length: 200 }).notNull(),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    entryCount: integer('entry_count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    entryHash: char('entry_hash', { length: 10 }).notNull(),
    createdByUserId: refColumn('created_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('direct_debit_runs_community_idx').on(t.communityAgentId, t.createdAt)],
);

/** An entry of a run: a live debit (with its type-51 payment) or a prenote; returns are noted on it. */
export const directDebitEntries = pgTable(
  'direct_debit_entries',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    runId: refColumn('run_id')
      .notNull()
      .references(() => directDebitRuns.id),
    /** The enrollment debited; null for an owner's one-time portal payment. */
    enrollmentId: refColumn('enrollment_id').references(() => directDebitEnrollments.id),
    /** The owner's one-time portal payment this entry debits (owner_one_time_payments). */
    oneTimePaymentId: refColumn('one_time_payment_id'),
    ownerAgentId: refColumn('owner_agent_id')
      .notNull()
      .references(() => agents.id),
    isPrenote: boolean('is_prenote').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    traceNumber: char('trace_number', { length: 15 }).notNull(),
    itemId: refColumn('item_id').references(() => items.id),
    returnCode: char('return_code', { length: 3 }),
    returnedOn: date('returned_on'),
    /** The entry this one presents again after a return. */
    retryOfEntryId: refColumn('retry_of_entry_id'),
    /** Set on a returned entry once it was presented again. */
    retriedByEntryId: refColumn('retried_by_entry_id'),
    /** An autopay draft (issue 23): the computed amount of the charges due, on the draft day. */
    isAutopay: boolean('is_autopay').notNull().default(false),
  },
  (t) => [
    index('direct_debit_entries_run_idx').on(t.runId),
    // Return and change-notice files name the entry by its trace number.
    index('direct_debit_entries_trace_idx').on(t.companyId, t.traceNumber),
    index('direct_debit_entries_returned_idx')
      .on(t.companyId, t.returnedOn)
      .where(sql`${t.returnCode} is not null`),
  ],
);

/**
 * A notification of change read from a bank's return file (COR entry, addenda 98), matched by its
 * original trace number to the entry it is about; applied to the enrolment on confirmation.
 */
export const directDebitChangeNotices = pgTable(
  'direct_debit_change_notices',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    receivedOn: date('received_on').notNull(),
    originalTraceNumber: char('original_trace_number', { length: 15 }).notNull(),
    changeCode: char('change_code', { length: 3 }).notNull(),
    /** The corrected data as the bank sent it, sealed like account numbers (AES-256-GCM). */
    correctedDataSealed: text('corrected_data_sealed').notNull(),
    /** The corrected data for display, account numbers masked. */
    correctedDisplay: varchar('corrected_display', { length: 200 }).notNull(),
    /** The matched entry, its enrolment and owner; null when no entry has the trace number. */
    entryId: refColumn('entry_id').references(() => directDebitEntries.id),
    enrollmentId: refColumn('enrollment_id').references(() => directDebitEnrollments.id),
    ownerAgentId: refColumn('owner_agent_id').references(() => agents.id),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    appliedByUserId: refColumn('applied_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('direct_debit_change_notices_trace_key').on(
      t.companyId,
      t.communityAgentId,
      t.originalTraceNumber,
      t.changeCode,
    ),
    index('direct_debit_change_notices_community_idx').on(t.communityAgentId, t.createdAt),
  ],
);

/** What happened to an enrolment's bank details after it was made: each applied notification of change. */
export const directDebitEnrollmentHistory = pgTable(
  'direct_debit_enrollment_history',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    enrollmentId: refColumn('enrollment_id')
      .notNull()
      .references(() => directDebitEnrollments.id),
    changeNoticeId: refColumn('change_notice_id').references(() => directDebitChangeNotices.id),
    description: varchar('description', { length: 500 }).notNull(),
    createdByUserId: refColumn('created_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('direct_debit_enrollment_history_enrollment_idx').on(t.enrollmentId, t.createdAt)],
);

/** An uploaded lockbox file; its hash is unique per company so a file imports once. */
export const lockboxFiles = pgTable(
  'lockbox_files',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    fileFormat: varchar('file_format', { length: 3 }).notNull(),
    fileHash: char('file_hash', { length: 64 }).notNull(),
    paymentCount: integer('payment_count').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    uploadedByUserId: refColumn('uploaded_by_user_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('lockbox_files_hash_key').on(t.companyId, t.fileHash),
    index('lockbox_files_created_idx').on(t.companyId, t.createdAt),
  ],
);

/** A batch of lockbox payments for one community bank account: unposted (3) until posted (4). */
export const lockboxBatches = pgTable(
  'lockbox_batches',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    lockboxFileId: refColumn('lockbox_file_id')
      .notNull()
      .references(() => lockboxFiles.id),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    depositDate: date('deposit_date').notNull(),
    statusId: smallint('status_id').notNull(),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('lockbox_batches_community_idx').on(t.communityAgentId, t.statusId)],
);

/**
 * A payment line of a lockbox batch, with the owner it matched or the exception that stops it.
 * Its references are checked once per statement by a trigger, not by foreign keys (0121): a
 * file of 10,000 payments made 50,000 row-by-row key checks. It carries its batch's community, by
 * which a community transfer moves it.
 */
export const lockboxPayments = pgTable(
  'lockbox_payments',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The batch's community (the trigger holds them equal). */
    communityAgentId: refColumn('community_agent_id').notNull(),
    batchId: refColumn('batch_id').notNull(),
    /** The file the payment was read from: the batch's own or one appended into the batch. */
    lockboxFileId: refColumn('lockbox_file_id').notNull(),
    lineNumber: integer('line_number').notNull(),
    accountNumber: varchar('account_number', { length: 50 }).notNull(),
    propertyAgentId: refColumn('property_agent_id'),
    ownerAgentId: refColumn('owner_agent_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    checkNumber: varchar('check_number', { length: 25 }).notNull(),
    checkDate: date('check_date'),
    payerName: varchar('payer_name', { length: 100 }).notNull(),
    exception: varchar('exception', { length: 300 }),
    isRemoved: boolean('is_removed').notNull().default(false),
  },
  (t) => [
    index('lockbox_payments_batch_idx').on(t.batchId, t.lineNumber),
    index('lockbox_payments_file_idx').on(t.lockboxFileId),
  ],
);

/**
 * The cash receipt a lockbox payment was posted as: written once when its batch posts, never
 * changed. A payment without a row here is not posted. A row of its own rather than a column of
 * the payment, so that posting 10,000 payments inserts 10,000 small rows instead of updating (and
 * auditing) each payment (issue 27). Its payment and item are checked per statement, as the
 * payments' references are (0121).
 */
export const lockboxPaymentItems = pgTable(
  'lockbox_payment_items',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The payment's community (the trigger holds them equal). */
    communityAgentId: refColumn('community_agent_id').notNull(),
    lockboxPaymentId: refColumn('lockbox_payment_id').notNull(),
    itemId: refColumn('item_id').notNull(),
  },
  (t) => [
    uniqueIndex('lockbox_payment_items_payment_key').on(t.lockboxPaymentId),
    uniqueIndex('lockbox_payment_items_item_key').on(t.itemId),
  ],
);

/** Per community: post lockbox batches as they are imported when they have no exceptions. */
export const lockboxSettings = pgTable('lockbox_settings', {
  communityAgentId: refColumn('community_agent_id')
    .primaryKey()
    .references(() => agents.id),
  companyId: companyIdColumn(),
  isAutoPost: boolean('is_auto_post').notNull().default(false),
});

/** Per company: whether a check number may repeat for an owner, and how old a check may be. */
export const lockboxImportSettings = pgTable('lockbox_import_settings', {
  companyId: bigint('company_id', { mode: 'number' }).primaryKey(),
  allowDuplicateCheckNumber: boolean('allow_duplicate_check_number').notNull().default(false),
  maxDays: smallint('max_days').notNull().default(180),
});
