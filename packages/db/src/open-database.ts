import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { queryRows } from './rows';
import { applyMigrations } from './migrate';
import type { Db, Tx } from './types';
import { pgliteParsers, registerInt8Parsers } from './int8';
import { analyzeGrownTables } from './embedded/analyze';
import { PGliteThread, pgliteBinaries } from './embedded/pglite-thread';
import { dbPackageRoot } from './package-root';
import {
  ApiApplicationName,
  openServerPool,
  poolTransaction,
  ReplicaApplicationName,
  type StartedTransaction,
} from './server-pool';
import {
  settingsStatement,
  tenantSettings,
  type Settings,
  type TenantScope,
} from './transaction-settings';

export interface DatabaseOptions {
  /** A PostgreSQL server; without it the embedded PGlite is used. */
  url?: string;
  /**
   * The database owner's login on the same server (MIGRATION_DATABASE_URL): the migrations run
   * there, then `ownerSetup`, then the owner grants the login of `url` what the app needs
   * (app_grant_login, migration 0050). Without it the migrations run on `url` as today.
   */
  migrationUrl?: string;
  /**
   * A streaming read replica of `url` (DATABASE_REPLICA_URL): withTenantRead's transactions (the
   * reports) run there, in a pool of their own; nothing else does. Needs `url`.
   */
  replicaUrl?: string;
  /** More setup the owner runs after the migrations (pg-boss's schema), before the grants. */
  ownerSetup?: (executeSql: ExecuteSql) => Promise<void>;
  /** PostgreSQL's statement_timeout for the app's connections; reports get a longer one. */
  statementTimeoutMs?: number;
  /** Told of a connection the server dropped (the pool opens a new one for the next query). */
  onConnectionError?: (error: Error) => void;
  /** PGlite data folder; omitted means in memory. */
  dataDir?: string;
  /**
   * PGlite runs in a worker thread (the default), so a long statement leaves the caller's thread
   * free; false runs it on the caller's thread, which opens and answers faster where nothing else
   * has to stay responsive (the integration tests open a database per test file).
   */
  embeddedThread?: boolean;
  /** Pool size for a server connection. */
  maxConnections?: number;
  /**
   * An in-memory PGlite started from this image of a data folder (`migratedImage`) instead of an
   * empty one: the migrations it holds are not run again.
   */
  image?: Blob;
}

export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** statement_timeout on PostgreSQL unless configured (STATEMENT_TIMEOUT_MS). */
export const DefaultStatementTimeoutMs = 30_000;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Runs fn in a transaction as the app role, scoped by row-level security to one company. */
  withTenant<T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /**
   * withTenant's transaction made READ ONLY, for reads that may lag the last writes by the
   * replication delay (the reports): on the read replica when there is one, else on the primary.
   */
  withTenantRead<T>(scope: TenantScope, fn: (tx: Tx) => Promise<T>): Promise<T>;
  /** Where withTenantRead's transactions run. */
  reads: 'replica' | 'primary';
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
  executeSql: ExecuteSql;
  /**
   * Calls onPayload with the payload of every NOTIFY on channel, which PostgreSQL delivers when the
   * notifying transaction commits. Resolves to a function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = path.join(dbPackageRoot, 'migrations');

export async function openDatabase(options: DatabaseOptions = {}): Promise<Database> {
  if (options.replicaUrl && !options.url)
    throw new Error(
      'A read replica (DATABASE_REPLICA_URL) needs a PostgreSQL server (DATABASE_URL).',
    );
  const opened = options.url ? await openServer(options) : await openEmbedded(options);
  const rows = await queryRows<{ ok: boolean }>(
    opened.db,
    sql`select exists (select 1 from pg_roles where rolname = 'hoa_app')
        and pg_has_role(current_user, 'hoa_app', 'MEMBER') as ok`,
  );
  const useAppRole = rows[0]?.ok === true;
  // One statement per transaction start: the role and the request settings, all transaction-local
  // (on a server sent with the BEGIN, in one round trip).
  const transaction = <T>(settings: Settings, fn: (tx: Tx) => Promise<T>) =>
    opened.transaction(settingsStatement(settings, useAppRole), fn);
  const start = (scope: TenantScope) => settingsStatement(tenantSettings(scope), useAppRole);

  return {
    kind: opened.kind,
    db: opened.db,
    withTenant: (scope, fn) => transaction(tenantSettings(scope), fn),
    withTenantRead: (scope, fn) => opened.readTransaction(start(scope), fn),
    reads: opened.reads,
    withAuthLookup: (fn) => transaction({ 'app.auth_lookup': 'on' }, fn),
    withScheduler: (fn) => transaction({ 'app.scheduler': 'on' }, fn),
    executeSql: opened.executeSql,
    listen: opened.listen,
    close: () => opened.close(),
  };
}

type Opened = Pick<Database, 'kind' | 'db' | 'reads' | 'executeSql' | 'listen' | 'close'> & {
  /** A transaction of the app's that runs `start` (a statement without parameters) first. */
  transaction: StartedTransaction;
  /** The same, READ ONLY, where withTenantRead reads. */
  readTransaction: <T>(start: string, fn: (tx: Tx) => Promise<T>) => Promise<T>;
};

