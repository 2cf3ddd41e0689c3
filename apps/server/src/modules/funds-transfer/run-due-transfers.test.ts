import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { cronJobs } from '../../jobs/cron-jobs';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import {
  enrolAndVerify,
  transferWorld,
  type TransferWorld,
} from '../../../test/funds-transfer-factories';
import { ledgerOf } from '../../../test/payables-factories';
import { runDueTransfers } from './run-due-transfers';

const F = contract.fundsTransfer;

/** Noon of a local day, so that the run's day is that day in any time zone. */
const noon = (day: string) => new Date(`${day}T12:00:00`);

describe.each(testDatabases())('the daily posting of due funds transfers on $name', (testDb) => {
  const h = useApp(testDb);

  /** A pending transfer of the world, made through the API with a future date. */
  async function pendingTransfer(w: TransferWorld, amount: number, date: string) {
    const made = await callApi(
      h.app,
      F.AccountFundsTransfer,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountIdFrom: w.bankAccountId,
          BankAccountIdTo: w.reserveBankAccountId,
          Amount: amount,
          Reference: `Scheduled ${date}`,
          TransferDate: date,
        },
      },
      w.token,
    );
    expect(made.body).toMatchObject({ Status: 1, StatusName: 'Pending', TopsItemId: null });
    return made.body.FundsTransferId;
  }

  /** Dates a transfer earlier, as if its day had come. */
  const dateTransfer = (w: TransferWorld, id: number, date: string) =>
    w.inTx((tx) =>
      tx.execute(sql`update funds_transfers set transfer_date = ${date}::date where id = ${id}`),
    );

  const transfersOf = async (w: TransferWorld) =>
    (
      await callApi(
        h.app,
        F.GetFundsTransfers,
        { query: { communityAgentId: w.communityId } },
        w.token,
      )
    ).body
      .map((t) => ({ id: t.FundsTransferId, status: t.StatusName, posted: t.TopsItemId !== null }))
      .sort((a, b) => a.id - b.id);

  it('is a daily cron entry', () => {
    expect(cronJobs.find((j) => j.name === 'due-funds-transfers')).toMatchObject({
      pattern: '5 0 * * *',
      run: runDueTransfers,
    });
  });

  it('posts the transfers whose date has come, in every company, and leaves future ones pending', async () => {
    const w = await transferWorld(h);
    await enrolAndVerify(h, w.token);
    const due = await pendingTransfer(w, 30_000, '2099-01-05');
    const future = await pendingTransfer(w, 5_000, '2099-06-01');
    await dateTransfer(w, due, '2026-06-30');
    // Another company's due transfer: found through the scheduler policy, posted in its tenant.
    const other = await transferWorld(h);
    await enrolAndVerify(h, other.token);
    const otherDue = await pendingTransfer(other, 20_000, '2099-01-05');
    await dateTransfer(other, otherDue, '2026-07-01');

    // The day before the transfers' dates: nothing posts.
    await runDueTransfers(h.database, noon('2026-06-29'));
    expect(await transfersOf(w)).toEqual([
      { id: due, status: 'Pending', posted: false },
      { id: future, status: 'Pending', posted: false },
    ]);
    expect(await transfersOf(other)).toEqual([{ id: otherDue, status: 'Pending', posted: false }]);

    const run = await runDueTransfers(h.database, noon('2026-07-01'));
    expect(run.failures).toEqual([]);
    expect(run.posted).toBeGreaterThanOrEqual(2);
    expect(await transfersOf(w)).toEqual([
      { id: due, status: 'Posted', posted: true },
      { id: future, status: 'Pending', posted: false },
    ]);
    expect(await transfersOf(other)).toEqual([{ id: otherDue, status: 'Posted', posted: true }]);
    const ledger = {
      [w.books.account.cash]: 70_000,
      [w.reserveCash]: 30_000,
      [w.books.account.income]: -100_000,
    };
    expect(await ledgerOf(w)).toEqual(ledger);
    expect(await ledgerOf(other)).toEqual({
      [other.books.account.cash]: 80_000,
      [other.reserveCash]: 20_000,
      [other.books.account.income]: -100_000,
    });

    // Running again the same day posts nothing twice.
    await runDueTransfers(h.database, noon('2026-07-01'));
    expect(await ledgerOf(w)).toEqual(ledger);
    const pending = await callApi(
      h.app,
      F.GetFundsTransfers,
      { query: { communityAgentId: w.communityId, pendingOnly: 'true' } },
      w.token,
    );
    expect(pending.body.map((t) => t.FundsTransferId)).toEqual([future]);
  });
});
