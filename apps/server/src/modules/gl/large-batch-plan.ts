import { queryRows, sql, type Tx } from '@hoa/db';

/** Rows (items, or owner lines) in one posting from which its statements use hash joins. */
export const largeBatch = 200;

/**
 * Sorts and hashes of 100,000 rows in memory, and no JIT compilation: a statement over that many
 * rows looks expensive enough to the planner to be compiled, which takes hundreds of milliseconds
 * and saves nothing here.
 */
const bulk = { work_mem: '64MB', jit: 'off' };

/**
 * Runs a posting's statements planned with hash joins when it holds many rows: they were written
 * in this transaction and carry no statistics, so the planner takes them for a handful and nests
 * loops over thousands of rows (quadratic). Small postings keep the default plans, which find
 * their few rows by index. The ledger's triggers plan with nested loops regardless.
 */
export function withLargeBatchPlan<T>(
  tx: Tx,
  rowCount: number,
  work: () => Promise<T>,
): Promise<T> {
  return rowCount < largeBatch ? work() : withHashJoinPlan(tx, work);
}

/** Runs statements over many rows written in this transaction planned with hash joins. */
export function withHashJoinPlan<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  return withSettings(tx, { ...bulk, enable_nestloop: 'off' }, work);
}

/**
 * Runs a statement that reads its rows by lookups of one key each (a posting's item agents and
 * their details, looked up laterally) with plain index scans: through bitmaps, or through a memoize
 * cache that never hits (each key is looked up once), reading back a month's 100,000 details took
 * 0.45-0.75 s against 0.23-0.32 s, with statistics or without.
 */
export function withKeyLookupPlan<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  return withSettings(tx, { enable_bitmapscan: 'off', enable_memoize: 'off' }, work);
}

/** Runs work with settings local to the transaction, then puts back the values they had. */
async function withSettings<T>(
  tx: Tx,
  settings: Record<string, string>,
  work: () => Promise<T>,
): Promise<T> {
  const set = (values: Record<string, string>) =>
    queryRows<{ name: string; value: string }>(
      tx,
      sql`select s.name, set_config(s.name, s.value, true) as value
            from jsonb_each_text(${JSON.stringify(values)}::jsonb) as s(name, value)`,
    );
  const [was] = await queryRows<{ values: Record<string, string> }>(
    tx,
    sql`select jsonb_object_agg(s.name, current_setting(s.name)) as values
          from jsonb_object_keys(${JSON.stringify(settings)}::jsonb) as s(name)`,
  );
  await set(settings);
  const result = await work();
  if (was) await set(was.values);
  return result;
}
