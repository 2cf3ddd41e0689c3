import { sql } from 'drizzle-orm';
import {
  check,
  jsonb,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

/**
 * Custom financial statements and portfolio reports (spec 3 §2 'Reports', §3 "Custom layout
 * settings"): the company's definitions (the @hoa/domain CustomReportDefinition as JSON), made in
 * the designer that paywall tier 3 opens. Report type 1 is portfolio, otherwise financial.
 */
export const customReports = pgTable(
  'custom_reports',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    name: varchar('name', { length: 100 }).notNull(),
    reportType: smallint('report_type').notNull(),
    definition: jsonb('definition').notNull(),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('custom_reports_name_key').on(t.companyId, sql`lower(${t.name})`),
    check('custom_reports_type_range', sql`${t.reportType} between 1 and 2`),
  ],
);

/** A user's report file defaults (spec 3 §9): orientation 1, font size 2, page 8.5 x 11 in. */
export const reportSettings = pgTable(
  'report_settings',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orientation: smallint('orientation').notNull().default(1),
    fontSize: smallint('font_size').notNull().default(2),
    /** Hundredths of an inch. */
    pageWidth: smallint('page_width').notNull().default(850),
    pageHeight: smallint('page_height').notNull().default(1100),
  },
  (t) => [uniqueIndex('report_settings_user_key').on(t.userId)],
);

/** A user's section settings of one report (which sections show), by report name. */
export const reportSectionSettings = pgTable(
  'report_section_settings',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportName: varchar('report_name', { length: 100 }).notNull(),
    settings: jsonb('settings').notNull(),
  },
  (t) => [uniqueIndex('report_section_settings_key').on(t.userId, t.reportName)],
);
