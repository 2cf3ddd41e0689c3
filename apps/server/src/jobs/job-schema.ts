import PgBoss from 'pg-boss';
import type { ExecuteSql } from '@hoa/db';

/**
 * Creates or migrates pg-boss's schema on the owner's connection (MIGRATION_DATABASE_URL), before
 * the owner grants the app's login its tables (migration 0050): the login creates nothing.
 */
export async function installJobSchema(executeSql: ExecuteSql): Promise<void> {
  const boss = new PgBoss({ db: { executeSql }, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}
