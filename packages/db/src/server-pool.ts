import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Tx } from './types';

/** The application_name of the app's pool: the server's view of which backends are the API's. */
export const ApiApplicationName = 'hoa-api';
/** The application_name of the report reads' pool on the read replica (DATABASE_REPLICA_URL). */
export const ReplicaApplicationName = 'hoa-api-replica';

export interface PoolOptions {
  url: string;
  max: number;
  applicationName: string;
  statementTimeoutMs: number;
  onConnectionError: (error: Error) => void;
}

/** A pool of the app's connections to one server (the primary, or its read replica). */
export function openServerPool(options: PoolOptions): pg.Pool {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.max,
    application_name: options.applicationName,
    statement_timeout: options.statementTimeoutMs,
    options: '-c jit=off', // JIT compiled a 637 ms statement query for 507 ms of it (issue 27).
    // Connections stay open while idle (pg's pool closed them after 10 s). A new connection
    // starts a backend with empty caches and none of the prepared statements: the first owner
    // search on it took 100-125 ms against 17-22 ms on a kept one, so on a quiet server every
    // call after a pause paid that. At most `max` stay open; an idle one does not keep a script's
    // process alive.
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
  });
  // A connection the server ends (restart, pg_terminate_backend) emits 'error' on its client, idle
  // in the pool or checked out between two queries; unheard, that ends the process. The query in
  // flight fails on its own (503, http/errors.ts) and the pool opens a new connection next time.
  pool.on('error', options.onConnectionError);
  pool.on('connect', (client) => client.on('error', options.onConnectionError));
  return pool;
}

/** Whether a transaction may write (the primary) or only read (READ ONLY, the replica's reports). */
export type AccessMode = 'read write' | 'read only';

/** A transaction of the app's that runs `start` (a statement without parameters) first. */
export type StartedTransaction = <T>(
  start: string,
  fn: (tx: Tx) => Promise<T>,
  access?: AccessMode,
) => Promise<T>;

const dialect = new PgDialect();
type NoSchema = Record<string, never>;
type NoRelations = ExtractTablesWithRelations<NoSchema>;

/**
 * Transactions on a pool's connections. drizzle's own transaction on a pool does not release the
 * connection when `begin` fails (a connection the server has dropped): the pool would run dry.
 * Here the connection is always given back; the pool discards one that is no longer usable.
 * BEGIN and the start statement go as one simple query: one round trip, not two.
 */
export function poolTransaction(pool: pg.Pool): StartedTransaction {
  return async (start, fn, access = 'read write') => {
    const client = await pool.connect();
    try {
      // No relational schema (types.ts): a transaction builds no per-table query builders.
      const session = new NodePgSession<NoSchema, NoRelations>(client, dialect, undefined);
      const tx = new NodePgTransaction<NoSchema, NoRelations>(dialect, session, undefined);
      try {
        await client.query(`begin ${access === 'read only' ? 'read only' : ''}; ${start}`);
        const result = await fn(tx);
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      }
    } finally {
      client.release();
    }
  };
}
