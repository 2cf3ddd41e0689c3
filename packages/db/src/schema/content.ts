import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { itemAgents, items } from './ledger';

export const attachments = pgTable('attachments', {
  id: idColumn(),
  companyId: companyIdColumn(),
  attachmentTypeId: smallint('attachment_type_id').notNull(),
  contentType: varchar('content_type', { length: 150 }).notNull(),
  fileName: varchar('file_name', { length: 255 }).notNull(),
  displayName: varchar('display_name', { length: 255 }).notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  storageKey: varchar('storage_key', { length: 500 }).notNull(),
  uploadedByUserId: refColumn('uploaded_by_user_id'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
});

export const agentAttachments = pgTable(
  'agent_attachments',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    agentId: refColumn('agent_id')
      .notNull()
      .references(() => agents.id),
    attachmentId: refColumn('attachment_id')
      .notNull()
      .references(() => attachments.id),
    isBoardAccess: boolean('is_board_access').notNull().default(false),
    isOwnerAccess: boolean('is_owner_access').notNull().default(false),
    isGallery: boolean('is_gallery').notNull().default(true),
    isPinned: boolean('is_pinned').notNull().default(false),
    tags: text('tags').array().notNull().default([]),
  },
  (t) => [index('agent_attachments_agent_idx').on(t.agentId)],
);

export const itemAgentAttachments = pgTable('item_agent_attachments', {
  id: idColumn(),
  companyId: companyIdColumn(),
  itemAgentId: refColumn('item_agent_id')
    .notNull()
    .references(() => itemAgents.id),
  attachmentId: refColumn('attachment_id')
    .notNull()
    .references(() => attachments.id),
});

export const notes = pgTable(
  'notes',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => items.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    description: text('description'),
    isPublic: boolean('is_public').notNull().default(false),
    includeInPropertyAccountingFeed: boolean('include_in_property_accounting_feed')
      .notNull()
      .default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    startDate: date('start_date'),
    endDate: date('end_date'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('notes_item_idx').on(t.itemId)],
);

export const noteAgents = pgTable(
  'note_agents',
  {
    companyId: companyIdColumn(),
    noteId: refColumn('note_id')
      .notNull()
      .references(() => notes.id, { onDelete: 'cascade' }),
    agentId: refColumn('agent_id')
      .notNull()
      .references(() => agents.id),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.agentId] })],
);
