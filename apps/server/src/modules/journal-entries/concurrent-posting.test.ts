import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  checkLedger,
  entryBody,
  journalBooks,
  type JournalBooks,
} from '../../../test/journal-factories';
import { rollUpLedgerBalances } from '../gl/index';

const J = contract.journalEntries;
const count = 50;

describe.each(testDatabases())('journal entries posted concurrently on $name', (testDb) => {
  const h = useApp(testDb);

  /** Day and period balances that differ from their lines, and the deltas not yet rolled up. */
  const balanceDrift = (j: JournalBooks) =>
    h.database.withTenant({ companyId: j.company.companyId, userId: null }, async (tx) => {
      const [row] = await queryRows<{ days: number; periods: number; deltas: number }>(
        tx,
        sql`with lines as (
              select account_id, coalesce(cost_center_id, 0) as cc, period_id, post_date,
                     sum(debit_cents) as d, sum(credit_cents) as c, count(*) as n
                from gl_lines where community_agent_id = ${j.communityId} group by 1, 2, 3, 4
            ), days as (
              select account_id, cost_center_key as cc, post_date, sum(debit_cents) as d,
                     sum(credit_cents) as c, sum(line_count) as n
                from gl_daily_balances where community_agent_id = ${j.communityId} group by 1, 2, 3
            ), periods as (
              select account_id, cc, period_id, sum(d) as d, sum(c) as c, sum(n) as n
                from lines group by 1, 2, 3
            )
            select
              (select count(*)::int from lines l full join days b on b.account_id = l.account_id
                 and b.cc = l.cc and b.post_date = l.post_date
                where l.d is distinct from b.d or l.c is distinct from b.c or l.n is distinct from b.n) as days,
              (select count(*)::int from periods l full join
                 (select * from gl_period_balances where community_agent_id = ${j.communityId}) b
                 on b.account_id = l.account_id and b.cost_center_key = l.cc and b.period_id = l.period_id
                where l.d is distinct from b.debit_cents or l.c is distinct from b.credit_cents
                   or l.n is distinct from b.line_count) as periods,
              (select count(*)::int from gl_balance_deltas where community_agent_id = ${j.communityId}) as deltas`,
      );
      return row;
    });

  it(`posts ${count} entries sent at once into one community, every one balanced`, async () => {
    const j = await journalBooks(h);
    const { cash, expense, payables } = j.books.account;
    const results = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        callApi(
          h.app,
          J.SaveJournalEntry,
          {
            body: entryBody(
              j.communityId,
              i % 5 === 0 ? '2026-04-30' : '2026-05-20',
              [
                [expense, 10_000 + i, 0],
                [i % 2 ? cash : payables, 0, 10_000 + i],
              ],
              { IsPosted: true, Reference: `C-${i}` },
            ),
          },
          j.token,
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array.from({ length: count }, () => 200));

    const [posted] = await h.database.withTenant(
      { companyId: j.company.companyId, userId: null },
      (tx) =>
        queryRows<{ entries: number; lines: number; debits: string }>(
          tx,
          sql`select count(distinct item_id)::int as entries, count(*)::int as lines,
                     sum(debit_cents)::text as debits
                from gl_lines where community_agent_id = ${j.communityId}`,
        ),
    );
    const debits = count * 10_000 + (count * (count - 1)) / 2;
    expect(posted).toEqual({ entries: count, lines: count * 2, debits: String(debits) });
    expect(await checkLedger(h, j)).toMatchObject({
      unbalanced: 0,
      trialBalance: '0',
      balanceSheetGap: '0',
      drift: 0,
    });
    // Before the rollup the balances are the deltas (one per account and day of a statement, which
    // may post several of the entries: posting-groups.ts); after it, the rollups: the same sums.
    const before = await balanceDrift(j);
    expect(before).toMatchObject({ days: 0, periods: 0 });
    expect(before?.deltas).toBeGreaterThan(0);
    expect(before?.deltas).toBeLessThanOrEqual(2 * count);
    // The minute job: companies with deltas found through the scheduler policy, each rolled up.
    const run = await rollUpLedgerBalances(h.database);
    expect(run.failures).toEqual([]);
    expect(run.moved).toBeGreaterThanOrEqual(before?.deltas ?? 0);
    expect(await balanceDrift(j)).toEqual({ days: 0, periods: 0, deltas: 0 });
  });
});
