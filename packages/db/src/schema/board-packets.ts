import {
  char,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { attachments } from './content';
import { companyIdColumn, idColumn, refColumn } from './columns';
import { reportPackages } from './report-packages';
import { users } from './tenancy';

/**
 * Board packets (issue 24 item 6): a community's report package for a month rendered as one PDF
 * and sealed: the SHA-256 of each edition's exact bytes with who sealed it and when, one row per
 * version (1, 2, … per community and month; earlier versions kept). The board edition is
 * published to the community's board members in the portal; the homeowner edition (nothing that
 * identifies an owner, and only the uploaded PDFs chosen for it) to owners, through an owner-flagged link on the community
 * (owners_agent_attachment_id; only the latest published version keeps its link).
 */
export const boardPackets = pgTable(
  'board_packets',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    /** The month's first day. */
    month: date('month').notNull(),
    version: integer('version').notNull(),
    reportPackageId: refColumn('report_package_id')
      .notNull()
      .references(() => reportPackages.id),
    boardAttachmentId: refColumn('board_attachment_id')
      .notNull()
      .references(() => attachments.id),
    boardSha256: char('board_sha256', { length: 64 }).notNull(),
    homeownerAttachmentId: refColumn('homeowner_attachment_id')
      .notNull()
      .references(() => attachments.id),
    homeownerSha256: char('homeowner_sha256', { length: 64 }).notNull(),
    sealedByUserId: refColumn('sealed_by_user_id')
      .notNull()
      .references(() => users.id),
    sealedAt: timestamp('sealed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The checks that were open when it was sealed anyway, and why (null: the month was closed). */
    overrideChecks: jsonb('override_checks').$type<string[]>(),
    overrideReason: varchar('override_reason', { length: 500 }),
    /** The uploaded PDFs of the package the homeowner edition left out (not chosen for it), by name. */
    homeownerLeftOut: jsonb('homeowner_left_out').$type<string[]>().notNull().default([]),
    boardPublishedAt: timestamp('board_published_at', { withTimezone: true }),
    boardPublishedByUserId: refColumn('board_published_by_user_id').references(() => users.id),
    ownersPublishedAt: timestamp('owners_published_at', { withTimezone: true }),
    ownersPublishedByUserId: refColumn('owners_published_by_user_id').references(() => users.id),
    /** The agent_attachments row that shows the homeowner edition to owners while it is the latest. */
    ownersAgentAttachmentId: refColumn('owners_agent_attachment_id'),
  },
  (t) => [
    uniqueIndex('board_packets_version_key').on(t.communityAgentId, t.month, t.version),
    index('board_packets_company_idx').on(t.companyId),
  ],
);
