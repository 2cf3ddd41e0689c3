import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { attachments } from './content';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { users } from './tenancy';

/**
 * Report packages (spec 3 §3 'Report package: ReportPackageId, DisplayName'; issue 24 item 3): a
 * company's ordered list of catalogue reports with their parameters and uploaded PDFs, with an
 * optional cover image, rendered for one community at a time as one PDF or one workbook.
 */
export const reportPackages = pgTable(
  'report_packages',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    displayName: varchar('display_name', { length: 100 }).notNull(),
    /** The cover page image (PNG or JPEG), an attachment; null: no cover page. */
    coverAttachmentId: refColumn('cover_attachment_id').references(() => attachments.id),
    createdByUserId: refColumn('created_by_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [uniqueIndex('report_packages_name_key').on(t.companyId, sql`lower(${t.displayName})`)],
);

/**
 * A package's items in order: a catalogue report (report_name with its parameters; the community
 * is given at render) or an uploaded PDF (attachment_id).
 */
export const reportPackageItems = pgTable(
  'report_package_items',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    reportPackageId: refColumn('report_package_id')
      .notNull()
      .references(() => reportPackages.id, { onDelete: 'cascade' }),
    sequence: integer('sequence').notNull(),
    reportName: varchar('report_name', { length: 100 }),
    parameters: jsonb('parameters'),
    attachmentId: refColumn('attachment_id').references(() => attachments.id),
    displayName: varchar('display_name', { length: 100 }).notNull(),
    /** An uploaded PDF copied into a board packet's homeowner edition too (off: the board's only). */
    includeInHomeownerEdition: boolean('include_in_homeowner_edition').notNull().default(false),
  },
  (t) => [
    uniqueIndex('report_package_items_sequence_key').on(t.reportPackageId, t.sequence),
    index('report_package_items_attachment_idx').on(t.attachmentId),
    check(
      'report_package_items_one_kind',
      sql`(${t.reportName} is null) <> (${t.attachmentId} is null)`,
    ),
  ],
);

/**
 * The files uploaded for packages (UploadReportPackageFile): a PDF or cover image is kept while a
 * package holds it; one no package holds a day after its upload is removed, file and row, by the
 * package-upload cleanup job.
 */
export const reportPackageUploads = pgTable(
  'report_package_uploads',
  {
    attachmentId: refColumn('attachment_id')
      .primaryKey()
      .references(() => attachments.id, { onDelete: 'cascade' }),
    companyId: companyIdColumn(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_package_uploads_uploaded_idx').on(t.uploadedAt)],
);
