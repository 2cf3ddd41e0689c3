import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { migratedImage, openDatabase } from '@hoa/db';
import pg from 'pg';
import { pgliteImageVariable } from './databases';

// Every run of the integration tests gets a PostgreSQL database of its own, migrated from the
// migrations as they are now: a database left behind by an earlier run (or an earlier version of a
// migration) never decides what the tests see. Databases of runs that died are dropped after a day.
// The embedded databases start from one image of a migrated PGlite written for the run: opening
// one then takes under a second instead of five of migrations, in every test file.

const prefix = 'hoa_test_';
const staleAfterMs = 24 * 60 * 60 * 1000;

async function withServer<T>(url: URL, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function dropStale(client: pg.Client): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like $1`,
    [`${prefix}%`],
  );
  for (const { datname } of rows) {
    const started = Number(datname.slice(prefix.length).split('_')[0]);
    if (Number.isFinite(started) && Date.now() - started > staleAfterMs)
      await client.query(`drop database if exists "${datname}" with (force)`);
  }
}

export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'hoa-pglite-image-'));
  const file = path.join(dir, 'migrated.tar');
  // The server's database migrates in its own processes while the embedded image is made here.
  const [, dropServerDatabase] = await Promise.all([
    migratedImage().then(async (image) =>
      writeFile(file, new Uint8Array(await image.arrayBuffer())),
    ),
    setupServerDatabase(),
  ]);
  process.env[pgliteImageVariable] = file;
  return async () => {
    await rm(dir, { recursive: true, force: true });
    if (dropServerDatabase) await dropServerDatabase();
  };
}

async function setupServerDatabase(): Promise<(() => Promise<void>) | undefined> {
  const given = process.env.TEST_DATABASE_URL;
  if (!given) return undefined;
  const server = new URL(given);
  const name = `${prefix}${String(Date.now())}_${String(process.pid)}`;
  const created = await withServer(server, async (client) => {
    await dropStale(client);
    try {
      await client.query(`create database "${name}"`);
      return true;
    } catch {
      return false; // No CREATEDB: the given database is used as it is.
    }
  });
  const url = new URL(given);
  if (created) url.pathname = `/${name}`;
  process.env.TEST_DATABASE_URL = url.toString();
  const database = await openDatabase({ url: url.toString(), maxConnections: 1 });
  await database.close();
  if (!created) return undefined;
  return () =>
    withServer(server, async (client) => {
      await client.query(`drop database if exists "${name}" with (force)`);
    });
}
