import { date, index, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { companyIdColumn, idColumn, refColumn } from './columns';

/**
 * A community's move from one management company to another (issue 26): the sending company
 * (company_id) issues a transfer key, the receiving company enters it and takes the community
 * through the 11 transfer steps; the last moves every row of the community to the receiving
 * company in one transaction (app_move_community, migration 0105). Both companies read the row
 * (the receiver through the transfer_receiver policy), so it keeps the names each side may no
 * longer see. Not moved with the community: it is the history of both.
 */
export const communityTransfers = pgTable(
  'community_transfers',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id').notNull(),
    communityName: varchar('community_name', { length: 150 }).notNull(),
    senderCompanyName: varchar('sender_company_name', { length: 150 }).notNull(),
    /** SHA-256 (hex) of the key; the key itself is shown once, to the sender. */
    keyHash: varchar('key_hash', { length: 64 }).notNull().unique(),
    keyExpiresAt: timestamp('key_expires_at', { withTimezone: true }).notNull(),
    /** CommunityTransferStatusId: KeyIssued 1, InProgress 2, Completed 3, Cancelled 4. */
    statusId: smallint('status_id').notNull().default(1),
    /** How many of the 11 steps are done (the key's step is done when the transfer begins). */
    stepsCompleted: smallint('steps_completed').notNull().default(0),
    /** What moves, counted by the sender when the key is issued (shown in the steps). */
    summary: jsonb('summary').notNull(),
    createdByUserId: refColumn('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    receiverCompanyId: refColumn('receiver_company_id'),
    receiverCompanyName: varchar('receiver_company_name', { length: 150 }),
    begunByUserId: refColumn('begun_by_user_id'),
    begunAt: timestamp('begun_at', { withTimezone: true }),
    /** The ledger before this day is the sender's history: its periods are closed on completion. */
    transferDate: date('transfer_date', { mode: 'string' }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('community_transfers_community_idx').on(t.communityAgentId),
    index('community_transfers_receiver_idx').on(t.receiverCompanyId),
  ],
);
