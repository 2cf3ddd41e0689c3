import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { queryRows } from './rows';
import type { Db } from './types';

/**
 * The migrations a database has not had yet, in the journal's order, in one transaction, each
 * recorded as drizzle records it (drizzle.__drizzle_migrations: hash, created_at = the journal's
 * `when`), so a database migrated before reads the same.
 *
 * drizzle's own migrator applies only the migrations dated after the newest one recorded. One
 * migration (0071) is dated two days ahead of those that follow it, so on a database migrated
 * past 0071 it would skip every later migration dated before that day — silently, leaving the
 * database short of tables the code uses. A migration counts as applied here when its date or its
 * hash is recorded, whatever the dates of the others.
 */
export async function applyMigrations(db: Db, migrationsFolder: string): Promise<number> {
  const migrations = readMigrationFiles({ migrationsFolder });
  await db.execute(sql`create schema if not exists drizzle`);
  await db.execute(
    sql`create table if not exists drizzle.__drizzle_migrations
          (id serial primary key, hash text not null, created_at bigint)`,
  );
  return db.transaction(async (tx) => {
    // Two servers started at once migrate one after the other (the second finds nothing to do).
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${'hoa-migrations'}, 0))`);
    const recorded = await queryRows<{ hash: string; createdAt: string | number | null }>(
      tx,
      sql`select hash, created_at as "createdAt" from drizzle.__drizzle_migrations`,
    );
    const dates = new Set(recorded.map((r) => Number(r.createdAt)));
    const hashes = new Set(recorded.map((r) => r.hash));
    const missing = migrations.filter((m) => !dates.has(m.folderMillis) && !hashes.has(m.hash));
    for (const migration of missing) {
      for (const statement of migration.sql) await tx.execute(sql.raw(statement));
      await tx.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at)
              values (${migration.hash}, ${migration.folderMillis})`,
      );
    }
    return missing.length;
  });
}
