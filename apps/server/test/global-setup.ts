import { openDatabase } from '@hoa/db';

// Migrate the shared PostgreSQL test database once, before parallel test files open it.
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const database = await openDatabase({ url, maxConnections: 1 });
  await database.close();
}
