import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { templates } from './communications';
import { attachments } from './content';
import { codes, items } from './ledger';
import { portalHouseholdMembers } from './owner-portal';
import { users } from './tenancy';
import { actionProcesses, actionProcessLevels } from './violations';

/**
 * The architectural settings of a community (issue 21 part 3; spec 3 'Architectural settings'):
 * one row per community, absent until first saved (the domain's DefaultArchitecturalSettings
 * answer then). The response deadline in days, the internal and committee approvals a request
 * needs, whether the committee must approve, and the ARC_Letter templates an approval and a
 * disapproval send by default. ARC action processes are action_processes of type 13.
 */
export const architecturalSettings = pgTable(
  'architectural_settings',
  {
    communityAgentId: refColumn('community_agent_id')
      .primaryKey()
      .references(() => agents.id),
    companyId: companyIdColumn(),
    responseDeadlineDays: smallint('response_deadline_days').notNull(),
    requiredInternalApprovals: smallint('required_internal_approvals').notNull(),
    requiredCommitteeApprovals: smallint('required_committee_approvals').notNull(),
    isCommitteeApprovalRequired: boolean('is_committee_approval_required').notNull(),
    approvalTemplateId: refColumn('approval_template_id').references(() => templates.id),
    disapprovalTemplateId: refColumn('disapproval_template_id').references(() => templates.id),
    /** How an owner asks for reconsideration: the default text of a disapproval letter. */
    reconsiderationProcedure: text('reconsideration_procedure').notNull().default(''),
    updatedByUserId: refColumn('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'architectural_settings_limits_check',
      sql`${t.responseDeadlineDays} between 1 and 365 and ${t.requiredInternalApprovals} between 0 and 20 and ${t.requiredCommitteeApprovals} >= 0`,
    ),
  ],
);

/**
 * An architectural request (issue 21): the detail of an item of type 97 of a community (its
 * description is the item's; the item is Open while pending and Closed once decided). The property
 * and owner, the architectural code (type 20) and the ARC process it followed when the request was
 * made, the subject, the received day, the due day of the decision clock (received plus the
 * community's response deadline), the status (1 pending, 2 approved, 3 disapproved) and the day it
 * was decided, and the approvals of each kind it needs.
 */
export const architecturalRequests = pgTable(
  'architectural_requests',
  {
    itemId: refColumn('item_id')
      .primaryKey()
      .references(() => items.id),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id').references(() => agents.id),
    codeId: refColumn('code_id')
      .notNull()
      .references(() => codes.id),
    actionProcessId: refColumn('action_process_id').references(() => actionProcesses.id),
    subject: varchar('subject', { length: 200 }).notNull(),
    /** Where it came from: 4 Portal when the owner sent it; null when staff recorded it. */
    sourceId: smallint('source_id'),
    receivedOn: date('received_on').notNull(),
    dueOn: date('due_on').notNull(),
    statusId: smallint('status_id').notNull().default(1),
    decidedOn: date('decided_on'),
    requiredInternalApprovals: smallint('required_internal_approvals').notNull(),
    requiredCommitteeApprovals: smallint('required_committee_approvals').notNull(),
    /** The household member or renter who sent it from the portal; null when the owner or staff did. */
    sentByHouseholdMemberId: refColumn('sent_by_household_member_id').references(
      () => portalHouseholdMembers.id,
      { onDelete: 'set null' },
    ),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('architectural_requests_community_idx').on(t.communityAgentId, t.statusId, t.dueOn),
    index('architectural_requests_property_idx').on(t.propertyAgentId),
    check('architectural_requests_status_check', sql`${t.statusId} between 1 and 3`),
    check(
      'architectural_requests_decided_check',
      sql`(${t.statusId} = 1) = (${t.decidedOn} is null)`,
    ),
  ],
);

/** An internal approver of a request (a user) and their vote ('Approve' or 'Disapprove'). */
export const architecturalInternalApprovers = pgTable(
  'architectural_internal_approvers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => architecturalRequests.itemId),
    userId: refColumn('user_id')
      .notNull()
      .references(() => users.id),
    vote: varchar('vote', { length: 10 }),
    votedAt: timestamp('voted_at', { withTimezone: true }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('architectural_internal_approvers_once').on(t.itemId, t.userId),
    check(
      'architectural_internal_approvers_vote_check',
      sql`${t.vote} is null or ${t.vote} in ('Approve', 'Disapprove')`,
    ),
  ],
);

