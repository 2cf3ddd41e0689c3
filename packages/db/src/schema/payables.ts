import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { items } from './ledger';
import { users } from './tenancy';

// Accounts payable (spec 2 §3 'Invoice', 'Approval graph', §4 'Invoice handling by inbox filter').
/** One approval group in an invoice's snapshot (ap_invoices.approval_groups). */
export interface ApprovalGroupSnapshot {
  approvalStatus: number;
  groupNumber: number;
  requiredApprovals: number;
  levelCents: number;
  memberUserIds: number[];
}

// An invoice is an item of type 56 (bill) or 90 (separate check) whose vendor is its item agent and
// whose distribution lines are the agent's details (expense account debits). The header facts the
// item does not hold live in ap_invoices. See docs/payables.md for the life cycle.

/**
 * The header of an invoice. inbox_state: 1 exception inbox, 2 AP inbox, 3 in approval,
 * 4 rejection pending, 5 approved (payable), 6 finally rejected. The item's status follows:
 * 13 incomplete (exception, OCR draft), 3 accrued (inbox, approval, rejection pending),
 * 4 posted (approved: expense debited, accounts payable credited), 5 complete (paid in full),
 * 16 deleted (finally rejected or removed).
 */
export const apInvoices = pgTable(
  'ap_invoices',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    vendorAgentId: refColumn('vendor_agent_id').references(() => agents.id),
    invoiceNumber: varchar('invoice_number', { length: 25 }),
    invoiceDate: date('invoice_date'),
    dueDate: date('due_date'),
    isDueDated: boolean('is_due_dated').notNull().default(false),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    /** 'OCR' for a captured PDF, 'VA' for a vendor-network submission, null when keyed in. */
    source: varchar('source', { length: 3 }),
    inboxState: smallint('inbox_state').notNull(),
    /** The stage in approval: 1 internal, 2 board; null outside approval. */
    approvalStatus: smallint('approval_status'),
    approvalGroup: smallint('approval_group').notNull().default(1),
    approvalCount: smallint('approval_count').notNull().default(0),
    /**
     * The community's approval groups as they were when the invoice entered approval: the invoice
     * keeps these rules until it leaves approval, whatever the settings become (issue 15).
     */
    approvalGroups: jsonb('approval_groups').$type<ApprovalGroupSnapshot[]>(),
    hasDefaultDistribution: boolean('has_default_distribution').notNull().default(false),
    /** The bank account the invoice is paid from; the community's primary when null. */
    bankAccountId: refColumn('bank_account_id').references(() => bankAccounts.id),
    /** The uploaded invoice document (attachments.id), previewed in the inbox. */
    attachmentId: refColumn('attachment_id'),
    /** The text read from a captured PDF. */
    ocrText: text('ocr_text'),
    reasonForAcceptance: varchar('reason_for_acceptance', { length: 500 }),
    reasonForRejection: varchar('reason_for_rejection', { length: 500 }),
    enteredByUserId: refColumn('entered_by_user_id').references(() => users.id),
    /** The work order (item type 62) the vendor's invoice is for, where entered against one. */
    workOrderItemId: refColumn('work_order_item_id').references(() => items.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ap_invoices_work_order_idx')
      .on(t.workOrderItemId)
      .where(sql`${t.workOrderItemId} is not null`),
    index('ap_invoices_community_state_idx').on(t.communityAgentId, t.inboxState, t.dueDate),
    index('ap_invoices_vendor_number_idx').on(t.vendorAgentId, t.invoiceNumber),
    index('ap_invoices_open_idx')
      .on(t.communityAgentId, t.vendorAgentId)
      .where(sql`${t.inboxState} = 5 and ${t.paidCents} < ${t.totalCents}`),
  ],
);

/** Approval groups of a community (spec 2 'approval manage and settings'): internal then board. */
export const apApprovalGroups = pgTable(
  'ap_approval_groups',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    /** 1 internal, 2 board. */
    approvalStatus: smallint('approval_status').notNull(),
    groupNumber: smallint('group_number').notNull(),
    requiredApprovals: smallint('required_approvals').notNull(),
    /** Invoices at or above this amount need this group; 0 = every invoice. */
    levelCents: bigint('level_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('ap_approval_groups_key').on(t.communityAgentId, t.approvalStatus, t.groupNumber),
  ],
);

