import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows, sql, type Database } from '@hoa/db';
import { testDatabases } from '../../test/databases';
import { createTestCompany } from '../../test/factories';
import { openJobRunner } from './job-runner';
import type { Jobs } from './types';

const name = (what: string) => `test-${what}-${randomUUID().slice(0, 8)}`;
const options = { databaseUrl: process.env.TEST_DATABASE_URL, pollingIntervalSeconds: 0.5 };

describe.each(testDatabases())('background jobs on $name', (testDb) => {
  let database: Database;
  const runners: Jobs[] = [];
  const runner = async () => {
    const jobs = await openJobRunner(database, options);
    runners.push(jobs);
    return jobs;
  };
  beforeAll(async () => {
    database = await testDb.open();
  });
  afterAll(async () => {
    for (const jobs of runners) await jobs.stop();
    await database.close();
  });

  it('runs a job of one company in that company’s transaction', async () => {
    const a = await createTestCompany(database);
    const jobs = await runner();
    const seen: { companyId: number; names: string[] }[] = [];
    const queue = name('company');
    await jobs.work(queue, async (data) => {
      const names = await database.withTenant({ companyId: data.companyId, userId: null }, (tx) =>
        queryRows<{ name: string }>(tx, sql`select name from companies`),
      );
      seen.push({ companyId: data.companyId, names: names.map((n) => n.name) });
    });
    await jobs.send(queue, { companyId: a.companyId });
    await vi.waitFor(() => expect(seen).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(seen[0]?.companyId).toBe(a.companyId);
    expect(seen[0]?.names).toEqual([expect.stringMatching(/^Test Co /)]);
  });

  it('runs a cron once per due minute however many processes send it', async () => {
    const [one, two] = [await runner(), await runner()];
    const cron = name('cron');
    const runs: string[] = [];
    const job = {
      name: cron,
      pattern: '0 5 * * *',
      run: (_db: Database, asOf: Date) => Promise.resolve(runs.push(asOf.toISOString())),
    };
    await one.registerCron(job);
    await two.registerCron(job);
    const asOf = new Date('2026-03-02T05:00:00Z');
    await one.runCron(cron, asOf);
    await two.runCron(cron, asOf);
    // Within half the cron queues' polling interval (30 s): the send woke this process's worker.
    await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 15_000, interval: 100 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(runs).toEqual([asOf.toISOString()]);
    await expect(one.runCron('no-such-cron', asOf)).rejects.toThrow(/no-such-cron/);
    await expect(one.registerCron({ ...job, pattern: '* * * * * *' })).rejects.toThrow(/five/);
  });

  it('keeps pg-boss statements out of an open app transaction', async () => {
    const order: string[] = [];
    const transaction = database.withTenant({ companyId: 0, userId: null }, async (tx) => {
      await tx.execute(sql`select 1`);
      await new Promise((resolve) => setTimeout(resolve, 300));
      order.push('transaction ended');
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const statement = database.executeSql('select 1').then(() => order.push('statement'));
    await Promise.all([transaction, statement]);
    // PGlite has one connection: the statement waits; a server runs it on another connection.
    expect(order).toEqual(
      database.kind === 'pglite'
        ? ['transaction ended', 'statement']
        : ['statement', 'transaction ended'],
    );
  });
});
