// Statements planned once per connection. On a PostgreSQL server a named prepared statement is
// parsed once per connection, and with plan_cache_mode force_generic_plan (set by the caller for
// its transaction) planned once too: a search whose plan takes longer to make than to run (the global search's
// seven branches) then only executes. PGlite plans every statement as before (one connection, no
// named statements in its driver).
import { createHash } from 'node:crypto';
import { is, type SQL } from 'drizzle-orm';
import { NodePgSession } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './types';

const dialect = new PgDialect();

/** Whether `db` talks to a PostgreSQL server, which keeps named prepared statements. */
export function keepsPreparedStatements(db: Db | Tx): boolean {
  return is(db._.session, NodePgSession);
}

/**
 * queryRows as a named prepared statement: named after its text, so each shape of a query is
 * prepared once per connection and a text is never given another's name.
 */
export async function queryPrepared<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const name = keepsPreparedStatements(db)
    ? `q${createHash('sha1').update(built.sql).digest('base64url')}`
    : undefined;
  const result: unknown = await db._.session.prepareQuery(built, undefined, name, false).execute();
  return (result as { rows: T[] }).rows;
}
