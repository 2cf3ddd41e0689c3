import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  pgTable,
  primaryKey,
  smallint,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { accounts, codes, items } from './ledger';

/**
 * A charge code assigned to a property (spec 3 §3 'Charge assignment'): its owner is billed the
 * code on each charge run. AgentCodeCategoryId is this row's id.
 */
export const chargeAssignments = pgTable(
  'charge_assignments',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    agentId: refColumn('agent_id')
      .notNull()
      .references(() => agents.id),
    codeId: refColumn('code_id')
      .notNull()
      .references(() => codes.id),
    isAutoPayEnabled: boolean('is_auto_pay_enabled').notNull().default(false),
    acceleratedStartDate: date('accelerated_start_date'),
    acceleratedEndDate: date('accelerated_end_date'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    uniqueIndex('charge_assignments_agent_code_key').on(t.agentId, t.codeId),
    index('charge_assignments_community_code_idx').on(t.communityAgentId, t.codeId),
  ],
);

/**
 * The owners' sub-ledger: one row per posted owner line, signed (+ the owner owes more, − less),
 * written only by the receivable posting function in the same statement set as the GL lines, and
 * never changed (trigger). Owner code balances are summed from it by a trigger. References are
 * checked once per statement by a trigger, not by foreign keys (0023).
 */
export const arLines = pgTable(
  'ar_lines',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id').notNull(),
    propertyAgentId: refColumn('property_agent_id'),
    ownerAgentId: refColumn('owner_agent_id').notNull(),
    codeId: refColumn('code_id').notNull(),
    itemId: refColumn('item_id').notNull(),
    itemAgentDetailId: refColumn('item_agent_detail_id'),
    txnTypeId: smallint('txn_type_id').notNull(),
    postDate: date('post_date').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The account holding the line in the general ledger (the code's, when it posted) and its cost center. */
    accountId: refColumn('account_id'),
    costCenterId: refColumn('cost_center_id'),
    /**
     * The account its amount was offset on when it posted (the detail's account), or null when it
     * posted no offset: lines offsetting each other within the item, an owner history merge.
     */
    offsetAccountId: refColumn('offset_account_id'),
    /** The detail's own text when it posted (an adjustment's line); readers fall back to the item's. */
    description: varchar('description', { length: 200 }),
    /** The line an owner history merge's line moves (its reversal on the source, its copy on the target). */
    movedLineId: refColumn('moved_line_id'),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('ar_lines_owner_code_date_idx').on(t.ownerAgentId, t.codeId, t.postDate),
    // INCLUDE (owner_agent_id, code_id, amount_cents, company_id): migration 0111.
    index('ar_lines_community_date_idx').on(t.communityAgentId, t.postDate),
    index('ar_lines_item_idx').on(t.itemId),
    // Removing an owner finds the merges' copies of its lines (ownersLinesOnItems); few lines
    // name one, and no other line costs an index entry.
    index('ar_lines_moved_line_idx')
      .on(t.movedLineId)
      .where(sql`moved_line_id is not null`),
  ],
);

/**
 * The owner lines that removing owners from a posted transaction took off
 * (reverseReceivableItemAgents): the lines it reversed and the reversing lines it wrote. The owner
 * screens, reports and the open-balance rule leave them out; their amounts cancel. Written with
 * the reversal and never changed; the removals made before migration 0129 were carried over from
 * their removed item agents' details.
 */
export const arRemovedLines = pgTable(
  'ar_removed_lines',
  {
    arLineId: refColumn('ar_line_id')
      .primaryKey()
      .references(() => arLines.id),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id').notNull(),
    ownerAgentId: refColumn('owner_agent_id').notNull(),
  },
  (t) => [
    index('ar_removed_lines_community_idx').on(t.communityAgentId),
    index('ar_removed_lines_owner_idx').on(t.ownerAgentId),
  ],
);

/**
 * The owners and amounts of an assessment run (types 40 and 102), one row per run item, code, side
 * and offset account, frozen at accrual: parallel arrays of the owners, their amounts as accrued and
 * now (edits in review), and whether each line was taken off. A run has no item agent or detail;
 * readers see its owners and lines through the views item_parties and item_lines (migration 0134),
 * and its posting writes an owner line per live line (issue 27, step 4, docs/decisions.md).
 */
export const chargeRunCodes = pgTable(
  'charge_run_codes',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id').notNull(),
    itemId: refColumn('item_id')
      .notNull()
      .references(() => items.id),
    codeId: refColumn('code_id')
      .notNull()
      .references(() => codes.id),
    isDebit: boolean('is_debit').notNull(),
    accountId: refColumn('account_id').references(() => accounts.id),
    ownerAgentIds: bigint('owner_agent_ids', { mode: 'number' }).array().notNull(),
    accruedAmounts: bigint('accrued_amounts', { mode: 'number' }).array().notNull(),
    amounts: bigint('amounts', { mode: 'number' }).array().notNull(),
    removed: boolean('removed').array().notNull(),
  },
  (t) => [
    index('charge_run_codes_item_idx').on(t.itemId),
    // An owner's runs, among the few rows of the owner's community (the owner feed).
    index('charge_run_codes_community_idx').on(t.communityAgentId),
  ],
);

/** Current balance per owner and code, kept by a statement trigger on ar_lines. */
export const ownerCodeBalances = pgTable(
  'owner_code_balances',
  {
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id').notNull(),
    ownerAgentId: refColumn('owner_agent_id').notNull(),
    codeId: refColumn('code_id').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.ownerAgentId, t.codeId] }),
    index('owner_code_balances_community_idx').on(t.communityAgentId),
  ],
);
