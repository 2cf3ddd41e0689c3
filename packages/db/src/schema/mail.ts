import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { agents } from './agents';
import { users } from './tenancy';

/**
 * Mail the application sends (notify approvers, ...): written here in the request's transaction,
 * then sent by SMTP when SMTP_URL is set (sent_at, or error after failed attempts), else kept to be
 * read in the app (Mail/GetOutbox).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    /** Addresses copied (Cc), comma-separated; null: none. */
    ccAddress: varchar('cc_address', { length: 255 }),
    toUserId: refColumn('to_user_id').references(() => users.id),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    /** The body as staff see it in the outbox where it differs: its one-time codes masked. */
    shownBody: text('shown_body'),
    /** What the mail is about, e.g. 'ap-approvers'. */
    kind: varchar('kind', { length: 50 }).notNull(),
    /** The profile the mail was sent to (Communications/SendEmail), when it went to one. */
    recipientAgentId: refColumn('recipient_agent_id').references(() => agents.id),
    sentByUserId: refColumn('sent_by_user_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: varchar('error', { length: 500 }),
    /** The SMTP server's answer to the accepted mail (the delivery ledger shows it). */
    smtpResponse: varchar('smtp_response', { length: 500 }),
    /** Delivery attempts by SMTP so far; a row stops being tried after the last one. */
    attempts: smallint('attempts').notNull().default(0),
    /** When an unsent row may be tried again (after a failed attempt); null: at once. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt),
    index('mail_outbox_unsent_idx')
      .on(t.companyId)
      .where(sql`${t.sentAt} is null`),
  ],
);

/** The files attached to an outbox mail, in the order they are attached, kept in the file store. */
export const mailOutboxAttachments = pgTable(
  'mail_outbox_attachments',
  {
    companyId: companyIdColumn(),
    mailId: refColumn('mail_id')
      .notNull()
      .references(() => mailOutbox.id),
    position: smallint('position').notNull(),
    storageKey: varchar('storage_key', { length: 500 }).notNull(),
    fileName: varchar('file_name', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 150 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.position] })],
);
