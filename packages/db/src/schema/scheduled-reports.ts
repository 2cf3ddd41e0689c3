import {
  char,
  index,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { reportPackages } from './report-packages';
import { users } from './tenancy';

/**
 * Scheduled reports (spec 3 §7 'ScheduleReport'): a catalogue report of one community, rendered as
 * the user who scheduled it and mailed to a recipient on its schedule (JobScheduleName, Frequency,
 * Mask, start and end). next_run_at is the next due run; null once a one-time schedule has run or
 * the schedule has ended.
 */
export const scheduledReports = pgTable(
  'scheduled_reports',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    reportName: varchar('report_name', { length: 100 }).notNull(),
    /** A report package's schedule (the package scheduler): report_name is then its name. */
    reportPackageId: refColumn('report_package_id').references(() => reportPackages.id, {
      onDelete: 'cascade',
    }),
    /** The render format: PDF 0, xls 1, xlsx 2, Word 3. */
    format: smallint('format').notNull(),
    recipient: varchar('recipient', { length: 255 }).notNull(),
    parameters: jsonb('parameters').notNull(),
    jobScheduleName: varchar('job_schedule_name', { length: 55 }).notNull(),
    frequency: char('frequency', { length: 1 }).notNull(),
    mask: smallint('mask').notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    /** Why the last run sent nothing (the user lost access, a parameter no longer fits); null: sent. */
    lastError: text('last_error'),
    createdAt: createdAtColumn(),
  },
  (t) => [index('scheduled_reports_next_run_idx').on(t.nextRunAt)],
);
