import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

/**
 * The app's database handle, without drizzle's relational queries (`db.query.<table>`): given the
 * schema, drizzle builds a query builder for each of its 200 tables in every transaction, 0.1 ms
 * and much young garbage per request (issue 27); the app writes its reads with the query builder
 * and `sql`.
 */
export type Db = PgDatabase<PgQueryResultHKT>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
