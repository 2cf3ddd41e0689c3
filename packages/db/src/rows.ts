import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './types';

/** Plain SQL for read models; both drivers answer with { rows }. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}