/**
 * A committee approver of a request (a member of the community's architectural committee, by email
 * address) and their vote, cast through a mailed link: when, and from which address.
 */
export const architecturalCommitteeApprovers = pgTable(
  'architectural_committee_approvers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => architecturalRequests.itemId),
    emailAddress: varchar('email_address', { length: 320 }).notNull(),
    name: varchar('name', { length: 200 }),
    vote: varchar('vote', { length: 10 }),
    votedAt: timestamp('voted_at', { withTimezone: true }),
    votedFromAddress: varchar('voted_from_address', { length: 400 }),
    reason: text('reason'),
    linksSentAt: timestamp('links_sent_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('architectural_committee_approvers_once').on(
      t.itemId,
      sql`lower(${t.emailAddress})`,
    ),
    check(
      'architectural_committee_approvers_vote_check',
      sql`${t.vote} is null or ${t.vote} in ('Approve', 'Disapprove')`,
    ),
  ],
);

/**
 * A voting link mailed to a committee approver: the SHA-256 of its unguessable token, the vote it
 * casts, and when it was used or replaced. A link is looked up by its hash before the company is
 * known (the public vote page), under a read policy like sign-in's.
 */
export const architecturalVoteLinks = pgTable(
  'architectural_vote_links',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    companyId: companyIdColumn(),
    committeeApproverId: refColumn('committee_approver_id')
      .notNull()
      .references(() => architecturalCommitteeApprovers.id),
    vote: varchar('vote', { length: 10 }).notNull(),
    createdAt: createdAtColumn(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('architectural_vote_links_approver_idx').on(t.committeeApproverId)],
);

/**
 * A change of a request's status with its letter: the approval type and details (conditions or
 * reasons), the reconsideration procedure of a disapproval, who decided, the ARC_Letter template,
 * the letter's PDF (an attachment of the request) or why none could be made, and its sending.
 */
export const architecturalStatusHistories = pgTable(
  'architectural_status_histories',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => architecturalRequests.itemId),
    statusId: smallint('status_id').notNull(),
    approvalTypeId: smallint('approval_type_id'),
    decidedBy: varchar('decided_by', { length: 10 }).notNull(),
    details: text('details'),
    reconsiderationProcedure: text('reconsideration_procedure'),
    byUserId: refColumn('by_user_id').references(() => users.id),
    /** A committee approver whose vote decided it. */
    byEmailAddress: varchar('by_email_address', { length: 320 }),
    templateId: refColumn('template_id').references(() => templates.id),
    letterAttachmentId: refColumn('letter_attachment_id').references(() => attachments.id),
    letterHeldReason: text('letter_held_reason'),
    letterSentAt: timestamp('letter_sent_at', { withTimezone: true }),
    messageBatchItemId: refColumn('message_batch_item_id').references(() => items.id),
    createdAt: createdAtColumn(),
  },
  (t) => [index('architectural_status_histories_item_idx').on(t.itemId, t.createdAt)],
);

/**
 * An action of a request: a level of its ARC process, made when the request is, taken (with its
 * letter's message batch and the extra letters asked for) or skipped on a day by a user.
 */
export const architecturalRequestActions = pgTable(
  'architectural_request_actions',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => architecturalRequests.itemId),
    levelId: refColumn('level_id')
      .notNull()
      .references(() => actionProcessLevels.id),
    sequence: smallint('sequence').notNull(),
    templateId: refColumn('template_id').references(() => templates.id),
    processedOn: date('processed_on'),
    wasSkipped: boolean('was_skipped').notNull().default(false),
    byUserId: refColumn('by_user_id').references(() => users.id),
    messageBatchItemId: refColumn('message_batch_item_id').references(() => items.id),
    forAllPrimaryOwnerAddresses: boolean('for_all_primary_owner_addresses')
      .notNull()
      .default(false),
    forAllOwnersInProperty: boolean('for_all_owners_in_property').notNull().default(false),
    forCurrentRenter: boolean('for_current_renter').notNull().default(false),
  },
  (t) => [uniqueIndex('architectural_request_actions_level_once').on(t.itemId, t.levelId)],
);

/** The reminders of the decision clock sent to a request's approvers (half-way, the day before). */
export const architecturalReminders = pgTable(
  'architectural_reminders',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => architecturalRequests.itemId),
    remindOn: date('remind_on').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('architectural_reminders_once').on(t.itemId, t.remindOn)],
);
