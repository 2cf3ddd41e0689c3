import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  trialBalanceOf,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import {
  lockboxCsv,
  uploadLockbox,
  type LockboxUploadOptions,
} from '../../../test/lockbox-factories';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { signIn } from '../../../test/api';
import { idArray } from '../../sql/index';
import { bankFileSamples } from '../../../test/shared-samples';

const L = contract.lockbox;
const samples = bankFileSamples;

/** A CSV lockbox file deposited March 2, 2026. */
const csv = (...rows: string[]) => lockboxCsv('03/02/2026', ...rows);

describe.each(testDatabases())('lockbox on $name', (testDb) => {
  const h = useApp(testDb);
  const upload = (
    w: PaymentWorld,
    text: string | Buffer,
    options: LockboxUploadOptions = {},
    token = w.token,
  ) => uploadLockbox(h, w, text, options, token);
  const charge = (w: PaymentWorld, ownerId: number) =>
    postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      { ownerId, codeId: w.code.ASMT, amountCents: 25_000, accountId: w.account.income },
    ]);
  const batchOf = (w: PaymentWorld, id: number) =>
    callApi(h.app, L.GetReceiptBatch, { query: { lockboxBatchId: id } }, w.token);
  const post = (w: PaymentWorld, id: number) =>
    callApi(h.app, L.PostCashReceiptItems, { body: { LockboxBatchId: id } }, w.token);

  it('holds a file with a bad row for review, then posts the good rows and reports the bad one', async () => {
    const w = await paymentWorld(h, 3);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    await charge(w, one.ownerId);
    await charge(w, two.ownerId);
    await callApi(
      h.app,
      L.SaveLockboxSetting,
      { body: { CommunityAgentId: w.communityId, IsAutoPost: true } },
      w.token,
    );

    const file = csv(
      'A-001,250.00,1001,03/01/2026,Owner One',
      'Z-999,100.00,77,03/01/2026,Stranger',
      'a-002,"$275.50",2002,03/01/2026,Owner Two',
      'A-003,abc,3003,,Owner Three',
    );
    const up = await upload(w, file);
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({
      IsDuplicate: false,
      IsPosted: false,
      TotalTransactions: 4,
      ExceptionCount: 2,
    });
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    expect(up.body.Batch).toMatchObject({
      TopsStatusId: StatusId.Accrued,
      PaymentCount: 4,
      Total: 62_550,
    });

    const review = await batchOf(w, batchId);
    expect(review.body.Payments.map((p) => [p.LineNumber, p.OwnerAgentId, p.Exception])).toEqual([
      [3, null, 'No property has account number Z-999.'],
      [5, null, 'Amount must be a dollar amount above zero.'],
      [2, one.ownerId, null],
      [4, two.ownerId, null],
    ]);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 25_000 });

    const posted = await post(w, batchId);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ PostedCount: 2, PostedTotal: 52_550 });
    expect(posted.body.NotPosted).toEqual([
      {
        LineNumber: 3,
        AccountNumber: 'Z-999',
        Amount: 10_000,
        Exception: 'No property has account number Z-999.',
      },
      {
        LineNumber: 5,
        AccountNumber: 'A-003',
        Amount: 0,
        Exception: 'Amount must be a dollar amount above zero.',
      },
    ]);
    // Owner one paid the assessment exactly; owner two $25.50 more, which is prepaid.
    expect(await balancesOf(w, one.ownerId)).toEqual({});
    expect(await balancesOf(w, two.ownerId)).toEqual({ PP: -2_550 });
    const tb = await trialBalanceOf(w);
    expect(tb[w.books.account.cash]).toBe(52_550);
    expect(tb[w.account.prepaid]).toBe(-2_550);
    expect(Object.values(tb).reduce((k, v) => k + v, 0)).toBe(0);

    const again = await post(w, batchId);
    expect(again.status).toBe(409);
    const receipts = (await batchOf(w, batchId)).body.Payments.filter((p) => p.TopsItemId !== null);
    expect(receipts).toHaveLength(2);
  });

  it('imports the same file once, fixes an exception in review and auto-posts a clean file', async () => {
    const w = await paymentWorld(h, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    const file = csv('A-001,100.00,501,,Owner One', 'A-0X2,80.00,502,,Owner Two');
    const first = await upload(w, file);
    const batchId = first.body.Batch?.LockboxBatchId ?? 0;
    const second = await upload(w, file, { fileName: 'renamed.csv' });
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      IsDuplicate: true,
      Batch: null,
      Duplicate: { FileName: 'lockbox-0302.csv', PaymentCount: 2, Total: 18_000 },
    });
    const history = await callApi(
      h.app,
      L.GetLockboxHistory,
      { query: { skip: 0, take: 10 } },
      w.token,
    );
    expect(history.body.TotalCount).toBe(1);

    const bad = (await batchOf(w, batchId)).body.Payments.find((p) => p.Exception !== null);
    if (!bad) throw new Error('no exception');
    const fixed = await callApi(
      h.app,
      L.UpdateBatch,
      {
        body: {
          batch: {
            LockboxBatchId: batchId,
            Payments: [
              {
                LockboxPaymentId: bad.LockboxPaymentId,
                AccountNumber: 'A-002',
                Amount: 8_000,
                IsRemoved: false,
              },
            ],
          },
        },
      },
      w.token,
    );
    expect(fixed.status).toBe(200);
    expect(fixed.body).toMatchObject({ ExceptionCount: 0, PaymentCount: 2 });
    expect((await post(w, batchId)).body).toMatchObject({
      PostedCount: 2,
      PostedTotal: 18_000,
      NotPosted: [],
    });
    expect(await balancesOf(w, two.ownerId)).toEqual({ PP: -8_000 });

    // Check 501 again from owner one is flagged; a clean file auto-posts.
    const dup = await upload(w, csv('A-001,100.00,501,,Owner One'), { fileName: 'dup.csv' });
    expect(dup.body.ExceptionCount).toBe(1);
    expect(
      (await batchOf(w, dup.body.Batch?.LockboxBatchId ?? 0)).body.Payments[0]?.Exception,
    ).toBe('Check number 501 was already received from this owner.');
    await callApi(
      h.app,
      L.SaveLockboxSetting,
      { body: { CommunityAgentId: w.communityId, IsAutoPost: true } },
      w.token,
    );
    const auto = await upload(w, csv('A-003,42.00,900,,Owner Three'), { fileName: 'auto.csv' });
    expect(auto.body).toMatchObject({
      IsPosted: true,
      ExceptionCount: 0,
      Batch: { TopsStatusId: StatusId.Posted, PostedCount: 1 },
    });
    expect(await balancesOf(w, three.ownerId)).toEqual({ PP: -4_200 });

    const page = await callApi(
      h.app,
      L.GetLockboxHistory,
      { query: { skip: 1, take: 2 } },
      w.token,
    );
    expect(page.body.TotalCount).toBe(3);
    expect(page.body.Items).toHaveLength(2);
    const pdf = await h.app.inject({
      method: 'POST',
      url: L.PrintLockboxPdf.path,
      headers: { authorization: `Bearer ${w.token}` },
      payload: { LockboxBatchId: batchId },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('matches on the legacy key when asked, and names a property without a primary owner', async () => {
    const w = await paymentWorld(h, 3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    await w.inTx(async (tx) => {
      await tx.execute(sql`update property_details set legacy_key = 'OLD-' || right(account_number, 1)
                            where agent_id = any(${idArray([one.propertyId, two.propertyId, three.propertyId])})`);
      // The third home's owner moved out: its property has no active primary owner.
      await tx.execute(sql`update agents set is_active = false where id = ${three.ownerId}`);
    });
    const legacy = await upload(
      w,
      csv('OLD-1,10.00,71,,Owner One', 'old-2,20.00,72,,Owner Two', 'OLD-3,30.00,73,,Owner Three'),
      { matchOnLegacyKey: true },
    );
    expect(legacy.status, legacy.errorMessage).toBe(200);
    const rows = (await batchOf(w, legacy.body.Batch?.LockboxBatchId ?? 0)).body.Payments;
    expect(rows.map((p) => [p.LineNumber, p.OwnerAgentId, p.Exception])).toEqual([
      [4, null, 'The property of OLD-3 has no primary owner.'],
      [2, one.ownerId, null],
      [3, two.ownerId, null],
    ]);
    // On the account number instead, the legacy keys match nothing.
    const byAccount = await upload(w, csv('OLD-1,10.00,81,,Owner One'), { fileName: 'b.csv' });
    expect(
      (await batchOf(w, byAccount.body.Batch?.LockboxBatchId ?? 0)).body.Payments[0]?.Exception,
    ).toBe('No property has account number OLD-1.');
  });

  it('imports the BAI lockbox samples, the empty one cleanly', async () => {
    const w = await paymentWorld(h, 1);
    const bai = (name: string) => readFileSync(new URL(name, samples));
    const full = await upload(w, bai('lockbox-bailockbox-test_lockbox.bai'), {
      fileFormat: 'bai',
      fileName: 'test_lockbox.bai',
    });
    expect(full.status).toBe(200);
    expect(full.body).toMatchObject({ TotalTransactions: 1, ExceptionCount: 1 });
    expect(full.body.Batch).toMatchObject({ DepositDate: '2016-05-23', Total: 700_000 });
    const payments = (await batchOf(w, full.body.Batch?.LockboxBatchId ?? 0)).body.Payments;
    expect(payments[0]).toMatchObject({
      CheckNumber: '180',
      PayerName: 'BOB E SMITH',
      Exception: 'No property has account number CE554.',
    });
    const empty = await upload(w, bai('lockbox-bailockbox-test_empty_lockbox.bai'), {
      fileFormat: 'bai',
      fileName: 'empty.bai',
    });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({
      TotalTransactions: 0,
      ExceptionCount: 0,
      Batch: { PaymentCount: 0, Total: 0 },
    });
    const broken = await upload(w, 'not a lockbox file', {
      fileFormat: 'bai',
      fileName: 'broken.bai',
    });
    expect(broken.status).toBe(400);
    expect(broken.errorMessage).toBe(
      'Error processing lockbox. Line 1: a lockbox file starts with the header record 1.',
    );
  });

  it('refuses callers without the lockbox claim (403) and other companies’ batches (404)', async () => {
    const w = await paymentWorld(h, 1);
    const up = await upload(w, csv('A-001,10.00,1,,One'));
    const batchId = up.body.Batch?.LockboxBatchId ?? 0;
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arownerpayments')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect((await upload(w, csv('A-001,11.00,2,,One'), {}, readerToken)).status).toBe(403);
    expect(
      (await callApi(h.app, L.GetReceiptBatch, { query: { lockboxBatchId: batchId } }, readerToken))
        .status,
    ).toBe(403);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect(
      (await callApi(h.app, L.GetReceiptBatch, { query: { lockboxBatchId: batchId } }, otherToken))
        .status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          L.PostCashReceiptItems,
          { body: { LockboxBatchId: batchId } },
          otherToken,
        )
      ).status,
    ).toBe(404);
    expect((await upload(w, csv('A-001,12.00,3,,One'), {}, otherToken)).status).toBe(404);
    const history = await callApi(
      h.app,
      L.GetLockboxHistory,
      { query: { skip: 0, take: 10 } },
      otherToken,
    );
    expect(history.body.TotalCount).toBe(0);
  });
});
