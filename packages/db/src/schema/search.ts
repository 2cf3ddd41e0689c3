import { sql } from 'drizzle-orm';
import { index, numeric, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, refColumn } from './columns';

/**
 * The owner search's read model (spec 1 §7.4): one row per owner-like agent (types 4, 5, 16 and
 * 20) that is not deleted, under a parent that is not deleted, with the keys of the owner sort
 * options and the text owner search matches, so that a search reads one row per owner. Written
 * only by the triggers of migration 0038 on agents, contacts, addresses, phones and property
 * details, in the transaction that changed them.
 */
export const ownershipSearch = pgTable(
  'ownership_search',
  {
    agentId: refColumn('agent_id')
      .primaryKey()
      .references(() => agents.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    agentTypeId: smallint('agent_type_id').notNull(),
    /** The owner's parent: its property. */
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    communityAgentId: refColumn('community_agent_id'),
    /** Sort keys: the owner's names in lower case. */
    firstNameKey: text('first_name_key'),
    lastNameKey: text('last_name_key'),
    /** Sort keys of the property: its account number and its primary (else first) address. */
    accountNumber: varchar('account_number', { length: 50 }),
    streetNumber: varchar('street_number', { length: 50 }),
    /** The leading number of the street number ('110-45' → 110). */
    streetNumberKey: numeric('street_number_key'),
    streetNameKey: text('street_name_key'),
    unit: varchar('unit', { length: 50 }),
    /**
     * Matched text, in lower case with a newline before each part: the owner's display, first and
     * last names; then everything else a term of 3 characters or more finds the owner by (email,
     * addresses and account numbers of the owner, and of its property the names, email, addresses
     * and account number); then the digits of the owner's and the property's phones.
     */
    namesText: text('names_text').notNull(),
    detailsText: text('details_text').notNull(),
    phoneDigits: text('phone_digits').notNull(),
    /** As the owner lists and reports show them: the owner's and its property's display names. */
    ownerName: varchar('owner_name', { length: 150 }),
    propertyName: varchar('property_name', { length: 150 }),
  },
  (t) => [
    index('ownership_search_property_idx').on(t.propertyAgentId),
    index('ownership_search_names_trgm').using('gin', sql`${t.namesText} gin_trgm_ops`),
    index('ownership_search_details_trgm').using('gin', sql`${t.detailsText} gin_trgm_ops`),
    index('ownership_search_phones_trgm').using('gin', sql`${t.phoneDigits} gin_trgm_ops`),
    // A broad search reads the owners in the order of its sort option and stops after a page.
    index('ownership_search_last_name_sort')
      .on(t.companyId, t.lastNameKey, t.firstNameKey, t.agentId)
      .where(sql`${t.lastNameKey} is not null`),
    index('ownership_search_first_name_sort')
      .on(t.companyId, t.firstNameKey, t.lastNameKey, t.agentId)
      .where(sql`${t.firstNameKey} is not null`),
    // The owner reports' order (account, owner, id) in a community: the aged balance's first pages
    // walk it and stop once they have their owners. Partial on a condition a community's query
    // implies and the owner search's do not: planned generically, the search sorted by account
    // read all of this index (150 ms) instead of walking its own (20 ms).
    index('ownership_search_community_report_order')
      .on(t.communityAgentId, t.accountNumber, t.ownerName, t.agentId)
      .where(sql`${t.communityAgentId} is not null`),
    index('ownership_search_account_sort')
      .on(t.companyId, t.accountNumber, t.agentId)
      .where(sql`${t.accountNumber} is not null`),
    index('ownership_search_street_number_sort')
      .on(t.companyId, t.streetNumberKey, t.streetNumber, t.streetNameKey, t.unit, t.agentId)
      .where(sql`${t.streetNumberKey} is not null`),
    index('ownership_search_street_name_sort')
      .on(t.companyId, t.streetNameKey, t.streetNumberKey, t.streetNumber, t.unit, t.agentId)
      .where(sql`${t.streetNameKey} is not null`),
  ],
);
