import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './types';

/** Plain SQL for read models; both drivers answer with { rows }. */
export async function queryRows<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** A schema that checks one row, e.g. a zod object schema (`z.object({ … })`). */
export interface RowSchema<T> {
  parse(row: unknown): T;
}

/**
 * queryRows with every row checked against a schema: where the shape matters (balances, ledger
 * lines), a row that is not what the type says (a bigint as text, a missing column) fails here
 * instead of reaching the caller as a wrong value.
 */
export async function queryParsed<T>(db: Db | Tx, schema: RowSchema<T>, query: SQL): Promise<T[]> {
  const rows = await queryRows<unknown>(db, query);
  return rows.map((row) => schema.parse(row));
}

/**
 * queryRows with each row as an array of its columns in select order, not an object: for a
 * statement of a hundred thousand rows the driver then builds no object per row.
 */
export async function queryRowArrays<T extends readonly unknown[]>(
  db: Db | Tx,
  query: SQL,
): Promise<T[]> {
  const built = dialect.sqlToQuery(query);
  const asIs = (rows: unknown[][]) => rows as unknown as T[];
  return db._.session.prepareQuery(built, undefined, undefined, true, asIs).execute() as Promise<
    T[]
  >;
}

const dialect = new PgDialect();