/** The approvers of a group: users (internal staff or board-access users). */
export const apApprovalGroupMembers = pgTable(
  'ap_approval_group_members',
  {
    companyId: companyIdColumn(),
    groupId: refColumn('group_id')
      .notNull()
      .references(() => apApprovalGroups.id, { onDelete: 'cascade' }),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] })],
);

/**
 * What happened to an invoice, newest last: the approval graph's actions and the activity feed.
 * action: 1 approve, 2 reject, 3 accept, 4 resubmit, 5 final reject, 6 OCR capture, 7 approval
 * settings change, 8 approval skipped (no group configured), 9 entered, 10 paid, 11 voided.
 */
export const apInvoiceActions = pgTable(
  'ap_invoice_actions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => items.id),
    communityAgentId: refColumn('community_agent_id').notNull(),
    action: smallint('action').notNull(),
    userId: refColumn('user_id').references(() => users.id),
    agentDisplayName: varchar('agent_display_name', { length: 200 }),
    isInternal: boolean('is_internal').notNull().default(true),
    approvalGroup: smallint('approval_group'),
    reason: varchar('reason', { length: 500 }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ap_invoice_actions_item_idx').on(t.itemId),
    index('ap_invoice_actions_community_date_idx').on(t.communityAgentId, t.createdAt),
  ],
);

/**
 * A payment to a vendor: a printed (57), handwritten (55) or separate (90) check, or a digital
 * payment (100). method: 1 printed check, 2 handwritten check, 3 digital payment, 4 NACHA credit.
 * status: 1 issued, 2 voided, 3 cleared (matched in a bank reconciliation).
 * digital_status (spec 2 'Digital payment statuses'): 0 released, 1 in process, 2 paid, 3 failed,
 * 4 voided, 7 refunded.
 */
export const apPayments = pgTable(
  'ap_payments',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => items.id),
    bankAccountId: refColumn('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id),
    vendorAgentId: refColumn('vendor_agent_id')
      .notNull()
      .references(() => agents.id),
    checkRunId: refColumn('check_run_id'),
    checkNumber: varchar('check_number', { length: 25 }),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paymentDate: date('payment_date').notNull(),
    method: smallint('method').notNull(),
    status: smallint('status').notNull().default(1),
    digitalStatus: smallint('digital_status'),
    voidItemId: refColumn('void_item_id').references(() => items.id),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    clearedDate: date('cleared_date'),
    positivePaySentAt: timestamp('positive_pay_sent_at', { withTimezone: true }),
    paidByUserId: refColumn('paid_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ap_payments_bank_date_idx').on(t.bankAccountId, t.paymentDate),
    index('ap_payments_vendor_idx').on(t.vendorAgentId, t.paymentDate),
    index('ap_payments_item_idx').on(t.itemId),
    uniqueIndex('ap_payments_bank_check_key')
      .on(t.bankAccountId, t.checkNumber)
      .where(sql`${t.checkNumber} is not null and ${t.method} in (1, 2)`),
  ],
);

/** Which invoices a payment paid, and how much of each. */
export const apPaymentInvoices = pgTable(
  'ap_payment_invoices',
  {
    companyId: companyIdColumn(),
    paymentId: refColumn('payment_id')
      .notNull()
      .references(() => apPayments.id),
    invoiceItemId: refColumn('invoice_item_id')
      .notNull()
      .references(() => apInvoices.itemId),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.invoiceItemId] }),
    index('ap_payment_invoices_invoice_idx').on(t.invoiceItemId),
  ],
);

/** A print-checks run (57) over one bank account: its checks and the stored PDF. */
export const apCheckRuns = pgTable('ap_check_runs', {
  id: idColumn(),
  companyId: companyIdColumn(),
  communityAgentId: refColumn('community_agent_id')
    .notNull()
    .references(() => agents.id),
  bankAccountId: refColumn('bank_account_id')
    .notNull()
    .references(() => bankAccounts.id),
  checkDate: date('check_date').notNull(),
  checkCount: integer('check_count').notNull().default(0),
  totalCents: bigint('total_cents', { mode: 'number' }).notNull().default(0),
  /** FileStore key of the checks PDF. */
  fileKey: varchar('file_key', { length: 300 }),
  createdByUserId: refColumn('created_by_user_id').references(() => users.id),
  createdAt: createdAtColumn(),
});
