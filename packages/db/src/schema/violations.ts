import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { templates } from './communications';
import { codes } from './ledger';
import { users } from './tenancy';

/**
 * An action process of a community (spec 3 §3 'Action process and levels'): the ladder of levels
 * a violation of its codes climbs. Process type CCR 10 or ARC 13. Removed processes are kept
 * (is_deleted): violations that climbed them keep their history.
 */
export const actionProcesses = pgTable(
  'action_processes',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    processTypeId: smallint('process_type_id').notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('action_processes_community_idx').on(t.communityAgentId, t.processTypeId),
    check('action_processes_type_check', sql`${t.processTypeId} in (10, 13)`),
  ],
);

/**
 * A template level of an action process. Sequence runs 1..n over the live levels (the domain
 * renumbers on every save, so no unique index: a reorder passes through equal numbers). Days are
 * the calendar days to wait after the previous level; admin_fee_cents the fine the level posts;
 * template_id its CCR_Letter; notice_days and is_hearing_required guard a fine (issue 20).
 */
export const actionProcessLevels = pgTable(
  'action_process_levels',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    actionProcessId: refColumn('action_process_id')
      .notNull()
      .references(() => actionProcesses.id),
    sequence: smallint('sequence').notNull(),
    levelName: varchar('level_name', { length: 100 }).notNull(),
    days: integer('days').notNull().default(0),
    adminFeeCents: bigint('admin_fee_cents', { mode: 'number' }).notNull().default(0),
    templateId: refColumn('template_id').references(() => templates.id),
    noticeDays: integer('notice_days').notNull().default(0),
    isHearingRequired: boolean('is_hearing_required').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('action_process_levels_process_idx').on(t.actionProcessId, t.sequence),
    check(
      'action_process_levels_amounts_check',
      sql`${t.days} >= 0 and ${t.adminFeeCents} >= 0 and ${t.noticeDays} >= 0`,
    ),
  ],
);

/** The action process of a CCR code (type 7): a code follows at most one process. */
export const actionProcessCodes = pgTable(
  'action_process_codes',
  {
    companyId: companyIdColumn(),
    codeId: refColumn('code_id')
      .primaryKey()
      .references(() => codes.id),
    actionProcessId: refColumn('action_process_id')
      .notNull()
      .references(() => actionProcesses.id),
  },
  (t) => [index('action_process_codes_process_idx').on(t.actionProcessId)],
);
