import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { openDatabase, queryRows, sql, type Database } from '@hoa/db';
import { callApi, signIn } from '../../test/api';
import { completedRequest } from '../../test/collection-requests';
import { testDatabases } from '../../test/databases';
import { createTestCompany } from '../../test/factories';
import { buildApp } from '../app';
import { openJobRunner } from '../jobs/job-runner';
import { installJobSchema } from '../jobs/job-schema';
import { startCollectionRequests } from '../jobs/collection-requests';

// Least privilege is PostgreSQL's: with one database (the embedded one, or a single
// DATABASE_URL) the app logs in as the owner, as this run's own database shows.
const serverUrl = process.env.TEST_DATABASE_URL;
const testDb = testDatabases().at(-1);
if (!testDb) throw new Error('no test database');

describe(`one database URL on ${testDb.name}`, () => {
  it('migrates and serves with the one login, as before', async () => {
    const database = await testDb.open();
    const app = await buildApp({ database });
    try {
      const c = await createTestCompany(database);
      const token = await signIn(app, c.admin.userName);
      expect((await callApi(app, contract.roles.GetRoles, {}, token)).status).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

for (const ownerUrl of serverUrl ? [serverUrl] : []) {
  describe('the app on PostgreSQL logged in as a role of its own', () => {
    // Roles are the cluster's: a name of this run's own, dropped afterwards.
    const login = `hoa_login_${randomUUID().slice(0, 8)}`;
    const password = randomUUID();
    const loginUrl = new URL(ownerUrl);
    loginUrl.username = login;
    loginUrl.password = password;
    let owner: Database;
    let database: Database;
    beforeAll(async () => {
      owner = await openDatabase({ url: ownerUrl, maxConnections: 2 });
      // What the operator runs (README): a login with no rights of its own.
      await owner.executeSql(`CREATE ROLE ${login} LOGIN PASSWORD '${password}'`);
      database = await openDatabase({
        url: loginUrl.toString(),
        migrationUrl: ownerUrl,
        ownerSetup: installJobSchema,
        maxConnections: 4,
      });
    });
    afterAll(async () => {
      await database.close();
      await owner.executeSql(`DROP OWNED BY ${login}`);
      await owner.executeSql(`DROP ROLE ${login}`);
      await owner.close();
    });

    it('is neither superuser, BYPASSRLS nor the owner of the tables', async () => {
      const { rows } = await database.executeSql(
        `select session_user as login, r.rolsuper, r.rolbypassrls,
           (select count(*)::int from pg_class c where c.relowner = r.oid) as owned,
           (select tableowner from pg_tables where schemaname = 'public' and tablename = 'users')
             as users_owner
         from pg_roles r where r.rolname = session_user`,
      );
      expect(rows[0]).toEqual({
        login,
        rolsuper: false,
        rolbypassrls: false,
        owned: 0,
        users_owner: expect.not.stringMatching(login) as unknown,
      });
    });

    it('cannot leave the app role for another company’s rows', async () => {
      const a = await createTestCompany(database);
      const b = await createTestCompany(database);
      const asA = <T>(fn: Parameters<Database['withTenant']>[1]) =>
        database.withTenant({ companyId: a.companyId, userId: null }, fn) as Promise<T>;
      const othersAfterReset = await asA(async (tx) => {
        await tx.execute(sql`reset role`);
        return queryRows<{ n: number }>(
          tx,
          sql`select (select count(*)::int from users where company_id = ${b.companyId})
                   + (select count(*)::int from companies where id = ${b.companyId}) as n`,
        );
      }).catch((error: unknown) => error);
      // Either refused outright or, under row-level security, nothing of company B.
      if (Array.isArray(othersAfterReset)) expect(othersAfterReset).toEqual([{ n: 0 }]);
      else expect(String((othersAfterReset as Error).cause ?? othersAfterReset)).toMatch(/denied/);
      await expect(asA((tx) => tx.execute(sql`set role postgres`))).rejects.toThrow();
      const { rows } = await database.executeSql(
        `select count(*)::int as n from users where company_id = $1`,
        [b.companyId],
      );
      expect(rows).toEqual([{ n: 0 }]);
    });

    it('signs in and serves a company’s calls through that login', async () => {
      const app = await buildApp({ database });
      try {
        const c = await createTestCompany(database);
        const token = await signIn(app, c.admin.userName);
        const roles = await callApi(app, contract.roles.GetRoles, {}, token);
        expect(roles.status).toBe(200);
        expect(roles.body.length).toBeGreaterThan(0);
      } finally {
        await app.close();
      }
    });

    it('queues a user request with ids only and runs it on pg-boss through that login', async () => {
      const app = await buildApp({ database, backgroundJobs: true });
      const jobs = await openJobRunner(database, {
        databaseUrl: loginUrl.toString(),
        pollingIntervalSeconds: 0.5,
      });
      try {
        await startCollectionRequests(database, jobs);
        const c = await createTestCompany(database);
        const token = await signIn(app, c.admin.userName);
        const communityId = c.communityIds[0] ?? 0;
        const queued = await callApi(
          app,
          contract.collections.EnqueueAccrueRequest,
          { body: { PostDate: '2026-02-15', Communities: [{ CommunityAgentId: communityId }] } },
          token,
        );
        expect(queued.status).toBe(200);
        const { rows } = await database.executeSql('select data from pgboss.job where id = $1', [
          queued.body.RequestId,
        ]);
        const data = (rows[0] as { data: Record<string, unknown> }).data;
        expect(Object.keys(data).sort()).toEqual([
          'communityAgentIds',
          'companyId',
          'request',
          'userId',
        ]);
        expect(JSON.stringify(data)).not.toMatch(/email|grants|@/i);
        await completedRequest(app, queued.body.RequestId, token);
      } finally {
        await jobs.stop();
        await app.close();
      }
    });

    it('refuses to grant a login that would see past row-level security', async () => {
      await expect(openDatabase({ url: ownerUrl, migrationUrl: ownerUrl })).rejects.toThrow(
        /neither superuser, BYPASSRLS nor the owner/,
      );
    });
  });
}
