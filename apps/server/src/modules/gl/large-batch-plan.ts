import { sql, type Tx } from '@hoa/db';

/** Items in one posting from which its statements are planned with hash joins. */
const largeBatch = 200;

/**
 * Runs a posting's statements planned with hash joins when it holds many items: its rows were
 * written in this transaction and carry no statistics, so the planner takes them for a handful
 * and nests loops over thousands of rows (quadratic). Small postings keep the default plans,
 * which find their few rows by index. The ledger's triggers plan with nested loops regardless.
 */
export async function withLargeBatchPlan<T>(
  tx: Tx,
  itemCount: number,
  work: () => Promise<T>,
): Promise<T> {
  if (itemCount < largeBatch) return work();
  await tx.execute(sql`set local enable_nestloop = off`);
  const result = await work();
  await tx.execute(sql`set local enable_nestloop = on`);
  return result;
}
