import type { FastifyInstance } from 'fastify';
import type { Database } from '@hoa/db';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type AppOptions } from '../src/app';
import type { TestDatabase } from './databases';

export interface Harness {
  app: FastifyInstance;
  database: Database;
}

/**
 * Opens the database and the app once per describe block and closes both after it; options are
 * the app's (a test's own card provider).
 */
export function useApp(testDb: TestDatabase, options: Omit<AppOptions, 'database'> = {}): Harness {
  const harness = {} as Harness;
  beforeAll(async () => {
    harness.database = await testDb.open();
    harness.app = await buildApp({ ...options, database: harness.database });
  });
  afterAll(async () => {
    await harness.app.close();
    await harness.database.close();
  });
  return harness;
}
