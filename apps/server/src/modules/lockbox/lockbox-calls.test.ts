import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
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

/** A CSV lockbox file deposited March 2, 2026. */
const csv = (...rows: string[]) => lockboxCsv('03/02/2026', ...rows);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe.each(testDatabases())('lockbox calls on $name', (testDb) => {
  const h = useApp(testDb);
  const upload = (w: PaymentWorld, text: string, fileName = 'lockbox-0302.csv', token = w.token) =>
    uploadLockbox(h, w, text, { fileName }, token);
  const check = (w: PaymentWorld, query: Record<string, string | number>, token = w.token) =>
    callApi(h.app, L.CheckCashReceiptsExist, { query }, token);
  const truncate = (w: PaymentWorld, query: Record<string, number>, token = w.token) =>
    callApi(h.app, L.TruncateTransactions, { query }, token);
  const batchesOf = (w: PaymentWorld) =>
    w.inTx((tx) =>
      queryRows<{ id: number; status: number; payments: number }>(
        tx,
        sql`select b.id::float8 as id, b.status_id::int as status,
                   (select count(*)::int from lockbox_payments x where x.batch_id = b.id) as payments
              from lockbox_batches b where b.community_agent_id = ${w.communityId} order by b.id`,
      ),
    );
  const payment = (AccountNumber: string, Amount: number, CheckNumber: string) => ({
    AccountNumber,
    Amount,
    CheckNumber,
    CheckDate: '2026-03-01',
    PayerName: 'Payer',
  });
  const batchBody = (
    w: PaymentWorld,
    fileName: string,
    payments: ReturnType<typeof payment>[],
  ) => ({
    CommunityAgentId: w.communityId,
    BankAccountId: w.bankAccountId,
    fileName,
    fileFormat: 'csv' as const,
    DepositDate: '2026-03-02',
    Payments: payments,
  });
  const create = (
    w: PaymentWorld,
    batches: ReturnType<typeof batchBody>[],
    totalTransactions = batches.reduce((k, b) => k + b.Payments.length, 0),
    token = w.token,
  ) => callApi(h.app, L.CreateUnpostedBatches, { body: { batches, totalTransactions } }, token);
  const manualReceipt = (w: PaymentWorld, ownerId: number, cents: number, checkNumber: string) =>
    callApi(
      h.app,
      contract.cashReceipts.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: ownerId,
          BankAccountId: w.bankAccountId,
          Amount: cents,
          EventDate: '2026-03-01',
          CheckNumber: checkNumber,
          Post: true,
          IdempotencyKey: null,
        },
      },
      w.token,
    );

  it('creates unposted batches from parsed payments through the upload’s matching, all or nothing', async () => {
    const w = await paymentWorld(h, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    const first = batchBody(w, 'morning.csv', [
      payment('A-001', 25_000, '1001'),
      payment('Z-999', 1_000, '77'),
      payment('', 500, '78'),
      payment('a-002', 0, '2002'),
    ]);
    const second = batchBody(w, 'afternoon.csv', [payment('A-003', 4_200, '900')]);

    // The count must match the payments sent; nothing is made otherwise.
    const miscounted = await create(w, [first, second], 4);
    expect(miscounted.status).toBe(400);
    expect(miscounted.errorMessage).toBe('totalTransactions is 4 but the batches hold 5 payments.');
    expect(await batchesOf(w)).toEqual([]);

    const made = await create(w, [first, second]);
    expect(made.status, made.errorMessage).toBe(200);
    expect(made.body).toMatchObject({ TotalTransactions: 5, ExceptionCount: 3 });
    expect(made.body.Results.map((r) => r.Batch?.PaymentCount)).toEqual([4, 1]);
    expect(made.body.Results[0]?.Batch).toMatchObject({
      FileName: 'morning.csv',
      DepositDate: '2026-03-02',
      TopsStatusId: StatusId.Accrued,
      Total: 26_500,
    });
    const batchId = made.body.Results[0]?.Batch?.LockboxBatchId ?? 0;
    const review = await callApi(
      h.app,
      L.GetReceiptBatch,
      { query: { lockboxBatchId: batchId } },
      w.token,
    );
    expect(review.body.Payments.map((p) => [p.LineNumber, p.OwnerAgentId, p.Exception])).toEqual([
      [2, null, 'No property has account number Z-999.'],
      [3, null, 'Account number is required.'],
      [4, null, 'Amount must be a dollar amount above zero.'],
      [1, one.ownerId, null],
    ]);

    // The same deposit again (renamed) is refused whole: the new batch beside it is not made.
    const third = batchBody(w, 'evening.csv', [payment('A-002', 3_000, '3003')]);
    const again = await create(w, [third, { ...second, fileName: 'renamed.csv' }]);
    expect(again.status).toBe(409);
    expect(again.errorMessage).toMatch(
      /^Batch 2 \(renamed\.csv\) was already imported as afternoon\.csv on \d{4}-\d\d-\d\d: 1 payments, \$42\.00\. Nothing was imported\.$/,
    );
    const twice = await create(w, [third, third]);
    expect(twice.status).toBe(409);
    // A bank account of another community refuses the request as well.
    const foreignAccount = await create(w, [
      third,
      {
        ...batchBody(w, 'x.csv', [payment('A-001', 100, '1')]),
        CommunityAgentId: w.company.communityIds[1] ?? 0,
      },
    ]);
    expect(foreignAccount.status).toBe(400);
    expect(foreignAccount.errorMessage).toBe('Choose a bank account of the community.');
    expect((await batchesOf(w)).map((b) => b.payments)).toEqual([4, 1]);

    // Posting the parsed batch gives the same receipts an uploaded file would.
    const posted = await callApi(
      h.app,
      L.PostCashReceiptItems,
      { body: { LockboxBatchId: batchId } },
      w.token,
    );
    expect(posted.body).toMatchObject({ PostedCount: 1, PostedTotal: 25_000 });
    expect(await balancesOf(w, one.ownerId)).toEqual({ PP: -25_000 });
    expect(Object.values(await trialBalanceOf(w)).reduce((k, v) => k + v, 0)).toBe(0);
  });

  it('tells a re-imported file and checks received since the import, and posting leaves those out', async () => {
    const w = await paymentWorld(h, 2);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: one.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const file = csv(
      'A-001,100.00,501,03/01/2026,Owner One',
      'A-002,80.00,502,03/01/2026,Owner Two',
    );
    const fresh = await check(w, { communityAgentId: w.communityId, fileHash: sha256(file) });
    expect(fresh.status, fresh.errorMessage).toBe(200);
    expect(fresh.body).toEqual({ Exists: false, Duplicate: null, Receipts: [] });

    const up = await upload(w, file);
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    const seen = await check(w, {
      communityAgentId: w.communityId,
      fileHash: sha256(file).toUpperCase(),
    });
    expect(seen.body).toMatchObject({
      Exists: true,
      Duplicate: { FileName: 'lockbox-0302.csv', PaymentCount: 2, Total: 18_000 },
    });
    expect((await check(w, { lockboxBatchId: batchId })).body).toEqual({
      Exists: false,
      Duplicate: null,
      Receipts: [],
    });

    // Owner one's check 501 is entered by hand after the import.
    const manual = await manualReceipt(w, one.ownerId, 10_000, '501');
    expect(manual.status, manual.errorMessage).toBe(200);
    const found = await check(w, { lockboxBatchId: batchId });
    expect(found.body.Exists).toBe(true);
    expect(found.body.Receipts).toEqual([
      expect.objectContaining({
        LineNumber: 2,
        CheckNumber: '501',
        Amount: 10_000,
        OwnerAgentId: one.ownerId,
        TopsItemId: manual.body.TopsItemId,
        ReceivedOn: '2026-03-01',
      }),
    ]);
    const posted = await callApi(
      h.app,
      L.PostCashReceiptItems,
      { body: { LockboxBatchId: batchId } },
      w.token,
    );
    expect(posted.body).toMatchObject({ PostedCount: 1, PostedTotal: 8_000 });
    expect(posted.body.NotPosted).toEqual([
      {
        LineNumber: 2,
        AccountNumber: 'A-001',
        Amount: 10_000,
        Exception: 'Check number 501 was already received from this owner.',
      },
    ]);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 15_000 });

    // Where check numbers may repeat, only the same amount near the deposit is the same payment.
    await callApi(
      h.app,
      L.SaveLockboxImportSettings,
      { body: { AllowDuplicateCheckNumber: true, MaxDays: 30 } },
      w.token,
    );
    const next = await upload(
      w,
      csv('A-001,100.00,501,03/01/2026,Owner One', 'A-001,55.00,501,03/01/2026,Owner One'),
      'repeat.csv',
    );
    const repeat = await check(w, { lockboxBatchId: next.body.Batch?.LockboxBatchId ?? 0 });
    expect(repeat.body.Receipts.map((r) => [r.LineNumber, r.Amount])).toEqual([[2, 10_000]]);
    const nextReview = await callApi(
      h.app,
      L.GetReceiptBatch,
      { query: { lockboxBatchId: next.body.Batch?.LockboxBatchId ?? 0 } },
      w.token,
    );
    expect(nextReview.body.Payments.map((p) => [p.LineNumber, p.Exception])).toEqual([
      [2, 'Check number 501 was already received from this owner.'],
      [3, null],
    ]);
    const bad = await check(w, { lockboxBatchId: batchId, fileHash: sha256(file) });
    expect(bad.status).toBe(400);
  });

  it('discards unposted batches so their files import again, and never touches posted receipts', async () => {
    const w = await paymentWorld(h, 2);
    const file = csv('A-001,10.00,11,,One', 'A-002,20.00,12,,Two');
    const up = await upload(w, file);
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    const gone = await truncate(w, { lockboxBatchId: batchId });
    expect(gone.status, gone.errorMessage).toBe(200);
    expect(gone.body).toEqual({
      LockboxBatchIds: [batchId],
      DiscardedCount: 2,
      DiscardedTotal: 3_000,
      ReleasedFiles: ['lockbox-0302.csv'],
    });
    expect(await batchesOf(w)).toEqual([]);
    expect(
      (await check(w, { communityAgentId: w.communityId, fileHash: sha256(file) })).body.Exists,
    ).toBe(false);
    expect((await truncate(w, { lockboxBatchId: batchId })).status).toBe(404);

    // The file imports again; posted, its batch cannot be discarded and its receipts stay.
    const again = await upload(w, file);
    expect(again.body.IsDuplicate).toBe(false);
    const againId = again.body.Batch?.LockboxBatchId ?? 0;
    await callApi(h.app, L.PostCashReceiptItems, { body: { LockboxBatchId: againId } }, w.token);
    const ledger = await trialBalanceOf(w);
    const refused = await truncate(w, { lockboxBatchId: againId });
    expect(refused.status).toBe(409);
    expect(refused.errorMessage).toBe('This lockbox batch is already posted.');
    expect(await batchesOf(w)).toEqual([{ id: againId, status: StatusId.Posted, payments: 2 }]);
    expect(await trialBalanceOf(w)).toEqual(ledger);

    // A community's open batches go together; the posted one stays.
    const a = await upload(w, csv('A-001,1.00,21,,One'), 'a.csv');
    const b = await upload(w, csv('A-002,2.00,22,,Two'), 'b.csv');
    const all = await truncate(w, { communityAgentId: w.communityId });
    expect(all.body).toMatchObject({ DiscardedCount: 2, DiscardedTotal: 300 });
    expect([...all.body.LockboxBatchIds].sort((x, y) => x - y)).toEqual([
      a.body.Batch?.LockboxBatchId,
      b.body.Batch?.LockboxBatchId,
    ]);
    expect(await batchesOf(w)).toEqual([{ id: againId, status: StatusId.Posted, payments: 2 }]);
    expect((await truncate(w, { communityAgentId: w.communityId })).body.DiscardedCount).toBe(0);
    expect((await truncate(w, {})).status).toBe(400);
  });

  it('discarding a batch frees the files appended into it, so each imports again', async () => {
    const w = await paymentWorld(h, 2);
    const first = csv('A-001,10.00,31,,One');
    const second = csv('A-002,20.00,32,,Two', 'A-001,5.00,33,,One');
    const append = (text: string, fileName: string) =>
      callApi(
        h.app,
        L.UploadLockboxFile,
        {
          body: {
            CommunityAgentId: w.communityId,
            BankAccountId: w.bankAccountId,
            buffer: Buffer.from(text).toString('base64'),
            fileName,
            fileFormat: 'csv',
            isLockboxAppend: true,
          },
        },
        w.token,
      );
    const a = await upload(w, first, 'first.csv');
    const b = await append(second, 'second.csv');
    const batchId = a.body.Batch?.LockboxBatchId ?? 0;
    expect(b.body.Batch?.LockboxBatchId).toBe(batchId);
    expect(await batchesOf(w)).toEqual([{ id: batchId, status: StatusId.Accrued, payments: 3 }]);
    // Each payment names the file it was read from.
    const files = await w.inTx((tx) =>
      queryRows<{ file_name: string; payments: number }>(
        tx,
        sql`select f.file_name, count(*)::int as payments
              from lockbox_payments x join lockbox_files f on f.id = x.lockbox_file_id
             where x.batch_id = ${batchId} group by f.file_name order by f.file_name`,
      ),
    );
    expect(files).toEqual([
      { file_name: 'first.csv', payments: 1 },
      { file_name: 'second.csv', payments: 2 },
    ]);

    const gone = await truncate(w, { lockboxBatchId: batchId });
    expect(gone.status, gone.errorMessage).toBe(200);
    expect(gone.body).toMatchObject({ DiscardedCount: 3, DiscardedTotal: 3_500 });
    expect([...gone.body.ReleasedFiles].sort()).toEqual(['first.csv', 'second.csv']);
    for (const text of [first, second])
      expect(
        (await check(w, { communityAgentId: w.communityId, fileHash: sha256(text) })).body.Exists,
      ).toBe(false);
    const again = await upload(w, first, 'first.csv');
    const appended = await append(second, 'second.csv');
    expect([again.body.IsDuplicate, appended.body.IsDuplicate]).toEqual([false, false]);
    expect(appended.body.Batch?.LockboxBatchId).toBe(again.body.Batch?.LockboxBatchId);
    expect(appended.body.Batch).toMatchObject({ PaymentCount: 3, Total: 3_500 });
  });

  it('lists the community’s lockbox ids and finds a bank’s lockbox setting by its alias', async () => {
    const w = await paymentWorld(h, 1);
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
    expect(
      (
        await callApi(
          h.app,
          L.GetLockboxIdsByCommunity,
          { query: { communityAgentId: w.communityId } },
          w.token,
        )
      ).body,
    ).toEqual([]);
    await callApi(
      h.app,
      B.SaveLockboxAccountsSettings,
      {
        body: { bankAccountsSettings: [{ BankAccountId: w.bankAccountId, LockboxId: 'LB-7788' }] },
      },
      w.token,
    );
    const ids = await callApi(
      h.app,
      L.GetLockboxIdsByCommunity,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(ids.status, ids.errorMessage).toBe(200);
    expect(ids.body).toEqual([
      expect.objectContaining({
        LockboxId: 'LB-7788',
        BankAccountId: w.bankAccountId,
        BankAgentId: bankId,
        BankName: 'First Bank',
        BankAlias: 'FB',
      }),
    ]);

    const defaults = await callApi(
      h.app,
      L.GetLockboxSettingByAlias,
      { query: { alias: 'fb' } },
      w.token,
    );
    expect(defaults.status, defaults.errorMessage).toBe(200);
    expect(defaults.body).toMatchObject({
      BankId: bankId,
      BankAlias: 'FB',
      Enabled: false,
      FileFormat: 'bai',
      IsSaved: false,
    });
    const saved = await callApi(
      h.app,
      B.SaveBankSettings,
      {
        body: {
          BankId: bankId,
          SettingType: 'lockbox',
          Settings: {
            Enabled: true,
            FileFormat: 'csv',
            MatchOnLegacyKey: true,
            IsLockboxAppend: false,
          },
        },
      },
      w.token,
    );
    expect(saved.status, saved.errorMessage).toBe(200);
    const setting = await callApi(
      h.app,
      L.GetLockboxSettingByAlias,
      { query: { alias: 'FB' } },
      w.token,
    );
    expect(setting.body).toMatchObject({
      Enabled: true,
      FileFormat: 'csv',
      MatchOnLegacyKey: true,
      IsSaved: true,
    });
    expect(setting.body.Accounts).toEqual([
      expect.objectContaining({
        BankAccountId: w.bankAccountId,
        CommunityAgentId: w.communityId,
        LockboxId: 'LB-7788',
      }),
    ]);
    const none = await callApi(
      h.app,
      L.GetLockboxSettingByAlias,
      { query: { alias: 'NOPE' } },
      w.token,
    );
    expect(none.status).toBe(404);
    expect(none.errorMessage).toBe('No bank has the lockbox alias NOPE.');
  });

  it('refuses callers without the lockbox claim (403) and other companies (404)', async () => {
    const w = await paymentWorld(h, 1);
    const up = await upload(w, csv('A-001,10.00,1,,One'));
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    const body = batchBody(w, 'p.csv', [payment('A-001', 100, '5')]);
    const noClaim = await signIn(
      h.app,
      (
        await addUser(h.database, w.companyId, {
          communityIds: [w.communityId],
          grants: [fullGrant('arownerpayments')],
        })
      ).userName,
    );
    const reader = await signIn(
      h.app,
      (
        await addUser(h.database, w.companyId, {
          communityIds: [w.communityId],
          grants: [
            {
              Claim: 'arlockbox',
              CanCreate: false,
              CanRead: true,
              CanUpdate: false,
              CanDelete: false,
            },
          ],
        })
      ).userName,
    );
    const statuses = async (token: string) => [
      (await check(w, { lockboxBatchId: batchId }, token)).status,
      (
        await callApi(
          h.app,
          L.GetLockboxIdsByCommunity,
          { query: { communityAgentId: w.communityId } },
          token,
        )
      ).status,
      (await callApi(h.app, L.GetLockboxSettingByAlias, { query: { alias: 'FB' } }, token)).status,
      (await truncate(w, { lockboxBatchId: batchId }, token)).status,
      (await create(w, [body], 1, token)).status,
    ];
    expect(await statuses(noClaim)).toEqual([403, 403, 403, 403, 403]);
    // Reading is not discarding nor importing.
    expect(await statuses(reader)).toEqual([200, 200, 404, 403, 403]);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect(await statuses(otherToken)).toEqual([404, 404, 404, 404, 404]);
    expect(
      (await check(w, { communityAgentId: w.communityId, fileHash: sha256('x') }, otherToken))
        .status,
    ).toBe(404);
    expect((await truncate(w, { communityAgentId: w.communityId }, otherToken)).status).toBe(404);
    expect(await batchesOf(w)).toEqual([{ id: batchId, status: StatusId.Accrued, payments: 1 }]);
  });
});
