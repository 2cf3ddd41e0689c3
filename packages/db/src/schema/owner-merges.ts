import { bigint, index, integer, pgTable } from 'drizzle-orm/pg-core';
import { agents } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { arLines } from './receivables';
import { users } from './tenancy';

/**
 * A merge of owner history (Item/MergeItemHistory): who moved which of a duplicate owner's
 * history rows to the surviving owner of the same property, and when. Owner lines never change,
 * so the move is posted as owner lines of the rows' own items (a reversal on the source owner, a
 * posting again on the target); this row and its lines record it.
 */
export const ownerHistoryMerges = pgTable(
  'owner_history_merges',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    propertyAgentId: refColumn('property_agent_id')
      .notNull()
      .references(() => agents.id),
    sourceOwnerAgentId: refColumn('source_owner_agent_id')
      .notNull()
      .references(() => agents.id),
    targetOwnerAgentId: refColumn('target_owner_agent_id')
      .notNull()
      .references(() => agents.id),
    lineCount: integer('line_count').notNull(),
    /** The rows' net amount (+ owed), moved from the source's balance to the target's. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    mergedByUserId: refColumn('merged_by_user_id')
      .notNull()
      .references(() => users.id),
    mergedAt: createdAtColumn(),
  },
  (t) => [index('owner_history_merges_property_idx').on(t.propertyAgentId, t.mergedAt)],
);

/** The owner lines a merge moved: each at most once (the key), never offered again. */
export const ownerHistoryMergeLines = pgTable(
  'owner_history_merge_lines',
  {
    sourceLineId: refColumn('source_line_id')
      .primaryKey()
      .references(() => arLines.id),
    companyId: companyIdColumn(),
    mergeId: refColumn('merge_id')
      .notNull()
      .references(() => ownerHistoryMerges.id),
  },
  (t) => [index('owner_history_merge_lines_merge_idx').on(t.mergeId)],
);
