import { sql } from 'drizzle-orm';
import { bigint, boolean, index, numeric, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, refColumn } from './columns';
import { templates } from './communications';
import { codes } from './ledger';

// Per-community settings of the late fee (41), interest (42) and collection (53) runs (spec 3 §3
// 'Interest settings', 'Collections settings'; §7 step outputs), and each property's collection
// status. Code, category and property lists are id arrays checked against the community on save.

const ids = (name: string) =>
  bigint(name, { mode: 'number' })
    .array()
    .notNull()
    .default(sql`'{}'::bigint[]`);
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const communityKey = () =>
  refColumn('community_agent_id')
    .primaryKey()
    .references(() => agents.id);

/** Late fees: the chargeable codes whose unpaid balance is late, the grace days, current month. */
export const lateFeeSettings = pgTable('late_fee_settings', {
  communityAgentId: communityKey(),
  companyId: companyIdColumn(),
  codeIds: ids('code_ids'),
  exclusionDays: smallint('exclusion_days').notNull().default(0),
  currentMonthOnly: boolean('current_month_only').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Interest: delinquency days, exclusion days, annual rate %, method 10-12, codes, properties. */
export const interestSettings = pgTable('interest_settings', {
  communityAgentId: communityKey(),
  companyId: companyIdColumn(),
  days: smallint('days').notNull().default(1),
  exclusionDays: smallint('exclusion_days').notNull().default(0),
  rate: numeric('rate', { precision: 9, scale: 6 }).notNull().default('1'),
  methodId: smallint('method_id'),
  allCandidates: boolean('all_candidates').notNull().default(true),
  codeIds: ids('code_ids'),
  propertyIds: ids('property_ids'),
  updatedAt: updatedAt(),
});

/** Collections: balance codes and categories, payment-history and hold categories. */
export const collectionSettings = pgTable('collection_settings', {
  communityAgentId: communityKey(),
  companyId: companyIdColumn(),
  codeIds: ids('code_ids'),
  codeCategoryIds: ids('code_category_ids'),
  includeHistoryCodeCategoryIds: ids('include_history_code_category_ids'),
  holdCodeCategoryIds: ids('hold_code_category_ids'),
  /** The Letter template of the collection letters; null: the system collection letter. */
  letterTemplateId: refColumn('letter_template_id').references(() => templates.id),
  updatedAt: updatedAt(),
});

/**
 * A property's collection status set by hand: its collection action (null: out of collection)
 * and its hold. A collection run posted after `updated_at` sets a newer action.
 */
export const collectionStatuses = pgTable(
  'collection_statuses',
  {
    propertyAgentId: refColumn('property_agent_id')
      .primaryKey()
      .references(() => agents.id),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    codeId: refColumn('code_id').references(() => codes.id),
    isOnHold: boolean('is_on_hold').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [index('collection_statuses_community_idx').on(t.communityAgentId)],
);