async function openServer(options: DatabaseOptions): Promise<Opened> {
  registerInt8Parsers();
  const url = options.url ?? '';
  const onConnectionError =
    options.onConnectionError ??
    ((error: Error) => console.error(`Database connection lost: ${error.message}`));
  const poolOptions = {
    max: options.maxConnections ?? 10,
    statementTimeoutMs: options.statementTimeoutMs ?? DefaultStatementTimeoutMs,
    onConnectionError,
  };
  const pool = openServerPool({ ...poolOptions, url, applicationName: ApiApplicationName });
  const executeSql: ExecuteSql = async (text, values) => {
    type Result = pg.QueryResult<Record<string, unknown>>;
    // Several statements answer with one result each.
    const result = (await pool.query(text, values)) as Result | Result[];
    return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
  };
  try {
    if (options.migrationUrl) {
      await prepareAsOwner(options.migrationUrl, options.ownerSetup, executeSql);
    } else {
      await migrateOn(url);
    }
  } catch (error) {
    await pool.end();
    throw error;
  }
  // The replica is a copy of the primary (streaming replication): nothing to migrate there.
  const replica = options.replicaUrl
    ? openServerPool({
        ...poolOptions,
        url: options.replicaUrl,
        applicationName: ReplicaApplicationName,
      })
    : null;
  const transaction = poolTransaction(pool);
  const replicaTransaction = replica ? poolTransaction(replica) : null;
  return {
    kind: 'postgres',
    db: drizzlePg(pool),
    reads: replica ? 'replica' : 'primary',
    transaction,
    readTransaction: (start, fn) => (replicaTransaction ?? transaction)(start, fn, 'read only'),
    executeSql,
    listen: (channel, onPayload) => listenOnServer(url, channel, onPayload),
    close: async () => {
      await replica?.end();
      await pool.end();
    },
  };
}

/** The migrations on a connection of their own, without the app's statement timeout. */
async function migrateOn(url: string, then?: (executeSql: ExecuteSql) => Promise<void>) {
  const pool = new pg.Pool({ connectionString: url, max: 1, application_name: 'hoa-migrate' });
  pool.on('error', () => undefined); // its one query fails instead
  try {
    await applyMigrations(drizzlePg(pool), migrationsFolder);
    await then?.((text, values) => pool.query(text, values));
  } finally {
    await pool.end();
  }
}

/**
 * Two logins: the owner migrates, runs ownerSetup, and grants the app's login (found as the
 * current_user of its pool) membership of hoa_app and the rights on pg-boss's schema.
 */
async function prepareAsOwner(
  migrationUrl: string,
  ownerSetup: DatabaseOptions['ownerSetup'],
  appSql: ExecuteSql,
): Promise<void> {
  const { rows } = await appSql('select current_user as login');
  const login = (rows[0] as { login: string }).login;
  await migrateOn(migrationUrl, async (ownerSql) => {
    await ownerSetup?.(ownerSql);
    await ownerSql('select app_grant_login($1)', [login]);
  });
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
/** A transaction that runs this long (ms) is followed by statistics of the grown tables. */
const longTransaction = 1_000;

/** PGlite on the caller's thread, from the same compiled WebAssembly as the worker threads. */
async function openInThread(options: { dataDir?: string; image?: Blob }): Promise<PGlite> {
  const { wasmModule, fsBundle } = await pgliteBinaries();
  // The compiled module is typed `unknown` here: this package's TypeScript has no WebAssembly types.
  const settings = {
    extensions: { pg_trgm },
    parsers: pgliteParsers,
    loadDataDir: options.image,
    wasmModule,
    fsBundle: new Blob([fsBundle]),
  } as PGliteOptions;
  const client = options.dataDir ? new PGlite(options.dataDir, settings) : new PGlite(settings);
  await client.waitReady;
  return client;
}

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
  let client: PGlite | PGliteThread;
  const analyze = () => void analyzeGrownTables(client).catch(() => undefined);
  const image = dataDir ? undefined : options.image;
  try {
    client =
      options.embeddedThread === false
        ? await openInThread({ dataDir, image })
        : await PGliteThread.open({ dataDir, image });
  } catch (error) {
    if (release) await release();
    throw error;
  }
  const db = drizzlePglite(client as PGlite);
  await applyMigrations(db, migrationsFolder);
  await analyzeGrownTables(client);
  const timer = setInterval(analyze, analyzeEvery).unref();
  // A transaction of a second or more (a batch write, typically) is followed by statistics.
  const transaction: StartedTransaction = async (start, fn, accessMode = 'read write') => {
    const started = performance.now();
    try {
      return await db.transaction(
        async (tx) => {
          await tx.execute(sql.raw(start));
          return fn(tx);
        },
        { accessMode },
      );
    } finally {
      if (performance.now() - started >= longTransaction) analyze();
    }
  };
  return {
    kind: 'pglite',
    db,
    reads: 'primary',
    transaction,
    readTransaction: (start, fn) => transaction(start, fn, 'read only'),
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
    await applyMigrations(drizzlePglite(client), migrationsFolder);
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}
