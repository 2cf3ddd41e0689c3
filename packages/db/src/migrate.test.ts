import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate as drizzleMigrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { applyMigrations } from './migrate';
import { dbPackageRoot } from './package-root';
import { queryRows } from './rows';

const migrationsFolder = path.join(dbPackageRoot, 'migrations');

describe('applyMigrations', () => {
  const client = new PGlite({ extensions: { pg_trgm } });
  const db = drizzle(client);
  afterAll(() => client.close());

  const hasRetryColumn = async () =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from information_schema.columns
             where table_name = 'job_schedules' and column_name = 'retry_at'`,
      )
    )[0]?.n === 1;

  it('applies every migration once, then nothing', async () => {
    const all = readMigrationFiles({ migrationsFolder });
    expect(await applyMigrations(db, migrationsFolder)).toBe(all.length);
    expect(await applyMigrations(db, migrationsFolder)).toBe(0);
  });

  it('applies a migration dated before a recorded one, which drizzle’s migrator skips', async () => {
    // A database that missed 0097 (job_schedules.retry_at) while 0071, dated later, is recorded.
    const retry = readMigrationFiles({ migrationsFolder }).find((m) =>
      m.sql.some((s) => s.includes('"retry_at"')),
    );
    expect(retry).toBeDefined();
    await db.execute(sql`alter table job_schedules drop column retry_at`);
    await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${retry?.folderMillis}`,
    );
    await drizzleMigrate(db, { migrationsFolder });
    expect(await hasRetryColumn()).toBe(false);

    expect(await applyMigrations(db, migrationsFolder)).toBe(1);
    expect(await hasRetryColumn()).toBe(true);
  });
});
