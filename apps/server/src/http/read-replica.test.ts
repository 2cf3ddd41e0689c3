import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { openDatabase, queryRows, sql, type Database } from '@hoa/db';
import { callApi } from '../../test/api';
import type { Harness } from '../../test/app-harness';
import { testDatabases } from '../../test/databases';
import { entryBody, journalBooks, type JournalBooks } from '../../test/journal-factories';
import { buildApp } from '../app';
import { readConfig } from '../config';

// DATABASE_REPLICA_URL: the reports and the GL history read in READ ONLY transactions on a pool of
// their own (the replica's); everything else stays on the primary. Here the "replica" is the test
// database itself under an application_name of the test's own, so its backends can be told apart.

describe.each(testDatabases())('report reads on $name', (testDb) => {
  let database: Database;
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(() => database.close());

  it('runs withTenantRead in a read-only transaction of the tenant', async () => {
    const scope = { companyId: 1, userId: null };
    const [row] = await database.withTenantRead(scope, (tx) =>
      queryRows<{ readOnly: string; company: string }>(
        tx,
        sql`select current_setting('transaction_read_only') as "readOnly",
                   current_setting('app.company_id') as company`,
      ),
    );
    expect(row).toEqual({ readOnly: 'on', company: '1' });
    const refusal = await database
      .withTenantRead(scope, (tx) => tx.execute(sql`create temporary table t (x int)`))
      .then(
        () => null,
        (error: unknown) => error as { cause?: { message?: string } },
      );
    expect(refusal?.cause?.message).toMatch(/read-only transaction/);
    expect(database.reads).toBe('primary');
  });
});

describe('DATABASE_REPLICA_URL and PROCESS_ROLE settings', () => {
  it('refuses a replica or a process role without a PostgreSQL server, with the reason', async () => {
    const replica = { DATABASE_REPLICA_URL: 'postgres://replica/hoa' };
    expect(() => readConfig(replica)).toThrow(
      'DATABASE_REPLICA_URL needs DATABASE_URL: the embedded database (PGlite) has no read replica.',
    );
    await expect(openDatabase({ replicaUrl: replica.DATABASE_REPLICA_URL })).rejects.toThrow(
      /needs a PostgreSQL server/,
    );
    expect(() => readConfig({ PROCESS_ROLE: 'api' })).toThrow(
      /PROCESS_ROLE=api needs DATABASE_URL/,
    );
    expect(() => readConfig({ PROCESS_ROLE: 'web' })).toThrow('Bad PROCESS_ROLE: web');
  });

  it('reads the role: all by default; an API process runs no jobs, a worker does', () => {
    const url = { DATABASE_URL: 'postgres://primary/hoa' };
    expect(readConfig(url)).toMatchObject({ role: 'all', jobs: true, replicaUrl: undefined });
    expect(readConfig({ ...url, PROCESS_ROLE: ' API ' })).toMatchObject({
      role: 'api',
      jobs: false,
    });
    expect(readConfig({ ...url, PROCESS_ROLE: 'worker' })).toMatchObject({
      role: 'worker',
      jobs: true,
    });
    expect(readConfig({ ...url, DATABASE_REPLICA_URL: 'postgres://r/hoa' }).replicaUrl).toBe(
      'postgres://r/hoa',
    );
  });
});

const serverUrl = process.env.TEST_DATABASE_URL;
for (const url of serverUrl ? [serverUrl] : []) {
  describe('a report call with DATABASE_REPLICA_URL on postgres', () => {
    const replicaName = `hoa-replica-test-${randomUUID().slice(0, 8)}`;
    const replicaUrl = new URL(url);
    replicaUrl.searchParams.set('application_name', replicaName);
    const h = {} as Harness;
    beforeAll(async () => {
      h.database = await openDatabase({
        url,
        replicaUrl: replicaUrl.toString(),
        maxConnections: 2,
      });
      h.app = await buildApp({ database: h.database });
    });
    afterAll(async () => {
      await h.app.close();
      await h.database.close();
    });

    /** The replica pool's backends: how many, and when the last of them last ran a statement. */
    const replicaBackends = async () => {
      const { rows } = await h.database.executeSql(
        `select count(*)::int as n, max(state_change)::text as last from pg_stat_activity
          where application_name = $1`,
        [replicaName],
      );
      return rows[0] as { n: number; last: string | null };
    };
    /** A posted entry of `cents` from income to cash. */
    const post = async (j: JournalBooks, cents: number) => {
      const { cash, income } = j.books.account;
      const lines: [number, number, number][] = [
        [cash, cents, 0],
        [income, 0, cents],
      ];
      const body = entryBody(j.communityId, '2026-02-10', lines, { IsPosted: true });
      const posted = await callApi(
        h.app,
        contract.journalEntries.SaveJournalEntry,
        { body },
        j.token,
      );
      expect(posted.status, posted.errorMessage).toBe(200);
    };

    it('reads the trial balance and the GL history on the replica; writes stay on the primary', async () => {
      expect(h.database.reads).toBe('replica');
      const j = await journalBooks(h);
      await post(j, 12_500);
      // The sign-in and the posting wrote on the primary: the replica pool has not connected.
      expect((await replicaBackends()).n).toBe(0);

      const query = { communityAgentId: j.communityId, asOfDate: '2026-12-31' };
      const tb = await callApi(h.app, contract.reports.TrialBalance, { query }, j.token);
      expect(tb.status, tb.errorMessage).toBe(200);
      const history = await callApi(
        h.app,
        contract.glHistory.GetHistoryHeader,
        { query: { ...query, accountId: j.books.account.cash } },
        j.token,
      );
      expect(history.body).toMatchObject({ Balance: 12_500, LineCount: 1 });
      const afterReads = await replicaBackends();
      expect(afterReads.n).toBeGreaterThan(0);

      // Another posting: no replica backend ran a statement since the reads.
      await post(j, 500);
      expect(await replicaBackends()).toEqual(afterReads);
    });
  });
}
