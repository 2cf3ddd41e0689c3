import { bigint, date, index, pgTable, smallint } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { items } from './ledger';
import { users } from './tenancy';

/**
 * Property settlements (spec 3 §7 'GET /Report/PropertySettlement', issue 24): one row per
 * processed resale (Resale/ProcessResale), the figures of the settlement statement as they stood
 * when it was processed: the sellers (the property's owners who became previous owners), the
 * buyer, the settlement date, what the sellers owed before it and what moved to the buyer.
 */
export const propertySettlements = pgTable(
  'property_settlements',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
    /** The resale's split date: the day the property changed hands. */
    settlementDate: date('settlement_date').notNull(),
    sellerAgentIds: bigint('seller_agent_ids', { mode: 'number' }).array().notNull(),
    buyerAgentId: refColumn('buyer_agent_id')
      .notNull()
      .references(() => agents.id),
    /** The sellers' balance of the lines dated before the settlement date (cents). */
    sellerBalanceCents: bigint('seller_balance_cents', { mode: 'number' }).notNull(),
    /** The sellers' balance moved to the buyer by the resale (cents). */
    carriedCents: bigint('carried_cents', { mode: 'number' }).notNull(),
    /** Carry to new owner 1 or leave with prior owner 2. */
    balanceDispositionId: smallint('balance_disposition_id').notNull(),
    /** The balance transfer item; null when nothing moved. */
    transferItemId: refColumn('transfer_item_id').references(() => items.id),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('property_settlements_community_date_idx').on(t.communityAgentId, t.settlementDate),
  ],
);
