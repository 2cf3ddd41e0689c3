import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';

export const fiscalYears = pgTable(
  'fiscal_years',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    sequence: integer('sequence').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isClosed: boolean('is_closed').notNull().default(false),
  },
  (t) => [uniqueIndex('fiscal_years_community_seq_key').on(t.communityAgentId, t.sequence)],
);

export const accountingPeriods = pgTable(
  'accounting_periods',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    fiscalYearId: refColumn('fiscal_year_id')
      .notNull()
      .references(() => fiscalYears.id, { onDelete: 'cascade' }),
    periodOrder: smallint('period_order').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isOpen: boolean('is_open').notNull().default(true),
  },
  (t) => [uniqueIndex('accounting_periods_year_order_key').on(t.fiscalYearId, t.periodOrder)],
);

export const costCenters = pgTable('cost_centers', {
  id: idColumn(),
  companyId: companyIdColumn(),
  communityAgentId: refColumn('community_agent_id')
    .notNull()
    .references(() => agents.id),
  costCenterNumber: varchar('cost_center_number', { length: 20 }).notNull(),
  costCenterName: varchar('cost_center_name', { length: 100 }).notNull(),
});

export const accounts = pgTable(
  'accounts',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    accountNumber: varchar('account_number', { length: 50 }).notNull(),
    accountName: varchar('account_name', { length: 100 }).notNull(),
    accountTypeId: smallint('account_type_id').notNull(),
    costCenterId: refColumn('cost_center_id').references(() => costCenters.id),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('accounts_community_number_key').on(
      t.communityAgentId,
      t.accountNumber,
      sql`coalesce(${t.costCenterId}, 0)`,
    ),
    index('accounts_name_trgm').using('gin', sql`${t.accountName} gin_trgm_ops`),
  ],
);

export const codeCategories = pgTable('code_categories', {
  id: idColumn(),
  companyId: companyIdColumn(),
  communityAgentId: refColumn('community_agent_id')
    .notNull()
    .references(() => agents.id),
  name: varchar('name', { length: 100 }).notNull(),
  description: varchar('description', { length: 1000 }),
});

export const codes = pgTable(
  'codes',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    codeTypeId: smallint('code_type_id').notNull(),
    codeCategoryId: refColumn('code_category_id').references(() => codeCategories.id),
    codeAlias: varchar('code_alias', { length: 10 }).notNull(),
    codeName: varchar('code_name', { length: 100 }).notNull(),
    codeDescription: varchar('code_description', { length: 1000 }),
    /** The covenant's text a CCR code cites (article and section), or a work order code's detail. */
    codeDetailDescription: varchar('code_detail_description', { length: 4000 }),
    /** What the owner must do to resolve a violation of a CCR code (or a work order's action). */
    codeActionNeeded: varchar('code_action_needed', { length: 1000 }),
    frequencyId: smallint('frequency_id'),
    methodId: smallint('method_id'),
    lastApplied: date('last_applied'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** The multiplier of the rate methods: percent of value or of unpaid, dollars per square foot. */
    rate: numeric('rate', { precision: 14, scale: 6 }),
    previousCodeId: refColumn('previous_code_id'),
    /**
     * A recurring credit (transaction type 102, feature flag recurringCredit): assigned to owners
     * like an assessment and applied by its frequency and amount as a credit to their balances.
     */
    isRecurringCredit: boolean('is_recurring_credit').notNull().default(false),
  },
  (t) => [uniqueIndex('codes_community_alias_key').on(t.communityAgentId, t.codeAlias)],
);

/** A money or management event (spec 1 §3.3). Posted items are immutable. */
export const items = pgTable(
  'items',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    txnTypeId: smallint('txn_type_id').notNull(),
    statusId: smallint('status_id').notNull(),
    parentItemId: refColumn('parent_item_id'),
    isOcrItem: boolean('is_ocr_item').notNull().default(false),
    isVendorAllyItem: boolean('is_vendor_ally_item').notNull().default(false),
    eventDate: date('event_date').notNull(),
    postDate: date('post_date'),
    reference: varchar('reference', { length: 100 }),
    description: text('description'),
    idempotencyKey: varchar('idempotency_key', { length: 100 }),
    createdByUserId: refColumn('created_by_user_id'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('items_community_type_status_idx').on(t.communityAgentId, t.txnTypeId, t.statusId),
    index('items_community_event_idx').on(t.communityAgentId, t.eventDate),
    index('items_parent_idx').on(t.parentItemId),
    uniqueIndex('items_idempotency_key').on(t.companyId, t.idempotencyKey),
  ],
);

/** An item's agents and (below) their lines; references checked per statement (0023). */
export const itemAgents = pgTable(
  'item_agents',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id').notNull(),
    agentId: refColumn('agent_id').notNull(),
    checkNumber: varchar('check_number', { length: 25 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isDirectDebit: boolean('is_direct_debit').notNull().default(false),
  },
  (t) => [
    // An item's parties, and one party of it by owner (item_parties, item_lines: issue 27).
    index('item_agents_item_agent_idx').on(t.itemId, t.agentId),
    index('item_agents_agent_idx').on(t.agentId),
    // The few removed parties: the aged owner balance replays their owners (open-balance-sql.ts).
    index('item_agents_removed_idx')
      .on(t.itemId, t.agentId)
      .where(sql`${t.isDeleted}`),
  ],
);

export const itemAgentDetails = pgTable(
  'item_agent_details',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemAgentId: refColumn('item_agent_id').notNull(),
    codeId: refColumn('code_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    accruedAmountCents: bigint('accrued_amount_cents', { mode: 'number' }).notNull().default(0),
    isDebit: boolean('is_debit').notNull(),
    accountId: refColumn('account_id'),
    costCenterCategoryId: refColumn('cost_center_category_id'),
    reference: varchar('reference', { length: 100 }),
    description: varchar('description', { length: 200 }),
    isDeleted: boolean('is_deleted').notNull().default(false),
  },
  (t) => [index('item_agent_details_item_agent_idx').on(t.itemAgentId)],
);
