import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { applyPayments, PaymentMessages, StatusId, TxnTypeId } from '@hoa/domain';
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
import { returnedCheckWorld } from '../../../test/returned-check-factories';

const C = contract.cashReceipts;

describe.each(testDatabases())('cash receipts on $name', (testDb) => {
  const h = useApp(testDb);
  const pay = (w: PaymentWorld, ownerId: number, cents: number, date: string, key?: string) =>
    callApi(
      h.app,
      C.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: ownerId,
          BankAccountId: w.bankAccountId,
          Amount: cents,
          EventDate: date,
          CheckNumber: '1001',
          Post: true,
          IdempotencyKey: key ?? null,
        },
      },
      w.token,
    );

  it('posts exact, partial and over payments, an NSF and a backout, right to the cent', async () => {
    const w = await paymentWorld(h);
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    const asmt = (ownerId: number, date: string) =>
      postCharge(h, w, TxnTypeId.ApplyCharges, date, [
        { ownerId, codeId: w.code.ASMT, amountCents: 25_000, accountId: w.account.income },
      ]);
    const late = (ownerId: number, date: string) =>
      postCharge(h, w, TxnTypeId.LateFee, date, [
        { ownerId, codeId: w.code.LATE, amountCents: 2_500, accountId: w.account.lateFeeIncome },
      ]);
    // Owner one: March assessment $250.00, the March 16 late fee $25.00, April assessment $250.00.
    await asmt(one.ownerId, '2026-03-01');
    await late(one.ownerId, '2026-03-16');
    await asmt(one.ownerId, '2026-04-01');
    // Owner two: March assessment $250.00 and late fee $25.00.
    await asmt(two.ownerId, '2026-03-01');
    await late(two.ownerId, '2026-03-16');

    // Exact: owner two pays $275.00 and owes nothing.
    const exact = await pay(w, two.ownerId, 27_500, '2026-04-20');
    expect(exact.status).toBe(200);
    expect(exact.body).toMatchObject({ TopsStatusId: StatusId.Posted, Amount: 27_500 });
    expect(await balancesOf(w, two.ownerId)).toEqual({});

    // Partial: owner one pays $300.00; both assessments come before the older late fee.
    const open = await callApi(
      h.app,
      C.GetOwnerOpenCharges,
      { query: { ownerAgentId: one.ownerId } },
      w.token,
    );
    expect(open.body.Charges.map((c) => [c.CodeAlias, c.PostDate, c.OpenAmount])).toEqual([
      ['ASMT', '2026-03-01', 25_000],
      ['ASMT', '2026-04-01', 25_000],
      ['LATE', '2026-03-16', 2_500],
    ]);
    const partial = await pay(w, one.ownerId, 30_000, '2026-05-02');
    expect(partial.body.Applications.map((a) => [a.CodeAlias, a.Amount])).toEqual([
      ['ASMT', 30_000],
    ]);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 20_000, LATE: 2_500 });
    // The domain's rule, fed the open charges, paid the same (set-based SQL and domain agree).
    const [expected] = applyPayments(
      open.body.Charges.map((c) => ({
        codeId: c.CodeID,
        priority: c.Priority,
        postDate: c.PostDate,
        sequence: c.Sequence,
        openCents: c.OpenAmount,
      })),
      [30_000],
    );
    expect(expected).toEqual({
      applied: [{ codeId: w.code.ASMT, cents: 30_000 }],
      prepaidCents: 0,
    });

    // Over: $300.00 pays $200.00 assessment, $25.00 late fee, and $75.00 is prepaid.
    const over = await pay(w, one.ownerId, 30_000, '2026-05-10');
    const applications = await callApi(
      h.app,
      C.GetPaymentApplications,
      { query: { itemId: over.body.TopsItemId } },
      w.token,
    );
    expect(applications.body.Applications.map((a) => [a.CodeAlias, a.Amount, a.IsPrepaid])).toEqual(
      [
        ['ASMT', 20_000, false],
        ['LATE', 2_500, false],
        ['PP', 7_500, true],
      ],
    );
    expect(await balancesOf(w, one.ownerId)).toEqual({ PP: -7_500 });

    // NSF of the over payment with a $15.00 fee on LATE: everything it paid is owed again.
    const nsf = await callApi(
      h.app,
      C.AddPaymentReversal,
      {
        body: {
          PaymentItemId: over.body.TopsItemId,
          TopsTxnTypeId: TxnTypeId.Nsf,
          EventDate: '2026-05-20',
          NsfFeeCodeId: w.code.LATE,
          NsfFeeAmount: 1_500,
          Post: true,
        },
      },
      w.token,
    );
    expect([nsf.status, nsf.errorMessage]).toEqual([200, undefined]);
    expect(nsf.body).toMatchObject({
      TopsStatusId: StatusId.Posted,
      TopsItemParentTxnId: over.body.TopsItemId,
      Amount: 31_500,
    });
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 20_000, LATE: 4_000 });

    // Backout of the partial payment, saved for the add screen, then posted.
    const backout = await callApi(
      h.app,
      C.AddPaymentReversal,
      {
        body: {
          PaymentItemId: partial.body.TopsItemId,
          TopsTxnTypeId: TxnTypeId.BackoutPayment,
          EventDate: '2026-05-21',
        },
      },
      w.token,
    );
    expect(backout.body.TopsStatusId).toBe(StatusId.Accrued);
    const posted = await callApi(
      h.app,
      C.PostPaymentReversal,
      { body: { TopsItemId: backout.body.TopsItemId } },
      w.token,
    );
    expect(posted.body.TopsStatusId).toBe(StatusId.Posted);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 50_000, LATE: 4_000 });
    const again = await callApi(
      h.app,
      C.AddPaymentReversal,
      {
        body: {
          PaymentItemId: partial.body.TopsItemId,
          TopsTxnTypeId: TxnTypeId.BackoutPayment,
          EventDate: '2026-05-22',
        },
      },
      w.token,
    );
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe('This payment has already been backed out or returned NSF.');

    // Cash: 275 + 300 + 300 in, 300 + 300 back out = $275.00. Receivables: owner one's $540.00.
    // Income: assessments $750.00, late fees 25 + 25 + 15 = $65.00. Debits equal credits.
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 27_500,
      [w.account.receivables]: 54_000,
      [w.account.income]: -75_000,
      [w.account.lateFeeIncome]: -6_500,
    });

    // The summary of both payments shows what each paid and its reversal.
    const summary = await callApi(
      h.app,
      C.GetOwnerPaymentSummary,
      { query: { itemIDs: `${partial.body.TopsItemId},${over.body.TopsItemId}` } },
      w.token,
    );
    expect(
      summary.body.Payments.map((p) => [p.ReversalTxnTypeId, p.BankAccountName, p.Amount]),
    ).toEqual([
      [TxnTypeId.BackoutPayment, 'Operating', 30_000],
      [TxnTypeId.Nsf, 'Operating', 30_000],
    ]);
  });

  it('posts a retried request once and edits an accrued receipt before posting it', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const first = await pay(w, one.ownerId, 10_000, '2026-03-05', 'retry-key-0001');
    const second = await pay(w, one.ownerId, 10_000, '2026-03-05', 'retry-key-0001');
    expect(second.body.TopsItemId).toBe(first.body.TopsItemId);
    expect(await balancesOf(w, one.ownerId)).toEqual({ PP: -10_000 });

    const saved = await callApi(
      h.app,
      C.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: one.ownerId,
          BankAccountId: w.bankAccountId,
          Amount: 5_000,
          EventDate: '2026-03-06',
        },
      },
      w.token,
    );
    expect(saved.body).toMatchObject({ TopsStatusId: StatusId.Accrued, Applications: [] });
    const edited = await callApi(
      h.app,
      C.UpdateCashReceipt,
      {
        body: {
          TopsItemId: saved.body.TopsItemId,
          BankAccountId: w.bankAccountId,
          Amount: 5_001,
          EventDate: '2026-03-07',
          CheckNumber: '77',
        },
      },
      w.token,
    );
    expect(edited.body).toMatchObject({
      Amount: 5_001,
      CheckNumber: '77',
      EventDate: '2026-03-07',
    });
    const ids = [saved.body.TopsItemId, first.body.TopsItemId];
    const posted = await callApi(h.app, C.PostCashReceipts, { body: { ItemIds: ids } }, w.token);
    expect(posted.body.ItemIds).toEqual([saved.body.TopsItemId]);
    const repost = await callApi(h.app, C.PostCashReceipts, { body: { ItemIds: ids } }, w.token);
    expect(repost.body.ItemIds).toEqual([]);
    expect(await balancesOf(w, one.ownerId)).toEqual({ PP: -15_001 });
    const late = await callApi(
      h.app,
      C.UpdateCashReceipt,
      {
        body: {
          TopsItemId: saved.body.TopsItemId,
          BankAccountId: w.bankAccountId,
          Amount: 1,
          EventDate: '2026-03-07',
        },
      },
      w.token,
    );
    expect(late.status).toBe(409);
    const list = await callApi(
      h.app,
      C.GetCashReceipts,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(list.body.TotalCount).toBe(2);
    expect(list.body.Rows.map((r) => r.Amount)).toEqual([5_001, 10_000]);
  });

  it('refuses a receipt posted at once for another company’s owner, writing nothing', async () => {
    const w = await paymentWorld(h);
    const other = await paymentWorld(h);
    const [one] = w.homes;
    const [stranger] = other.homes;
    if (!one || !stranger) throw new Error('no home');
    const posted = await pay(w, one.ownerId, 4_000, '2026-03-05', 'posted-at-once-0001');
    expect(posted.body.TopsStatusId).toBe(StatusId.Posted);
    const refused = await pay(w, stranger.ownerId, 4_000, '2026-03-05', 'refused-key-0001');
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errorMessage: PaymentMessages.ownerNotInCommunity });
    const list = await callApi(
      h.app,
      C.GetCashReceipts,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(list.body.TotalCount).toBe(1);
    // Posted once: the bank debited and the prepaid credited by 4,000, nothing of the refused one.
    const tb = Object.values(await trialBalanceOf(w)).sort((x, y) => x - y);
    expect(tb).toEqual([-4_000, 4_000]);
    expect(await balancesOf(w, one.ownerId)).toEqual({ PP: -4_000 });
  });

  it('loses nothing when two payments of one owner post at the same time', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: one.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    const results = await Promise.all([
      pay(w, one.ownerId, 20_000, '2026-03-10'),
      pay(w, one.ownerId, 20_000, '2026-03-10'),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    // $400.00 paid on $250.00 owed: the assessment is paid once and $150.00 is prepaid.
    expect(await balancesOf(w, one.ownerId)).toEqual({ PP: -15_000 });
    expect(await trialBalanceOf(w)).toEqual({
      [w.books.account.cash]: 40_000,
      [w.account.income]: -25_000,
      [w.account.prepaid]: -15_000,
    });
  });

  it('pays by the community’s priority when it puts late fees first', async () => {
    const w = await paymentWorld(h);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    const saved = await callApi(
      h.app,
      C.SavePaymentPriorities,
      {
        body: {
          CommunityAgentId: w.communityId,
          Codes: [
            { CodeID: w.code.LATE, Priority: 1 },
            { CodeID: w.code.ASMT, Priority: 2 },
          ],
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    const priorities = await callApi(
      h.app,
      C.GetPaymentPriorities,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(
      priorities.body.Codes.filter((c) => ['LATE', 'ASMT'].includes(c.CodeAlias)).map((c) => [
        c.CodeAlias,
        c.Priority,
        c.DefaultPriority,
      ]),
    ).toEqual([
      ['LATE', 1, 2],
      ['ASMT', 2, 1],
    ]);
    await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
      {
        ownerId: one.ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      },
    ]);
    await postCharge(h, w, TxnTypeId.LateFee, '2026-03-16', [
      {
        ownerId: one.ownerId,
        codeId: w.code.LATE,
        amountCents: 2_500,
        accountId: w.account.lateFeeIncome,
      },
    ]);
    const paid = await pay(w, one.ownerId, 3_000, '2026-03-20');
    expect(paid.body.Applications.map((a) => [a.CodeAlias, a.Amount])).toEqual([
      ['ASMT', 500],
      ['LATE', 2_500],
    ]);
    const bad = await callApi(
      h.app,
      C.SavePaymentPriorities,
      { body: { CommunityAgentId: w.communityId, Codes: [{ CodeID: w.code.PP, Priority: 1 }] } },
      w.token,
    );
    expect(bad.status).toBe(400);
  });

  it('shows a returned check’s charges open with their own dates and pays them oldest first', async () => {
    // Owner one's $404.32 check of Jan 5 came back on Jan 12 with a $30.00 NSF fee on LATE
    // (returned-check-factories): the charges it paid are open again since Jan 1 and Jan 3, not
    // since the return; only the fee is a charge of Jan 12.
    const w = await returnedCheckWorld(h);
    const open = await callApi(
      h.app,
      C.GetOwnerOpenCharges,
      { query: { ownerAgentId: w.one.ownerId } },
      w.token,
    );
    expect(open.body.Charges.map((c) => [c.CodeAlias, c.PostDate, c.OpenAmount])).toEqual([
      ['ASMT', '2026-01-01', 25_000],
      ['SPEC', '2026-01-03', 15_432],
      ['LATE', '2026-01-12', 3_000],
    ]);
    // $300.00 on Jan 15: ASMT $250.00, then $50.00 of SPEC; $104.32 of SPEC and the fee stay.
    const paid = await pay(w, w.one.ownerId, 30_000, '2026-01-15');
    expect(paid.body.Applications.map((a) => [a.CodeAlias, a.Amount])).toEqual([
      ['ASMT', 25_000],
      ['SPEC', 5_000],
    ]);
    expect(await balancesOf(w, w.one.ownerId)).toEqual({ SPEC: 10_432, LATE: 3_000 });
  });
});
