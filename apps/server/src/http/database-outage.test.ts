import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { contract, endpoint } from '@hoa/contract';
import { openDatabase, sql, type Database } from '@hoa/db';
import { callApi } from '../../test/api';
import { testDatabases } from '../../test/databases';
import { createTestCompany, testPassword, type TestCompany } from '../../test/factories';
import { buildApp } from '../app';
import { openJobRunner } from '../jobs/job-runner';
import { bindReport } from '../modules/reports/report-route';
import { storeOrTemporary } from '../files/open-file-store';
import { printVendorOrTemporary } from '../print/drop-folder-print-vendor';
import { bind } from './bind';
import { DatabaseMessages, installErrorHandler } from './errors';
import { SandboxCardProvider } from '../modules/portal-payments/provider/index';

// The readiness check runs on the one database of this run: PostgreSQL when TEST_DATABASE_URL is
// set, else the embedded one. Terminated connections and statement timeouts are PostgreSQL's.
const serverUrl = process.env.TEST_DATABASE_URL;
const testDb = testDatabases().at(-1);
if (!testDb) throw new Error('no test database');

describe(`GET /api/health/ready on ${testDb.name}`, () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => database.close());

  it('answers ready while the database answers, 503 with a message while it does not', async () => {
    const app = await buildApp({ database });
    const ready = await callApi(app, contract.health.GetReadiness);
    expect(ready).toMatchObject({ status: 200, body: { status: 'ready' } });
    await app.close();

    const refusing = new Error('connect ECONNREFUSED 127.0.0.1:5432');
    const down = await buildApp({
      database: { ...database, executeSql: () => Promise.reject(refusing) },
    });
    const notReady = await callApi(down, contract.health.GetReadiness);
    expect(notReady.status).toBe(503);
    expect(notReady.errorMessage).toBe(DatabaseMessages.unreachable);
    // Liveness is the process's own: it still answers.
    expect((await callApi(down, contract.health.GetHealth)).status).toBe(200);
    await down.close();
  });
});

/** The URL with an application_name of this test's own: only its connections are terminated. */
function named(url: string, prefix: string): { url: string; name: string } {
  const name = `${prefix}-${randomUUID().slice(0, 8)}`;
  const u = new URL(url);
  u.searchParams.set('application_name', name);
  return { url: u.toString(), name };
}

