import { openDatabase, type Database } from '@hoa/db';

export interface TestDatabase {
  name: 'pglite' | 'postgres';
  open(): Promise<Database>;
}

/** Integration tests run on embedded PGlite always, and on PostgreSQL when TEST_DATABASE_URL is set. */
export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: 'pglite', open: () => openDatabase({}) }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: 'postgres', open: () => openDatabase({ url, maxConnections: 4 }) });
  return list;
}
