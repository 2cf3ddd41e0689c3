import { index, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

/**
 * A user's recent actions (UserAction find and create): the records they opened, one row per
 * screen address, its time renewed when opened again; each user keeps their 50 latest.
 */
export const userActions = pgTable(
  'user_actions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id),
    /** The screen's route, e.g. /owner/123. */
    url: varchar('url', { length: 300 }).notNull(),
    label: varchar('label', { length: 200 }).notNull(),
    /** What was opened, in words: 'Primary owner', 'Property', 'Transaction'. */
    kind: varchar('kind', { length: 50 }).notNull(),
    actedAt: timestamp('acted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_actions_user_url_key').on(t.userId, t.url),
    index('user_actions_user_time_idx').on(t.userId, t.actedAt),
  ],
);
