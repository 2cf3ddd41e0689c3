import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

/**
 * Saved (enhanced) reports (spec 3 §3 "Enhanced report"): a user's definition (chosen columns,
 * filters, sort, grouping; the @hoa/domain ReportDefinition as JSON) of one catalogue report.
 * Private to its owner unless public; a deleted one is kept (deleted_at) for includeDeleted.
 */
export const enhancedReportDefinitions = pgTable(
  'enhanced_report_definitions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerUserId: refColumn('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The catalogue report it applies to, e.g. 'OwnerBalance'. */
    reportName: varchar('report_name', { length: 100 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    reportDefinition: jsonb('report_definition').notNull(),
    isPublic: boolean('is_public').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('enhanced_report_definitions_report_idx').on(t.reportName),
    // One live report of a name per user and report: saving the name again overwrites it.
    uniqueIndex('enhanced_report_definitions_name_key')
      .on(t.ownerUserId, t.reportName, sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} is null`),
  ],
);
