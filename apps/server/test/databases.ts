import { openAsBlob } from 'node:fs';
import { openDatabase, type Database } from '@hoa/db';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/** Integration tests run on embedded PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: openEmbeddedTestDatabase }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openDatabase({ url, maxConnections: 4 }) });
  return list;
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
