import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { templates } from './communications';
import { attachments } from './content';
import { codes, items } from './ledger';
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

/**
 * A violation record (issue 20): the detail of an item of type 37 (its community, status Open 10,
 * Complete 5 when resolved, Closed 9 when closed, description and observed date are the item's).
 * The property and its owner, the CCR code broken, the action process it climbs and the Sequence
 * of the last level it took (null before its first).
 */
export const violationRecords = pgTable(
  'violation_records',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id')
      .notNull()
      .references(() => agents.id),
    codeId: refColumn('code_id')
      .notNull()
      .references(() => codes.id),
    actionProcessId: refColumn('action_process_id').references(() => actionProcesses.id),
    observedOn: date('observed_on').notNull(),
    nextActionOn: date('next_action_on'),
    currentSequence: smallint('current_sequence'),
    /** 'Open', 'Resolved' or 'Closed' (spec 3 §4 'Violations'). */
    state: varchar('state', { length: 10 }).notNull().default('Open'),
    stateChangedOn: date('state_changed_on'),
    /**
     * Why the daily ladder job did not take the due level on its last run (the advance rule or the
     * fine and notice guard), with that day; null once the level is taken or nothing held it.
     */
    ladderHeldReason: varchar('ladder_held_reason', { length: 300 }),
    ladderHeldOn: date('ladder_held_on'),
  },
  (t) => [
    index('violation_records_property_idx').on(t.propertyAgentId),
    index('violation_records_due_idx')
      .on(t.companyId, t.nextActionOn)
      .where(sql`${t.state} = 'Open' and ${t.nextActionOn} is not null`),
    index('violation_records_process_idx').on(t.actionProcessId, t.state),
    check('violation_records_state_check', sql`${t.state} in ('Open', 'Resolved', 'Closed')`),
  ],
);

/**
 * An action a violation took: a level of its process, on a day, by a user, with the message
 * batch of its letter and the charge item of its fine. Skipped levels are kept with is_skipped;
 * a forced one (ViolationForciblyMoveToNextLevel) with is_forced.
 */
export const violationActions = pgTable(
  'violation_actions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => violationRecords.itemId),
    levelId: refColumn('level_id')
      .notNull()
      .references(() => actionProcessLevels.id),
    sequence: smallint('sequence').notNull(),
    levelName: varchar('level_name', { length: 100 }).notNull(),
    takenOn: date('taken_on').notNull(),
    takenByUserId: refColumn('taken_by_user_id').references(() => users.id),
    messageBatchItemId: refColumn('message_batch_item_id').references(() => items.id),
    chargeItemId: refColumn('charge_item_id').references(() => items.id),
    /** Null when a user took it; the daily ladder job's run day when the job did. */
    ladderRunOn: date('ladder_run_on'),
    fineCents: bigint('fine_cents', { mode: 'number' }).notNull().default(0),
    isSkipped: boolean('is_skipped').notNull().default(false),
    isForced: boolean('is_forced').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('violation_actions_item_idx').on(t.itemId, t.sequence),
    // A level is taken once: the same level cannot be taken twice by two runs or two users.
    uniqueIndex('violation_actions_level_once').on(t.itemId, t.levelId),
  ],
);

/** A photo of a violation (an attachment of the item) with its capture time and GPS position. */
export const violationPhotos = pgTable(
  'violation_photos',
  {
    attachmentId: refColumn('attachment_id')
      .primaryKey()
      .references(() => attachments.id),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => violationRecords.itemId),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    latitude: numeric('latitude', { precision: 9, scale: 6, mode: 'number' }),
    longitude: numeric('longitude', { precision: 9, scale: 6, mode: 'number' }),
  },
  (t) => [index('violation_photos_item_idx').on(t.itemId)],
);

/**
 * A hearing held on a violation (issue 20): the day, what was decided and who attended. A level
 * that requires a hearing fines only after one held on or after the notice reached the owner.
 */
export const violationHearings = pgTable(
  'violation_hearings',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => violationRecords.itemId),
    heldOn: date('held_on').notNull(),
    outcome: varchar('outcome', { length: 2000 }).notNull(),
    attendees: varchar('attendees', { length: 500 }),
    createdByUserId: refColumn('created_by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('violation_hearings_item_idx').on(t.itemId, t.heldOn)],
);

/**
 * A change of a violation's state on a day, by a user: 'Resolved', 'Closed' or 'Reopened' (the
 * record keeps only its present state), for its timeline and case file.
 */
export const violationEvents = pgTable(
  'violation_events',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => violationRecords.itemId),
    event: varchar('event', { length: 10 }).notNull(),
    happenedOn: date('happened_on').notNull(),
    byUserId: refColumn('by_user_id').references(() => users.id),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('violation_events_item_idx').on(t.itemId, t.happenedOn),
    check('violation_events_event_check', sql`${t.event} in ('Resolved', 'Closed', 'Reopened')`),
  ],
);
