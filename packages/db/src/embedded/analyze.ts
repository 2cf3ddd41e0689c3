import type { PGlite } from '@electric-sql/pglite';

/**
 * The tables whose size grew by more than a tenth (or from empty) since their statistics were
 * last gathered: PostgreSQL's autovacuum analyzes such tables by itself, PGlite has no autovacuum
 * (nor the row counters it reads), so the planner would plan every query on them as if they were
 * nearly empty and nest loops over thousands of rows.
 */
const grownTables = `
  select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where c.relkind in ('r', 'm') and n.nspname not in ('pg_catalog', 'information_schema')
     and n.nspname not like 'pg\\_toast%'
     and pg_relation_size(c.oid) / current_setting('block_size')::int
         > greatest(c.relpages, 0) + greatest(c.relpages, 0) / 10`;

/** Gathers statistics (ANALYZE) of the grown tables; returns their names. */
export async function analyzeGrownTables(
  client: Pick<PGlite, 'query' | 'exec'>,
): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(grownTables);
  const names = rows.map((r) => r.name);
  if (names.length > 0) await client.exec(`ANALYZE ${names.join(', ')}`);
  return names;
}
