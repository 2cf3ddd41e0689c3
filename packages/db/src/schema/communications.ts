import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { attachments } from './content';
import { items } from './ledger';
import { mailOutbox } from './mail';
import { users } from './tenancy';

/**
 * Letter templates (spec 3 §3 'Templates'): Word documents with merge codes. A system template
 * (one of each type for every company) has no stored file: its document is built by the server
 * (documents/default-templates.ts); a company template's file is in the file store.
 */
export const templates = pgTable(
  'templates',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    templateTypeId: smallint('template_type_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    isSystem: boolean('is_system').notNull().default(false),
    storageKey: varchar('storage_key', { length: 500 }),
    fileName: varchar('file_name', { length: 255 }),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull().default(0),
    /** The merge codes the document uses, as checked at upload. */
    mergeCodes: text('merge_codes').array().notNull().default([]),
    /** The document uses owner or property codes: every recipient must be an owner. */
    requiresOwner: boolean('requires_owner').notNull().default(true),
    isColor: boolean('is_color').notNull().default(false),
    isDoubleSided: boolean('is_double_sided').notNull().default(false),
    mailroomDeliveryOption: smallint('mailroom_delivery_option').notNull().default(1),
    includeReturnEnvelope: boolean('include_return_envelope').notNull().default(false),
    prepaidReturnPostage: boolean('prepaid_return_postage').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('templates_company_name_key')
      .on(t.companyId, sql`lower(${t.name})`)
      .where(sql`not ${t.isDeleted}`),
    index('templates_company_type_idx').on(t.companyId, t.templateTypeId),
  ],
);

/** Templates a community uses (LinkTemplateToCommunity), and its default of each type. */
export const communityTemplates = pgTable(
  'community_templates',
  {
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    templateId: refColumn('template_id')
      .notNull()
      .references(() => templates.id),
    /** The template's type, kept here so that one default per type is a unique index. */
    templateTypeId: smallint('template_type_id').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.communityAgentId, t.templateId] }),
    uniqueIndex('community_templates_default_key')
      .on(t.communityAgentId, t.templateTypeId)
      .where(sql`${t.isDefault}`),
    index('community_templates_template_idx').on(t.templateId),
  ],
);

/**
 * A message batch (item type 78): letters or emails from one template to a selection of
 * recipients, or files already attached to profiles or to a bank account, by email. Incomplete
 * (13) or Updated (21) while edited, Open (10) while being released, Complete (5) once released.
 */
export const messageBatches = pgTable(
  'message_batches',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    /** What it sends (MessageBatchContent): 'Letter', 'AgentAttachments' or 'BankAccountAttachments'. */
    content: varchar('content', { length: 30 }).notNull().default('Letter'),
    /** The letter template: a letter batch's only. */
    templateId: refColumn('template_id').references(() => templates.id),
    deliveryMethodId: smallint('delivery_method_id').notNull(),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull().default(''),
    /**
     * The item the batch was made for, whose letters it sends (a collection run, 53; a violation,
     * 37): its values join the template's, and its deliveries are recorded for it. Null: a batch
     * of its own.
     */
    sourceItemId: refColumn('source_item_id').references(() => items.id),
    /** The merge values the source gives every letter (a violation's, as of its level). */
    sourceMergeValues: jsonb('source_merge_values').$type<Record<string, string>>(),
    /** Release progress: recipients done of those to do. */
    progressDone: integer('progress_done').notNull().default(0),
    progressTotal: integer('progress_total').notNull().default(0),
    releaseError: varchar('release_error', { length: 500 }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    releasedByUserId: refColumn('released_by_user_id').references(() => users.id),
  },
  (t) => [
    check(
      'message_batches_template_of_letters',
      sql`(${t.content} = 'Letter') = (${t.templateId} is not null)`,
    ),
  ],
);

