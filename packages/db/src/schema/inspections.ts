import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  numeric,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { attachments } from './content';
import { codes, items } from './ledger';
import { users } from './tenancy';

/**
 * An inspection batch (issue 20, item 5): the violations a manager recorded walking a community
 * on a day, kept as a draft and reviewed, then accrued (every entry a violation record) at once.
 * A deleted draft is kept with deleted_at.
 */
export const ccrBatches = pgTable(
  'ccr_batches',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    inspectedOn: date('inspected_on').notNull(),
    /** The follow-up of every record: 15, 30 or 90 days after the inspection. */
    nextActionDays: smallint('next_action_days').notNull(),
    name: varchar('name', { length: 100 }).notNull().default(''),
    /** 'Draft' or 'Accrued'. */
    state: varchar('state', { length: 10 }).notNull().default('Draft'),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    accruedByUserId: refColumn('accrued_by_user_id').references(() => users.id),
    accruedAt: timestamp('accrued_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('ccr_batches_community_idx').on(t.communityAgentId, t.state),
    check('ccr_batches_state_check', sql`${t.state} in ('Draft', 'Accrued')`),
  ],
);

/**
 * An entry of an inspection batch: a property, a CCR code and what was seen. client_key is the
 * phone's key (a UUID) so a re-sent entry is found, not doubled; item_id the record it became.
 */
export const ccrBatchEntries = pgTable(
  'ccr_batch_entries',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchId: refColumn('batch_id')
      .notNull()
      .references(() => ccrBatches.id),
    clientKey: uuid('client_key').notNull(),
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
    codeId: refColumn('code_id')
      .notNull()
      .references(() => codes.id),
    description: text('description').notNull().default(''),
    itemId: refColumn('item_id').references(() => items.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('ccr_batch_entries_client_key').on(t.companyId, t.clientKey),
    index('ccr_batch_entries_batch_idx').on(t.batchId),
  ],
);

/**
 * A photo of an entry (its attachment) with the capture time and GPS position the device gave,
 * until the accrue moves it to the violation record.
 */
export const ccrBatchEntryPhotos = pgTable(
  'ccr_batch_entry_photos',
  {
    attachmentId: refColumn('attachment_id')
      .primaryKey()
      .references(() => attachments.id),
    companyId: companyIdColumn(),
    entryId: refColumn('entry_id')
      .notNull()
      .references(() => ccrBatchEntries.id),
    clientKey: uuid('client_key').notNull(),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  },
  (t) => [
    uniqueIndex('ccr_batch_entry_photos_client_key').on(t.companyId, t.clientKey),
    index('ccr_batch_entry_photos_entry_idx').on(t.entryId),
  ],
);