for (const url of serverUrl ? [serverUrl] : []) {
  describe('the API on PostgreSQL when its database fails', () => {
    let admin: Database;
    let company: TestCompany;
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    beforeAll(async () => {
      admin = await openDatabase({ url, maxConnections: 2 });
      company = await createTestCompany(admin);
      process.on('uncaughtException', onUncaught);
    });
    afterAll(async () => {
      process.off('uncaughtException', onUncaught);
      await admin.close();
    });

    const terminate = async (name: string) => {
      const { rows } = await admin.executeSql(
        `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
         where application_name = $1`,
        [name],
      );
      return (rows[0] as { n: number }).n;
    };
    const signIn = (app: Awaited<ReturnType<typeof buildApp>>) =>
      callApi(app, contract.auth.Login, {
        body: { userName: company.admin.userName, password: testPassword },
      });

    /** Holds the admin's user row: a sign-in waits on it (its token row refers to the user). */
    const holdUserRow = async () => {
      let release = () => undefined as void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let locked = () => undefined as void;
      const isLocked = new Promise<void>((resolve) => (locked = resolve));
      const held = admin.db.transaction(async (tx) => {
        await tx.execute(sql`select 1 from users where id = ${company.admin.userId} for update`);
        locked();
        await released;
      });
      await isLocked;
      return async () => {
        release();
        await held;
      };
    };
    const waitingOnLock = async (name: string) => {
      const { rows } = await admin.executeSql(
        `select count(*)::int as n from pg_stat_activity
         where application_name = $1 and wait_event_type = 'Lock'`,
        [name],
      );
      return (rows[0] as { n: number }).n;
    };

    it('fails the requests in flight with 503 when their connections are terminated, then serves again', async () => {
      const pool = named(url, 'hoa-api-test');
      const dropped: Error[] = [];
      const database = await openDatabase({
        url: pool.url,
        maxConnections: 3,
        onConnectionError: (error) => dropped.push(error),
      });
      const app = await buildApp({ database });
      try {
        const release = await holdUserRow();
        const calls = Array.from({ length: 6 }, () => signIn(app));
        await vi.waitFor(async () => expect(await waitingOnLock(pool.name)).toBe(3), {
          timeout: 20_000,
          interval: 100,
        });
        expect(await terminate(pool.name)).toBeGreaterThanOrEqual(3);
        await release();
        const results = await Promise.all(calls);

        const failed = results.filter((r) => r.status === 503);
        expect(failed.length).toBeGreaterThanOrEqual(3);
        for (const r of failed) expect(r.errorMessage).toBe(DatabaseMessages.unreachable);
        expect(results.every((r) => r.status === 200 || r.status === 503)).toBe(true);
        expect(uncaught).toEqual([]);

        // The next requests get new connections.
        const again = await signIn(app);
        expect(again.status).toBe(200);
        const roles = await callApi(app, contract.roles.GetRoles, {}, again.body.token);
        expect(roles.status).toBe(200);
        expect((await callApi(app, contract.health.GetReadiness)).status).toBe(200);

        // Idle connections terminated between requests are dropped by the pool, not the process.
        const before = dropped.length;
        const idle = await terminate(pool.name);
        expect(idle).toBeGreaterThanOrEqual(1);
        await vi.waitFor(() => expect(dropped.length).toBeGreaterThanOrEqual(before + idle), {
          timeout: 5_000,
        });
        // A connection the server ended may still be handed out once before the pool hears of
        // it: that request answers 503, the next ones get live connections.
        await vi.waitFor(
          async () =>
            expect((await callApi(app, contract.roles.GetRoles, {}, again.body.token)).status).toBe(
              200,
            ),
          { timeout: 5_000, interval: 100 },
        );
        expect(uncaught).toEqual([]);
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('keeps the background jobs running when pg-boss’s connections are terminated', async () => {
      const jobsPool = named(url, 'hoa-jobs-test');
      const database = await openDatabase({ url, maxConnections: 2 });
      const jobs = await openJobRunner(database, {
        databaseUrl: jobsPool.url,
        pollingIntervalSeconds: 0.5,
      });
      try {
        const queue = `outage-${randomUUID().slice(0, 8)}`;
        const seen: number[] = [];
        await jobs.work(queue, (data) => Promise.resolve(seen.push(data.companyId)));
        await vi.waitFor(
          async () => {
            const { rows } = await admin.executeSql(
              'select count(*)::int as n from pg_stat_activity where application_name = $1',
              [jobsPool.name],
            );
            expect((rows[0] as { n: number }).n).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 100 },
        );
        expect(await terminate(jobsPool.name)).toBeGreaterThan(0);
        // A send on a connection the pool has not yet seen closed fails; the next one is new.
        await vi.waitFor(() => jobs.send(queue, { companyId: company.companyId }), {
          timeout: 10_000,
          interval: 200,
        });
        await vi.waitFor(() => expect(seen).toContain(company.companyId), {
          timeout: 20_000,
          interval: 100,
        });
        expect(uncaught).toEqual([]);
      } finally {
        await jobs.stop();
        await database.close();
      }
    });

    it('answers 503 when a statement runs past the statement timeout', async () => {
      const pool = named(url, 'hoa-api-test');
      const database = await openDatabase({ url: pool.url, statementTimeoutMs: 300 });
      const app = await buildApp({ database });
      try {
        const release = await holdUserRow();
        const slow = await signIn(app).finally(release);
        expect(slow.status).toBe(503);
        expect(slow.errorMessage).toBe(DatabaseMessages.timedOut);
        expect((await signIn(app)).status).toBe(200);
      } finally {
        await app.close();
        await database.close();
      }
    });

    it('gives the reports a longer statement timeout than other calls', async () => {
      const database = await openDatabase({ url, statementTimeoutMs: 300 });
      const app = Fastify();
      app.setValidatorCompiler(validatorCompiler);
      app.setSerializerCompiler(serializerCompiler);
      installErrorHandler(app);
      const deps = {
        database,
        files: storeOrTemporary(app, undefined),
        printVendor: printVendorOrTemporary(app, undefined),
        cardProvider: new SandboxCardProvider(),
        backgroundJobs: false,
        sessionIdleMs: 30 * 60_000,
      };
      const sleep = (tx: Parameters<Parameters<Database['withTenant']>[1]>[0]) =>
        tx.execute(sql`select pg_sleep(0.6)`);
      bindReport(app, deps, contract.reports.TrialBalance, 'glaccounts', async (ctx) => {
        await sleep(ctx.tx);
        return { title: 'Slow', subtitle: [], columns: [], rows: [], fileName: 'slow' };
      });
      const SlowCall = endpoint({
        method: 'GET',
        path: '/api/Test/Slow',
        summary: 'A call that sleeps',
        response: z.object({}),
      });
      bind(app, deps, SlowCall, async (ctx) => {
        await sleep(ctx.tx);
        return {};
      });
      await app.ready();
      try {
        const api = await buildApp({ database });
        const token = (await signIn(api)).body.token;
        await api.close();
        const report = await callApi(
          app,
          contract.reports.TrialBalance,
          { query: { communityAgentId: company.communityIds[0] ?? 0 } },
          token,
        );
        expect(report.status).toBe(200);
        const call = await callApi(app, SlowCall, {}, token);
        expect(call.status).toBe(503);
        expect(call.errorMessage).toBe(DatabaseMessages.timedOut);
      } finally {
        await app.close();
        await database.close();
      }
    });
  });
}
