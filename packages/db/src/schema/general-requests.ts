import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { codes, items } from './ledger';
import { portalHouseholdMembers } from './owner-portal';
import { users } from './tenancy';

/**
 * A general request (issue 21): the detail of an item of type 96 of a community (its status Open 10
 * or Closed 9, and its description, are the item's). The property and its owner where given, the
 * general request code, the source (Phone 1, Email 2, Mail 3, Portal 4, Other 5), the subject, the
 * received, due and closed days and the user it is assigned to.
 */
export const generalRequests = pgTable(
  'general_requests',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    propertyAgentId: refColumn('property_agent_id').references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id').references(() => agents.id),
    codeId: refColumn('code_id').references(() => codes.id),
    sourceId: smallint('source_id').notNull(),
    subject: varchar('subject', { length: 200 }).notNull(),
    receivedOn: date('received_on').notNull(),
    dueOn: date('due_on'),
    closedOn: date('closed_on'),
    assignedUserId: refColumn('assigned_user_id').references(() => users.id),
    /** The household member or renter who sent it from the portal; null when the owner or staff did. */
    sentByHouseholdMemberId: refColumn('sent_by_household_member_id').references(
      () => portalHouseholdMembers.id,
      { onDelete: 'set null' },
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('general_requests_property_idx').on(t.propertyAgentId),
    check('general_requests_source_check', sql`${t.sourceId} between 1 and 5`),
  ],
);

/** A history line of a general request: a note by a user at a time (CreateHistory, close, reopen). */
export const generalRequestHistories = pgTable(
  'general_request_histories',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => generalRequests.itemId),
    note: text('note').notNull(),
    byUserId: refColumn('by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('general_request_histories_item_idx').on(t.itemId, t.createdAt)],
);
