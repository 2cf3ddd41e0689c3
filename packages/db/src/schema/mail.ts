import { index, pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

/**
 * Mail the application sends (notify approvers, ...): written here in the request's transaction,
 * then sent by SMTP when SMTP_URL is set (sent_at), else kept to be read in the app.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    toAddress: varchar('to_address', { length: 255 }).notNull(),
    toUserId: refColumn('to_user_id').references(() => users.id),
    subject: varchar('subject', { length: 300 }).notNull(),
    body: text('body').notNull(),
    /** What the mail is about, e.g. 'ap-approvers'. */
    kind: varchar('kind', { length: 50 }).notNull(),
    sentByUserId: refColumn('sent_by_user_id').references(() => users.id),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: varchar('error', { length: 500 }),
    createdAt: createdAtColumn(),
  },
  (t) => [index('mail_outbox_company_created_idx').on(t.companyId, t.createdAt)],
);
