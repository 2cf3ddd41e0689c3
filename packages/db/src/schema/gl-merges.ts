import { index, pgTable } from 'drizzle-orm/pg-core';
import { companyIdColumn, refColumn } from './columns';
import { glLines } from './gl';
import { accounts, items } from './ledger';

/**
 * Ledger lines moved to another account by a merge of account history. Posted lines never change,
 * so a merge posts a transfer item instead; this row marks the source line as moved (once: the key)
 * and names the transfer, whose own lines are therefore never offered for a merge again.
 */
export const mergedGlLines = pgTable(
  'merged_gl_lines',
  {
    sourceLineId: refColumn('source_line_id')
      .primaryKey()
      .references(() => glLines.id),
    companyId: companyIdColumn(),
    mergeItemId: refColumn('merge_item_id')
      .notNull()
      .references(() => items.id),
    targetAccountId: refColumn('target_account_id')
      .notNull()
      .references(() => accounts.id),
  },
  (t) => [index('merged_gl_lines_item_idx').on(t.mergeItemId)],
);
