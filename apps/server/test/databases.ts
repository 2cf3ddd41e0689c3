import { openAsBlob } from 'node:fs';
import { openDatabase, type Database } from '@hoa/db';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/**
 * Integration tests run on embedded PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set.
 * Each test makes its own data, so the test files of a worker share one embedded database, as the
 * whole run shares one PostgreSQL database (global-setup.ts).
 */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: sharedEmbeddedTestDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openDatabase({ url, maxConnections: 4 }) });
  return list;
}

let workerDatabase: Promise<Database> | undefined;

/**
 * The embedded database of this test worker, opened by its first test file and kept for the
 * others (the files share the worker's modules, vitest.config.ts): starting PGlite costs two to
 * three seconds of processor time, once per worker instead of once per file. Closing it is the
 * worker's exit.
 */
async function sharedEmbeddedTestDatabase(): Promise<Database> {
  workerDatabase ??= openEmbeddedTestDatabase();
  const database = await workerDatabase;
  return { ...database, close: async () => {} };
}

/** The environment variable naming the migrated PGlite image the global setup writes. */
export const pgliteImageVariable = 'TEST_PGLITE_IMAGE';

/**
 * An in-memory PGlite, started from the run's migrated image when there is one. It runs on the
 * test's thread (a worker thread per test database made the run three times slower), unless asked
 * for the server's worker thread (`thread`, or TEST_PGLITE_THREAD=1 for the whole run).
 */
export async function openEmbeddedTestDatabase({
  thread = process.env.TEST_PGLITE_THREAD === '1',
} = {}): Promise<Database> {
  const file = process.env[pgliteImageVariable];
  return openDatabase({
    image: file ? await openAsBlob(file) : undefined,
    embeddedThread: thread,
  });
}