/** A recipient of a batch: an owner (or another profile), or a summary recipient (email only). */
export const messageBatchRecipients = pgTable(
  'message_batch_recipients',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => messageBatches.itemId),
    agentId: refColumn('agent_id').references(() => agents.id),
    propertyAgentId: refColumn('property_agent_id').references(() => agents.id),
    /**
     * The address lines (one per line) of a letter to another address of the primary owner than
     * their mailing address, as accrued; null: the agent's mailing address of the day (issue 19).
     * A copy, not an address id: a profile's addresses are written anew each time it is saved.
     */
    mailingAddress: varchar('mailing_address', { length: 500 }),
    isSummary: boolean('is_summary').notNull().default(false),
    agentTypeId: smallint('agent_type_id').notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    emailAddress: varchar('email_address', { length: 255 }),
    deliveryPreferenceId: smallint('delivery_preference_id').notNull().default(1),
    /** 'Print' or 'Email', as the batch's delivery method and the preference decide. */
    delivery: varchar('delivery', { length: 10 }).notNull(),
    isValid: boolean('is_valid').notNull(),
    validationError: varchar('validation_error', { length: 300 }),
    isRemoved: boolean('is_removed').notNull().default(false),
    /**
     * The item this recipient's letter is sent for when the batch carries letters of several (a
     * daily ladder run's batch of violations): its deliveries are recorded for it. Null: the
     * batch's source, or the batch.
     */
    sourceItemId: refColumn('source_item_id').references(() => items.id),
    /** The merge values that item gives this letter (its violation's, as of its level). */
    sourceMergeValues: jsonb('source_merge_values').$type<Record<string, string>>(),
    /** The merge codes' values at release: the letter can be rendered again exactly. */
    mergeValues: jsonb('merge_values').$type<Record<string, string>>(),
    /** The recipient's letter, kept on the profile, once released. */
    attachmentId: refColumn('attachment_id').references(() => attachments.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [
    index('message_batch_recipients_item_idx').on(t.itemId, t.id),
    index('message_batch_recipients_agent_idx').on(t.agentId),
  ],
);

/** The files a recipient of an attachments batch gets, in the order they are attached. */
export const messageBatchRecipientAttachments = pgTable(
  'message_batch_recipient_attachments',
  {
    companyId: companyIdColumn(),
    recipientId: refColumn('recipient_id')
      .notNull()
      .references(() => messageBatchRecipients.id),
    position: smallint('position').notNull(),
    attachmentId: refColumn('attachment_id')
      .notNull()
      .references(() => attachments.id),
  },
  (t) => [
    primaryKey({ columns: [t.recipientId, t.position] }),
    index('message_batch_recipient_attachments_attachment_idx').on(t.attachmentId),
  ],
);

/**
 * The delivery ledger: every piece sent (an email with the SMTP server's answer, a printed letter
 * with its print order's state, certified mail with its tracking number), linked to what it was
 * sent for (the batch, or the violation or request the batch was made for).
 */
export const deliveries = pgTable(
  'deliveries',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    /** The message batch that sent it. */
    batchItemId: refColumn('batch_item_id')
      .notNull()
      .references(() => items.id),
    /** What it was sent for: the batch itself, or the item the batch was made for. */
    subjectItemId: refColumn('subject_item_id')
      .notNull()
      .references(() => items.id),
    recipientId: refColumn('recipient_id')
      .notNull()
      .references(() => messageBatchRecipients.id),
    agentId: refColumn('agent_id').references(() => agents.id),
    /** 'Email', 'Print' or 'Certified'. */
    channel: varchar('channel', { length: 10 }).notNull(),
    mailOutboxId: refColumn('mail_outbox_id').references(() => mailOutbox.id),
    printOrderId: refColumn('print_order_id'),
    trackingNumber: varchar('tracking_number', { length: 60 }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('deliveries_subject_idx').on(t.subjectItemId, t.agentId, t.createdAt),
    index('deliveries_agent_idx').on(t.agentId, t.createdAt),
    index('deliveries_batch_idx').on(t.batchItemId, t.id),
  ],
);

/**
 * The print queue: one merged PDF per released batch with print recipients, handed to the print
 * and mail vendor (an order with a manifest), whose state is read back.
 */
export const printOrders = pgTable(
  'print_orders',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    batchItemId: refColumn('batch_item_id')
      .notNull()
      .references(() => items.id),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    letters: integer('letters').notNull(),
    pages: integer('pages').notNull(),
    isColor: boolean('is_color').notNull(),
    isDoubleSided: boolean('is_double_sided').notNull(),
    mailroomDeliveryOption: smallint('mailroom_delivery_option').notNull(),
    includeReturnEnvelope: boolean('include_return_envelope').notNull(),
    prepaidReturnPostage: boolean('prepaid_return_postage').notNull(),
    /** The vendor's order number once submitted. */
    orderNumber: varchar('order_number', { length: 60 }),
    /** 'Queued', 'Submitted', 'Printed', 'Mailed' or 'Failed'. */
    orderState: varchar('order_state', { length: 20 }).notNull().default('Queued'),
    orderStateAt: timestamp('order_state_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('print_orders_batch_key').on(t.batchItemId),
    index('print_orders_company_created_idx').on(t.companyId, t.createdAt),
  ],
);
