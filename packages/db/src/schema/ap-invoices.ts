import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { accounts, costCenters } from './ledger';

// Invoice templates (spec 2 §3 'Bill template draft', §7 'InvoiceTemplate') and default
// distributions (spec 2 §3 'Default distribution', §5, §7 'Default distributions').

/** A saved invoice to key in again: its vendor, numbers, amount and distribution lines. */
export const invoiceTemplates = pgTable(
  'invoice_templates',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    vendorAgentId: refColumn('vendor_agent_id')
      .notNull()
      .references(() => agents.id),
    /** 56 bill (default), 90 separate check. */
    txnTypeId: smallint('txn_type_id').notNull().default(56),
    invoiceNumber: varchar('invoice_number', { length: 25 }),
    reference: varchar('reference', { length: 100 }),
    dueDate: date('due_date'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** once (default), monthly, quarterly, annually. */
    scheduleType: varchar('schedule_type', { length: 20 }).notNull().default('once'),
    bankAccountId: refColumn('bank_account_id').references(() => bankAccounts.id),
    /**
     * A recurring schedule (null for once): its anchor (occurrence 0, whose due date is due_date),
     * the next occurrence to make and the day it runs, and the invoice date of the last one made.
     */
    scheduleAnchor: date('schedule_anchor'),
    nextOccurrence: integer('next_occurrence'),
    nextRunDate: date('next_run_date'),
    lastRunDate: date('last_run_date'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('invoice_templates_community_idx').on(t.communityAgentId),
    index('invoice_templates_next_run_idx').on(t.nextRunDate),
  ],
);

export const invoiceTemplateLines = pgTable(
  'invoice_template_lines',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    templateId: refColumn('template_id')
      .notNull()
      .references(() => invoiceTemplates.id, { onDelete: 'cascade' }),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
    costCenterId: refColumn('cost_center_id').references(() => costCenters.id),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('invoice_template_lines_template_idx').on(t.templateId)],
);

/** How a vendor's bills (56) or separate checks (90) for a community split across accounts. */
export const defaultDistributions = pgTable(
  'default_distributions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    vendorAgentId: refColumn('vendor_agent_id')
      .notNull()
      .references(() => agents.id),
    txnTypeId: smallint('txn_type_id').notNull().default(56),
    suggested: boolean('suggested').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('default_distributions_key').on(t.communityAgentId, t.vendorAgentId, t.txnTypeId),
    index('default_distributions_vendor_idx').on(t.vendorAgentId),
  ],
);

/** A line of a default distribution: an account (and cost center) and its percentage, 3 decimals. */
export const defaultDistributionDetails = pgTable(
  'default_distribution_details',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    distributionId: refColumn('distribution_id')
      .notNull()
      .references(() => defaultDistributions.id, { onDelete: 'cascade' }),
    accountId: refColumn('account_id')
      .notNull()
      .references(() => accounts.id),
    costCenterId: refColumn('cost_center_id').references(() => costCenters.id),
    percentage: numeric('percentage', { precision: 6, scale: 3, mode: 'number' }).notNull(),
  },
  (t) => [index('default_distribution_details_distribution_idx').on(t.distributionId)],
);
