import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { DemoSignIns, openDatabase, queryRows, sql, type Database } from '@hoa/db';
import { callApi, signIn } from '../test/api';
import { openEmbeddedTestDatabase } from '../test/databases';
import { buildApp } from './app';
import { bootstrapDatabase, demoSignInsOf } from './bootstrap';
import { readConfig } from './config';

const adminPassword = 'a long admin passphrase';

/** Every user: its name and whether it is a system administrator. */
async function usersOf(database: Database) {
  return database.withAuthLookup((tx) =>
    queryRows<{ user_name: string; is_system_admin: boolean }>(
      tx,
      sql`select user_name, is_system_admin from users order by id`,
    ),
  );
}

interface FreshDatabase {
  name: string;
  open(): Promise<{ database: Database; drop(): Promise<void> }>;
}

/** An empty embedded database, and (with TEST_DATABASE_URL) a new PostgreSQL database. */
function freshDatabases(): FreshDatabase[] {
  const list: FreshDatabase[] = [
    {
      name: 'pglite',
      open: async () => ({ database: await openEmbeddedTestDatabase(), drop: async () => {} }),
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    list.push({
      name: 'postgres',
      open: async () => {
        const server = await openDatabase({ url, maxConnections: 1 });
        const name = `bootstrap_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
        await server.executeSql(`create database ${name}`);
        const fresh = new URL(url);
        fresh.pathname = `/${name}`;
        const database = await openDatabase({ url: fresh.toString(), maxConnections: 2 });
        return {
          database,
          drop: async () => {
            await server.executeSql(`drop database if exists ${name}`);
            await server.close();
          },
        };
      },
    });
  }
  return list;
}

describe('the server configuration', () => {
  it('loads the demo on the embedded default or with DEMO=1 only', () => {
    const url = 'postgres://app@db/hoa';
    expect(readConfig({}).demo).toBe(true);
    expect(readConfig({ DEMO: '0' }).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: url }).demo).toBe(false);
    expect(readConfig({ DATABASE_URL: url, DEMO: '1' }).demo).toBe(true);
    expect(readConfig({ ADMIN_USER: ' owner ', ADMIN_PASSWORD: adminPassword }).admin).toEqual({
      userName: 'owner',
      password: adminPassword,
    });
    expect(readConfig({}).admin).toEqual({ userName: 'admin', password: undefined });
  });

  it('logs at info unless LOG_LEVEL says otherwise, and refuses a level pino does not know', () => {
    expect(readConfig({}).logLevel).toBe('info');
    expect(readConfig({ LOG_LEVEL: ' WARN ' }).logLevel).toBe('warn');
    expect(() => readConfig({ LOG_LEVEL: 'loud' })).toThrow(/Bad LOG_LEVEL: loud/);
  });
});

describe.each(freshDatabases())('first start on $name', (fresh) => {
  const opened: { drop(): Promise<void>; database: Database }[] = [];
  const open = async () => {
    const one = await fresh.open();
    opened.push(one);
    return one.database;
  };
  afterAll(async () => {
    for (const one of opened) {
      await one.database.close();
      await one.drop();
    }
  });

  it('without DEMO makes one administrator with ADMIN_PASSWORD and no demo user', async () => {
    const database = await open();
    const config = readConfig({
      DATABASE_URL: 'postgres://app@db/hoa',
      ADMIN_PASSWORD: adminPassword,
    });
    expect(await bootstrapDatabase(database, config)).toEqual({
      kind: 'administrator',
      userName: 'admin',
      generatedPassword: null,
    });
    expect(await usersOf(database)).toEqual([{ user_name: 'admin', is_system_admin: true }]);
    const app = await buildApp({ database });
    try {
      // No demo sign-ins on the sign-in page of a database made for real use.
      const hints = await callApi(app, contract.auth.GetSignInHints);
      expect(hints).toMatchObject({ status: 200, body: { demoSignIns: [] } });
      const demo = await callApi(app, contract.auth.Login, {
        body: { userName: 'admin', password: 'demo' },
      });
      expect(demo.status).toBe(401);
      const token = await signIn(app, 'admin', adminPassword);
      const session = await callApi(app, contract.auth.GetSession, {}, token);
      expect(session.body).toMatchObject({
        IsSystemAdmin: true,
        CompanyName: 'Management company',
      });
      expect(session.body.Claims.find((c) => c.Claim === 'maintainuser')).toMatchObject({
        CanUpdate: true,
      });
    } finally {
      await app.close();
    }
    // The next start leaves it as it is, and lists no demo sign-ins even where the demo would load
    // on an empty database (the embedded default; an admin named admin, as the demo's).
    const restart = await bootstrapDatabase(database, { ...config, demo: true });
    expect(restart).toEqual({ kind: 'existing' });
    expect(await usersOf(database)).toHaveLength(1);
    expect(
      await demoSignInsOf(database, config, {
        kind: 'administrator',
        userName: 'admin',
        generatedPassword: null,
      }),
    ).toEqual([]);
    expect(await demoSignInsOf(database, { demo: true }, restart)).toEqual([]);
  });

  it('generates a strong password when ADMIN_PASSWORD is not set, and refuses a weak one', async () => {
    const database = await open();
    const weak = readConfig({ DEMO: '0', ADMIN_PASSWORD: 'admin' });
    await expect(bootstrapDatabase(database, weak)).rejects.toThrow(/ADMIN_PASSWORD/);
    const result = await bootstrapDatabase(database, readConfig({ DEMO: '0', ADMIN_USER: 'Boss' }));
    if (result.kind !== 'administrator') throw new Error(result.kind);
    expect(result.generatedPassword).toMatch(/^[\w-]{24}$/);
    const app = await buildApp({ database });
    try {
      expect(await signIn(app, 'boss', result.generatedPassword ?? '')).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});

describe('first start with DEMO=1', () => {
  it('loads the demo company and its sign-ins', async () => {
    const database = await openEmbeddedTestDatabase();
    try {
      const result = await bootstrapDatabase(
        database,
        readConfig({ DATABASE_URL: 'postgres://app@db/hoa', DEMO: '1' }),
      );
      expect(result.kind).toBe('demo');
      expect((await usersOf(database)).map((u) => u.user_name)).toEqual(
        DemoSignIns.map((s) => s.userName),
      );
      // Listed now and at later starts where the demo loads; the sign-in page shows them.
      const config = { demo: true };
      expect(await demoSignInsOf(database, config, result)).toBe(DemoSignIns);
      expect(await demoSignInsOf(database, config, { kind: 'existing' })).toBe(DemoSignIns);
      expect(await demoSignInsOf(database, { demo: false }, { kind: 'existing' })).toEqual([]);
      const app = await buildApp({
        database,
        demoSignIns: await demoSignInsOf(database, config, result),
      });
      try {
        const hints = await callApi(app, contract.auth.GetSignInHints);
        expect(hints.status).toBe(200);
        expect(hints.body.demoSignIns.map((s) => s.userName)).toEqual([
          'admin',
          'manager',
          'accountant',
          'board',
          'treasurer',
          'partner',
        ]);
        expect(hints.body.demoSignIns.every((s) => s.password === 'demo')).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
