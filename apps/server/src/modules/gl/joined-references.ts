import { sql, type Tx } from '@hoa/db';

/** A reference column the database checks on insert (migrations 0118, 0121), as table.column. */
export type JoinedReference =
  | 'ar_lines.owner_agent_id'
  | 'ar_lines.property_agent_id'
  | 'ar_lines.item_id'
  | 'ar_lines.item_agent_detail_id'
  | 'ar_lines.code_id'
  | 'ar_lines.offset_account_id'
  | 'item_agents.item_id'
  | 'item_agents.agent_id'
  | 'item_agent_details.item_agent_id'
  | 'gl_lines.item_id'
  | 'gl_lines.item_agent_detail_id'
  | 'lockbox_payments.property_agent_id'
  | 'lockbox_payments.owner_agent_id';

/**
 * Runs one writing statement whose values of the named columns are each read from a row of the
 * caller's company that the statement joins (row security shows no other), from a reference of
 * such a row that the database checks itself (an owner's parent, migration 0122), or from the rows
 * the same statement inserts: the database's reference checks of those columns are left out for
 * it, the others run as before (migrations 0118, 0121). The setting is local to the transaction
 * and cleared when the statement has run; a statement that fails leaves the transaction aborted.
 * Not nested.
 */
export async function withJoinedReferences<T>(
  tx: Tx,
  columns: readonly JoinedReference[],
  write: () => Promise<T>,
): Promise<T> {
  await tx.execute(sql`select set_config('app.joined_references', ${columns.join(',')}, true)`);
  const result = await write();
  await tx.execute(sql`select set_config('app.joined_references', '', true)`);
  return result;
}
