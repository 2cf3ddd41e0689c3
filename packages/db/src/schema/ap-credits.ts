import { sql } from 'drizzle-orm';
import { bigint, date, index, pgTable, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, refColumn } from './columns';
import { items } from './ledger';
import { apPayments } from './payables';

// Vendor credit memos (81, spec 2 §3 'Transaction types'): a credit that lowers what the community
// owes a vendor. Posting credits the expense and debits Accounts Payable; a check run takes open
// credits of the vendor off its check (ap_credit_applications), a void puts them back.

/** A credit memo: the item (81) with the vendor as its agent; applied_cents grows as it is used. */
export const apCreditMemos = pgTable(
  'ap_credit_memos',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    vendorAgentId: refColumn('vendor_agent_id')
      .notNull()
      .references(() => agents.id),
    creditNumber: varchar('credit_number', { length: 25 }).notNull(),
    creditDate: date('credit_date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    appliedCents: bigint('applied_cents', { mode: 'number' }).notNull().default(0),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ap_credit_memos_open_idx')
      .on(t.communityAgentId, t.vendorAgentId, t.creditDate)
      .where(sql`${t.appliedCents} < ${t.amountCents}`),
  ],
);

/** How much of a credit memo settled an invoice, on which check. */
export const apCreditApplications = pgTable(
  'ap_credit_applications',
  {
    companyId: companyIdColumn(),
    creditItemId: refColumn('credit_item_id')
      .notNull()
      .references(() => apCreditMemos.itemId),
    paymentId: refColumn('payment_id')
      .notNull()
      .references(() => apPayments.id),
    invoiceItemId: refColumn('invoice_item_id')
      .notNull()
      .references(() => items.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('ap_credit_applications_payment_idx').on(t.paymentId),
    index('ap_credit_applications_credit_idx').on(t.creditItemId),
  ],
);
