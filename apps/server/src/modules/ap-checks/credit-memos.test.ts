import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { InboxState } from '@hoa/domain';
import { callApi } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { insertInvoice, ledgerOf, payablesWorld } from '../../../test/payables-factories';
import { download, pdfText, printChecksOf } from './check-test-helpers';

const A = contract.apChecks;

describe.each(testDatabases())('credit memos on $name', (testDb) => {
  const h = useApp(testDb);

  it('posts a credit memo, takes it off the vendor’s check and puts it back on void', async () => {
    const w = await payablesWorld(h);
    const exp = w.books.account.expense;
    const bill = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      lines: [{ accountId: exp, amountCents: 40_000 }],
    });
    const memo = await callApi(
      h.app,
      A.AddCreditMemo,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          CreditNumber: 'CM-7',
          CreditDate: '2026-03-10',
          Amount: 15_000,
          AccountId: exp,
        },
      },
      w.token,
    );
    expect(memo.body).toMatchObject({ CreditNumber: 'CM-7', Amount: 15_000, Open: 15_000 });
    expect(await ledgerOf(w)).toEqual({
      [exp]: 25_000,
      [w.books.account.payables]: -25_000,
    });
    const notAccount = await callApi(
      h.app,
      A.AddCreditMemo,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          CreditNumber: 'CM-8',
          CreditDate: '2026-03-10',
          Amount: 1,
          AccountId: 999_999_999,
        },
      },
      w.token,
    );
    expect(notAccount.status).toBe(400);

    const run = await printChecksOf(h, w, [bill], { ApplyCredits: true });
    expect(run.body).toMatchObject({ CheckCount: 1, TotalAmount: 25_000, CreditsApplied: 15_000 });
    expect(await ledgerOf(w)).toEqual({ [exp]: 25_000, [w.books.account.cash]: -25_000 });
    const text = pdfText((await download(h.app, run.body.Url, w.token)).bytes);
    expect(text).toContain('Two Hundred Fifty and 00/100 Dollars');
    expect(text).toContain('Credit memos applied');
    const open = await callApi(
      h.app,
      A.GetOpenCredits,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(open.body).toEqual([]);
    const payable = await callApi(
      h.app,
      A.GetPayableInvoices,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(payable.body).toEqual([]);

    await callApi(
      h.app,
      A.VoidCheck,
      { body: { ItemId: run.body.Checks[0]?.ItemId ?? 0, VoidDate: '2026-03-21' } },
      w.token,
    );
    expect(await ledgerOf(w)).toEqual({
      [exp]: 25_000,
      [w.books.account.payables]: -25_000,
    });
    const reopened = await callApi(
      h.app,
      A.GetOpenCredits,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(reopened.body.map((c) => c.Open)).toEqual([15_000]);
    const again = await callApi(
      h.app,
      A.GetPayableInvoices,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(again.body.map((r) => r.OpenAmount)).toEqual([40_000]);
  });
});
