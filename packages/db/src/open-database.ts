import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import * as schema from './schema';
import { queryRows } from './rows';
import type { Db, Tx } from './types';
import { analyzeGrownTables } from './embedded/analyze';
import { PGliteThread } from './embedded/pglite-thread';

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /** Pool size for a server connection. */
  maxConnections?: number;
  /**
   * An in-memory PGlite started from this image of a data folder (`migratedImage`) instead of an
   * empty one: the migrations it holds are not run again.
   */
  image?: Blob;
}

export interface TenantScope {
  companyId: number;
  userId: number | null;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn in a transaction as the app role, scoped by row-level security to one company. */
  withTenant<T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Runs fn in a transaction as the app role with the sign-in lookup policy switched on. */
  withAuthLookup<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Runs fn in a transaction as the app role with the scheduler lookup policies switched on: a
   * background job reads there which companies have work waiting, then works in each company's
   * own withTenant transaction.
   */
  withScheduler<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * Plain SQL on the database's own connection, outside the app's transactions (pg-boss's `db`
   * adapter on PGlite): with values one statement, without them any number. On PGlite it waits
   * until an open transaction has ended, so it never runs inside one.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Calls onPayload with the payload of every NOTIFY on channel, which PostgreSQL delivers when the
   * notifying transaction commits. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  const opened = options.url ? await openServer(options) : await openEmbedded(options);
  const rows = await queryRows<{ ok: boolean }>(
    opened.db,
    sql`select exists (select 1 from pg_roles where rolname = 'hoa_app')
        and pg_has_role(current_user, 'hoa_app', 'MEMBER') as ok`,
  );
  const useAppRole = rows[0]?.ok === true;

  // One statement per transaction start: the role and the request settings, all transaction-local.
  const begin = (tx: Tx, settings: Settings) => applySettings(tx, settings, useAppRole);

  return {
    kind: opened.kind,
    db: opened.db,
    withTenant: (scope, fn) =>
      opened.db.transaction(async (tx) => {
        await begin(tx, tenantSettings(scope));
        return fn(tx);
      }),
    withAuthLookup: (fn) =>
      opened.db.transaction(async (tx) => {
        await begin(tx, { 'app.auth_lookup': 'on' });
        return fn(tx);
      }),
    withScheduler: (fn) =>
      opened.db.transaction(async (tx) => {
        await begin(tx, { 'app.scheduler': 'on' });
        return fn(tx);
      }),
    executeSql: opened.executeSql,
    listen: opened.listen,
    close: () => opened.close(),
  };
}

type Settings = Record<string, string>;

function tenantSettings(scope: TenantScope): Settings {
  return {
    'app.company_id': String(scope.companyId),
    'app.user_id': scope.userId === null ? '' : String(scope.userId),
    'app.auth_lookup': '',
  };
}

async function applySettings(tx: Tx, settings: Settings, withAppRole = false): Promise<void> {
  const parts = Object.entries(settings).map(([k, v]) => sql`set_config(${k}, ${v}, true)`);
  if (withAppRole) parts.unshift(sql`set_config('role', 'hoa_app', true)`);
  await tx.execute(sql`select ${sql.join(parts, sql`, `)}`);
}

/** Switches the transaction's company and user; also ends any sign-in lookup. */
export function setTenant(tx: Tx, scope: TenantScope): Promise<void> {
  return applySettings(tx, tenantSettings(scope));
}

type Opened = Pick<Database, 'kind' | 'db' | 'executeSql' | 'listen' | 'close'>;

async function openServer(options: DatabaseOptions): Promise<Opened> {
  const pool = new pg.Pool({ connectionString: options.url, max: options.maxConnections ?? 10 });
  const db = drizzlePg(pool, { schema });
  await migratePg(db, { migrationsFolder });
  return {
    kind: 'postgres',
    db,
    executeSql: async (text, values) => {
      type Result = pg.QueryResult<Record<string, unknown>>;
      // Several statements answer with one result each.
      const result = (await pool.query(text, values)) as Result | Result[];
      return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
    },
    listen: (channel, onPayload) => listenOnServer(options.url ?? '', channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries); a dropped
 * connection is opened again after a few seconds.
 */
async function listenOnServer(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  const retry = () => {
    if (!stopped) setTimeout(() => void connect().catch(retry), 5_000);
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => {
      client = null;
      void next.end().catch(() => undefined);
      retry();
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end();
  };
}

/** How often the embedded database gathers statistics of its grown tables (ms). */
const analyzeEvery = 10 * 60_000;

/**
 * PGlite in a worker thread (PGliteThread), so a long statement leaves the server answering; its
 * tables get statistics after the migrations, after a long transaction and every ten minutes
 * (analyzeGrownTables), as PostgreSQL's autovacuum would give them.
 */
async function openEmbedded(options: DatabaseOptions): Promise<Opened> {
  let release: (() => Promise<void>) | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    const dir = path.resolve(options.dataDir);
    mkdirSync(dir, { recursive: true });
    // One process per data folder: PGlite would corrupt a folder opened twice.
    release = await lockfile.lock(dir, { lockfilePath: path.join(dir, '.lock'), stale: 15_000 });
    dataDir = path.join(dir, 'pg');
  }
  const analyze = () => void analyzeGrownTables(client).catch(() => undefined);
  let client: PGliteThread;
  try {
    client = await PGliteThread.open({
      dataDir,
      image: dataDir ? undefined : options.image,
      afterLongTransaction: analyze,
    });
  } catch (error) {
    if (release) await release();
    throw error;
  }
  const db = drizzlePglite(client as unknown as PGlite, { schema });
  await migratePglite(db, { migrationsFolder });
  await analyzeGrownTables(client);
  const timer = setInterval(analyze, analyzeEvery).unref();
  return {
    kind: 'pglite',
    db,
    // query() and exec() wait on the mutex that transaction() holds until it ends.
    executeSql: async (text, values) =>
      values === undefined
        ? ((await client.exec(text)).at(-1) ?? { rows: [] })
        : client.query(text, values),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: async () => {
      clearInterval(timer);
      await client.close();
      if (release) await release();
    },
  };
}

/**
 * An image of an in-memory PGlite data folder with every migration run (an uncompressed tar): an
 * embedded database opened from it starts in under a second instead of migrating for seconds.
 */
export async function migratedImage(): Promise<Blob> {
  const client = new PGlite({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
