import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { BankLogState, SmartBankingFeatureId, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  trialBalanceOf,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { lockboxCsv, uploadLockbox } from '../../../test/lockbox-factories';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const L = contract.lockbox;
const B = contract.bankIntegration;

const csv = lockboxCsv;

describe.each(testDatabases())('RunLockbox on $name', (testDb) => {
  const h = useApp(testDb);
  const upload = (w: PaymentWorld, text: string, fileName: string) =>
    uploadLockbox(h, w, text, { fileName });
  const run = (w: PaymentWorld, processDate: string, token = w.token, bankAlias = 'fb') =>
    callApi(h.app, L.RunLockbox, { body: { processDate, bankAlias } }, token);
  const autoPost = (w: PaymentWorld, IsAutoPost: boolean) =>
    callApi(
      h.app,
      L.SaveLockboxSetting,
      { body: { CommunityAgentId: w.communityId, IsAutoPost } },
      w.token,
    );
  /** The world's bank, given the alias FB. */
  const aliasBank = async (w: PaymentWorld) => {
    const [bank] = await w.inTx((tx) =>
      queryRows<{ id: number }>(
        tx,
        sql`select bank_agent_id::float8 as id from bank_accounts where id = ${w.bankAccountId}`,
      ),
    );
    const bankId = bank?.id ?? 0;
    await w.inTx((tx) =>
      tx.execute(sql`update contacts set alias = 'FB' where agent_id = ${bankId}`),
    );
    return bankId;
  };
  const batches = (w: PaymentWorld) =>
    w.inTx((tx) =>
      queryRows<{ id: number; status: number; receipts: number }>(
        tx,
        sql`select b.id::float8 as id, b.status_id::int as status,
                   (select count(li.item_id)::int from lockbox_payments x
                      join lockbox_payment_items li on li.lockbox_payment_id = x.id
                     where x.batch_id = b.id)
                     as receipts
              from lockbox_batches b where b.community_agent_id = ${w.communityId} order by b.id`,
      ),
    );
  const lockboxReceipts = (w: PaymentWorld) =>
    w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from items
             where community_agent_id = ${w.communityId} and txn_type_id = ${TxnTypeId.Lockbox}`,
      ),
    );

  it('posts the due batches of auto-post communities whole, skips the rest with reasons, and logs the run', async () => {
    const w = await paymentWorld(h, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    const bankId = await aliasBank(w);
    for (const home of [one, two])
      await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
        {
          ownerId: home.ownerId,
          codeId: w.code.ASMT,
          amountCents: 25_000,
          accountId: w.account.income,
        },
      ]);
    const due = await upload(
      w,
      csv('03/02/2026', 'A-001,100.00,501,03/01/2026,One', 'A-002,80.10,502,03/01/2026,Two'),
      'due.csv',
    );
    const withException = await upload(
      w,
      csv('03/05/2026', 'A-002,20.01,503,03/01/2026,Two', 'Z-999,5.00,77,03/01/2026,Stranger'),
      'exception.csv',
    );
    const later = await upload(w, csv('03/20/2026', 'A-003,50.00,900,,Three'), 'later.csv');
    // Deposited in 2025, a year the community's books do not hold: the ledger refuses it.
    const refused = await upload(w, csv('12/30/2025', 'A-001,10.00,400,,One'), 'refused.csv');
    const [dueId, exceptionId, laterId, refusedId] = [due, withException, later, refused].map(
      (u) => u.body.Batch?.LockboxBatchId ?? 0,
    );
    expect(due.body.IsPosted).toBe(false);
    const books = await trialBalanceOf(w);

    // Auto-post off: the run posts nothing and says why.
    const off = await run(w, '2026-03-10');
    expect(off.status, off.errorMessage).toBe(200);
    expect(off.body).toMatchObject({ BatchesPosted: 0, PaymentsPosted: 0, Total: 0, Posted: [] });
    expect(off.body.Skipped.map((s) => [s.LockboxBatchId, s.Reason])).toEqual([
      [refusedId, 'The community does not auto-post lockbox batches: post it from its review.'],
      [dueId, 'The community does not auto-post lockbox batches: post it from its review.'],
      [exceptionId, 'The community does not auto-post lockbox batches: post it from its review.'],
      [laterId, 'The deposit date 2026-03-20 is after the process date.'],
    ]);
    expect(await trialBalanceOf(w)).toEqual(books);

    await autoPost(w, true);
    const ran = await run(w, '2026-03-10');
    expect(ran.status, ran.errorMessage).toBe(200);
    expect(ran.body).toMatchObject({ BatchesPosted: 2, PaymentsPosted: 3, Total: 20_011 });
    expect(ran.body.Posted).toEqual([
      {
        LockboxBatchId: dueId,
        CommunityAgentId: w.communityId,
        CommunityName: expect.any(String) as string,
        BankAccountId: w.bankAccountId,
        FileName: 'due.csv',
        DepositDate: '2026-03-02',
        PostedCount: 2,
        PostedTotal: 18_010,
        NotPostedCount: 0,
      },
      expect.objectContaining({
        LockboxBatchId: exceptionId,
        PostedCount: 1,
        PostedTotal: 2_001,
        NotPostedCount: 1,
      }),
    ]);
    expect(ran.body.Skipped.map((s) => [s.LockboxBatchId, s.Reason])).toEqual([
      [
        refusedId,
        'Not posted: No accounting period of the community holds the post date (12/30/2025).',
      ],
      [laterId, 'The deposit date 2026-03-20 is after the process date.'],
    ]);

    // The ledger, to the cent: cash up by what posted, the owners' assessments down by as much.
    const after = await trialBalanceOf(w);
    expect((after[w.account.cash] ?? 0) - (books[w.account.cash] ?? 0)).toBe(20_011);
    expect((after[w.account.receivables] ?? 0) - (books[w.account.receivables] ?? 0)).toBe(-20_011);
    expect(Object.values(after).reduce((k, v) => k + v, 0)).toBe(0);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 15_000 });
    expect(await balancesOf(w, two.ownerId)).toEqual({ ASMT: 14_989 });
    expect(await balancesOf(w, three.ownerId)).toEqual({});
    // The refused batch rolled back whole: unposted, no receipt of it anywhere.
    expect(await batches(w)).toEqual([
      { id: dueId, status: StatusId.Posted, receipts: 2 },
      { id: exceptionId, status: StatusId.Posted, receipts: 1 },
      { id: laterId, status: StatusId.Accrued, receipts: 0 },
      { id: refusedId, status: StatusId.Accrued, receipts: 0 },
    ]);
    expect(await lockboxReceipts(w)).toEqual([{ n: 3 }]);

    // The bank's last lockbox run is this one; each batch has its row in the lockbox log.
    const last = await callApi(
      h.app,
      B.GetSmartBankingLockboxLastRun,
      { query: { bankId } },
      w.token,
    );
    expect(last.body).toMatchObject({
      LogState: BankLogState.Warning,
      Message:
        'Lockbox run to 2026-03-10: 2 batches posted, 3 payments, $200.11; 2 batches skipped, 1 exceptions not posted.',
    });
    const log = await callApi(
      h.app,
      B.GetBankLog,
      { query: { bankId, feature: SmartBankingFeatureId.Lockbox } },
      w.token,
    );
    expect(log.body.map((l) => [l.LogState, l.Message]).slice(0, 4)).toEqual([
      [BankLogState.Warning, last.body.Message],
      [BankLogState.Warning, 'Lockbox exception.csv: 1 payments posted, 1 exceptions.'],
      [BankLogState.Success, 'Lockbox due.csv: 2 payments posted, 0 exceptions.'],
      [
        BankLogState.Error,
        `Lockbox refused.csv: batch ${refusedId} not posted. No accounting period of the community holds the post date (12/30/2025).`,
      ],
    ]);

    // A second run posts nothing again; a later process date takes the later batch.
    const again = await run(w, '2026-03-10');
    expect(again.body).toMatchObject({ BatchesPosted: 0, PaymentsPosted: 0, Total: 0 });
    expect(again.body.Skipped.map((s) => s.LockboxBatchId)).toEqual([refusedId, laterId]);
    expect(await trialBalanceOf(w)).toEqual(after);
    const month = await run(w, '2026-03-31');
    expect(month.body).toMatchObject({ BatchesPosted: 1, PaymentsPosted: 1, Total: 5_000 });
    expect(await balancesOf(w, three.ownerId)).toEqual({ PP: -5_000 });
  });

  it('refuses callers without the lockbox claim (403) and other companies (404), and sees only the caller’s communities', async () => {
    const w = await paymentWorld(h, 1);
    await aliasBank(w);
    await autoPost(w, true);
    const up = await upload(w, csv('03/02/2026', 'A-001,10.00,1,,One', 'Z-9,1.00,2,,X'), 'a.csv');
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    const userWith = async (
      communityIds: number[],
      grants: Parameters<typeof addUser>[2]['grants'],
    ) => signIn(h.app, (await addUser(h.database, w.companyId, { communityIds, grants })).userName);
    const reader = await userWith(
      [w.communityId],
      [{ Claim: 'arlockbox', CanCreate: false, CanRead: true, CanUpdate: true, CanDelete: true }],
    );
    expect((await run(w, '2026-03-10', reader)).status).toBe(403);
    const elsewhere = await userWith([w.company.communityIds[1] ?? 0], [fullGrant('arlockbox')]);
    const none = await run(w, '2026-03-10', elsewhere);
    expect(none.status, none.errorMessage).toBe(200);
    expect(none.body).toEqual({
      BatchesPosted: 0,
      PaymentsPosted: 0,
      Total: 0,
      Posted: [],
      Skipped: [],
    });

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const foreign = await run(w, '2026-03-10', otherToken);
    expect(foreign.status).toBe(404);
    expect(foreign.errorMessage).toBe('No bank has the lockbox alias fb.');
    expect(await batches(w)).toEqual([{ id: batchId, status: StatusId.Accrued, receipts: 0 }]);
    expect((await run(w, '2026-03-10', w.token, 'NOPE')).status).toBe(404);
  });
});
