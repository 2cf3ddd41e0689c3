import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  insertCostCenter,
  postCashEntry,
  reconWorld,
} from '../../../test/reconciliation-factories';
import { rollUpLedgerBalances } from '../gl/index';

const R = contract.bankReconciliation;

const dates = [
  '2025-12-31',
  '2026-01-01',
  '2026-01-15',
  '2026-01-31',
  '2026-02-27',
  '2026-02-28',
  '2026-03-03',
  '2026-03-05',
  '2026-03-31',
  '2026-12-31',
];

describe.each(testDatabases())('a bank account’s book balance as of a date on $name', (testDb) => {
  const h = useApp(testDb);

  it('equals the sum of its cash lines through every date, of the account and of each cost center, before and after the balances roll up', async () => {
    const w = await reconWorld(h);
    const operating = await insertCostCenter(w, { number: '10', name: 'Operating' });
    const reserve = await insertCostCenter(w, { number: '20', name: 'Reserve' });
    const { cash, income, expense } = w.books.account;
    const entry = (date: string, cents: number, costCenterId?: number) =>
      postCashEntry(w, {
        date,
        amountCents: Math.abs(cents),
        debit: cents > 0 ? cash : expense,
        credit: cents > 0 ? income : cash,
        description: 'Entry',
        ...(costCenterId ? { costCenterId } : {}),
      });
    await entry('2026-01-15', 120_000, operating);
    await entry('2026-01-31', -4_500);
    await entry('2026-02-28', 77_777, reserve);
    await entry('2026-03-03', 500_000, operating);
    await entry('2026-03-04', 200_000, reserve);
    await entry('2026-03-10', -30_001, operating);

    const fromLines = async (asOf: string, costCenterId: number | null) => {
      const [row] = await w.inTx((tx) =>
        queryRows<{ cents: string }>(
          tx,
          sql`select coalesce(sum(debit_cents - credit_cents), 0)::text as cents from gl_lines
               where account_id = ${cash} and community_agent_id = ${w.communityId}
                 and post_date <= ${asOf}::date
                 and (${costCenterId}::bigint is null or cost_center_id = ${costCenterId}::bigint)`,
        ),
      );
      return Number(row?.cents);
    };
    const balances = async () => {
      const read: [string, number | null, number, number][] = [];
      for (const asOfDate of dates) {
        for (const costCenterCategoryId of [null, operating, reserve]) {
          const query = {
            bankAccountId: w.bankAccountId,
            asOfDate,
            ...(costCenterCategoryId ? { costCenterCategoryId } : {}),
          };
          const answer = await callApi(h.app, R.GetCurrentBalance, { query }, w.token);
          expect(answer.status, answer.errorMessage).toBe(200);
          const lines = await fromLines(asOfDate, costCenterCategoryId);
          read.push([asOfDate, costCenterCategoryId, answer.body.Balance, lines]);
        }
      }
      return read;
    };

    const before = await balances();
    expect(before.filter(([, , balance, lines]) => balance !== lines)).toEqual([]);
    expect(before.find(([d, c]) => d === '2026-03-05' && c === null)?.[2]).toBe(893_277);
    await rollUpLedgerBalances(h.database);
    expect(await balances()).toEqual(before);
  });
});
