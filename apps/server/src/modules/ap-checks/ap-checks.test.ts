import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { agents, contacts } from '@hoa/db';
import {
  AgentTypeId,
  CheckMessages,
  InboxState,
  TxnTypeId,
  VendorPaymentMessages,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { insertInvoice, ledgerOf, payablesWorld } from '../../../test/payables-factories';
import {
  download,
  pdfImageCount,
  pdfText,
  printChecksOf,
  signaturePng,
} from './check-test-helpers';

const A = contract.apChecks;
const S = contract.signatures;

describe.each(testDatabases())('paying by check on $name', (testDb) => {
  const h = useApp(testDb);

  it('prints a check run: one check per vendor, numbered from 1000, posted, one PDF', async () => {
    const w = await payablesWorld(h);
    const other = await w.inTx(async (tx) => {
      const [agent] = await tx
        .insert(agents)
        .values({ companyId: w.companyId, agentTypeId: AgentTypeId.Vendor })
        .returning({ id: agents.id });
      if (!agent) throw new Error('no vendor');
      await tx
        .insert(contacts)
        .values({ companyId: w.companyId, agentId: agent.id, displayName: 'Blue Pools' });
      return agent.id;
    });
    const exp = w.books.account.expense;
    const one = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      lines: [{ accountId: exp, amountCents: 123_456 }],
    });
    const two = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      lines: [{ accountId: exp, amountCents: 1 }],
    });
    const separate = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      txnTypeId: TxnTypeId.SeparateCheck,
      lines: [{ accountId: exp, amountCents: 5_000 }],
    });
    const pools = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      vendorId: other,
      lines: [{ accountId: exp, amountCents: 20_000 }],
    });
    await insertInvoice(w, { inboxState: InboxState.Inbox });
    const payable = await callApi(
      h.app,
      A.GetPayableInvoices,
      { query: { communityAgentId: w.communityId, bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(payable.body.map((r) => r.ItemId).sort()).toEqual([one, two, separate, pools].sort());
    const banks = await callApi(
      h.app,
      A.GetBanks,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(banks.body[0]?.NextCheckNumber).toBe(1000);

    const run = await printChecksOf(h, w, [one, two, separate, pools], { Layout: 'WithStub' });
    expect(run.status).toBe(200);
    expect(run.body).toMatchObject({
      CheckCount: 3,
      TotalAmount: 148_457,
      FirstCheckNumber: '1000',
      LastCheckNumber: '1002',
    });
    expect(
      run.body.Checks.map((c) => [c.CheckNumber, c.VendorDisplayName, c.Amount, c.TxnTypeId]),
    ).toEqual([
      ['1000', 'Acme Landscaping', 123_457, TxnTypeId.PrintChecks],
      ['1001', 'Acme Landscaping', 5_000, TxnTypeId.SeparateCheck],
      ['1002', 'Blue Pools', 20_000, TxnTypeId.PrintChecks],
    ]);
    expect(await ledgerOf(w)).toEqual({
      [exp]: 148_457,
      [w.books.account.cash]: -148_457,
    });
    const pdf = await download(h.app, run.body.Url, w.token);
    expect(pdf.status).toBe(200);
    expect(pdf.type).toBe('application/pdf');
    const text = pdfText(pdf.bytes);
    expect(text).toContain('Acme Landscaping');
    expect(text).toContain('Blue Pools');
    expect(text).toContain('One Thousand Two Hundred Thirty-Four and 57/100 Dollars');
    expect(text).toContain('Two Hundred and 00/100 Dollars');
    expect(text).toContain('C001000C A011000015A 000123456789C');
    const url = await callApi(
      h.app,
      A.GetCheckUrl,
      { query: { itemId: run.body.Checks[0]?.ItemId ?? 0 } },
      w.token,
    );
    expect(url.body.Url).toBe(run.body.Url);
    const next = await callApi(
      h.app,
      A.GetBanks,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(next.body[0]?.NextCheckNumber).toBe(1003);

    // A paid bill cannot be selected again.
    const again = await printChecksOf(h, w, [one], { CheckDate: '2026-03-21' });
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe(VendorPaymentMessages.invoiceNotPayable);
    expect(again.errorCode).toBe('PayablesInvoiceNotPayable');
  });

  it('voids a check: ledger back, invoice payable again, no second void', async () => {
    const w = await payablesWorld(h);
    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    const afterBill = await ledgerOf(w);
    const run = await printChecksOf(h, w, [bill]);
    const checkItem = run.body.Checks[0]?.ItemId ?? 0;
    const early = await callApi(
      h.app,
      A.VoidCheck,
      { body: { ItemId: checkItem, VoidDate: '2026-03-19' } },
      w.token,
    );
    expect(early.errorMessage).toBe(CheckMessages.voidBeforeCheck);
    const voided = await callApi(
      h.app,
      A.VoidCheck,
      { body: { ItemId: checkItem, VoidDate: '2026-03-25' } },
      w.token,
    );
    expect(voided.status).toBe(200);
    expect(voided.body).toMatchObject({ Status: 2, VoidDate: '2026-03-25' });
    expect(await ledgerOf(w)).toEqual(afterBill);
    const payable = await callApi(
      h.app,
      A.GetPayableInvoices,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(payable.body.map((r) => [r.ItemId, r.OpenAmount])).toEqual([[bill, 25_000]]);
    const twice = await callApi(
      h.app,
      A.VoidCheck,
      { body: { ItemId: checkItem, VoidDate: '2026-03-26' } },
      w.token,
    );
    expect(twice.status).toBe(409);
    expect(twice.errorMessage).toBe(CheckMessages.checkVoided);
    const history = await callApi(h.app, A.GetCheckHistory, { query: { itemId: bill } }, w.token);
    expect(history.body.map((e) => [e.TxnTypeId, e.Date, e.Amount])).toEqual([
      [TxnTypeId.PrintChecks, '2026-03-20', 25_000],
      [TxnTypeId.VoidCheck, '2026-03-25', -25_000],
    ]);
    const profile = await callApi(
      h.app,
      A.GetVoidChecksProfile,
      { query: { agentId: w.vendorId, itemId: checkItem } },
      w.token,
    );
    expect(profile.body).toMatchObject({ Status: 2, Invoices: [{ ItemId: bill, Amount: 25_000 }] });
    expect(profile.body.History).toHaveLength(2);
    // A ledger line opens it under its community; under another agent it is not found.
    const checkProfile = (agentId: number) =>
      callApi(h.app, A.GetVoidChecksProfile, { query: { agentId, itemId: checkItem } }, w.token);
    expect((await checkProfile(w.communityId)).body).toMatchObject({ ItemId: checkItem });
    expect((await checkProfile(w.otherCommunityId)).status).toBe(404);
    const invoiceProfile = (agentId: number, token: string) =>
      callApi(h.app, A.GetInvoiceProfile, { query: { agentId, itemId: bill } }, token);
    const invoice = await invoiceProfile(w.vendorId, w.token);
    expect(invoice.body).toMatchObject({ ItemId: bill, VendorAgentId: w.vendorId });
    expect(invoice.body.Checks.map((e) => [e.TxnTypeId, e.Amount])).toEqual([
      [TxnTypeId.PrintChecks, 25_000],
      [TxnTypeId.VoidCheck, -25_000],
    ]);
    expect((await invoiceProfile(w.communityId, w.token)).status).toBe(404);
    const found = await callApi(
      h.app,
      A.GetVoidChecks,
      { query: { communityAgentId: w.communityId, checkNumber: '1000' } },
      w.token,
    );
    expect(found.body.map((c) => c.ItemId)).toEqual([checkItem]);
  });

  it('records a handwritten check and refuses a check number already used', async () => {
    const w = await payablesWorld(h);
    const one = await insertInvoice(w, { inboxState: InboxState.Approved });
    const two = await insertInvoice(w, { inboxState: InboxState.Approved });
    const write = (checkNumber: string, ids: number[]) =>
      callApi(
        h.app,
        A.HandwrittenCheck,
        {
          body: {
            CommunityAgentId: w.communityId,
            BankAccountId: w.bankAccountId,
            CheckNumber: checkNumber,
            CheckDate: '2026-03-22',
            InvoiceItemIds: ids,
          },
        },
        w.token,
      );
    const first = await write('555', [one]);
    expect(first.body).toMatchObject({
      CheckNumber: '555',
      Amount: 25_000,
      Method: 2,
      TxnTypeId: TxnTypeId.HandwrittenCheck,
    });
    const duplicate = await write('555', [two]);
    expect(duplicate.status).toBe(409);
    expect(duplicate.errorMessage).toBe(CheckMessages.checkNumberTaken);
    const paid = await write('556', [one]);
    expect(paid.status).toBe(409);
    const detail = await callApi(
      h.app,
      A.GetCheck,
      { query: { itemID: first.body.ItemId } },
      w.token,
    );
    expect(detail.body).toMatchObject({
      AmountInWords: 'Two Hundred Fifty and 00/100 Dollars',
      MicrLine: '\u2448000555\u2448 \u2446011000015\u2446 000123456789\u2448',
      Invoices: [{ ItemId: one, Amount: 25_000 }],
    });
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 50_000,
      [w.books.account.payables]: -25_000,
      [w.books.account.cash]: -25_000,
    });
  });

  it('refuses callers without the claim and another company’s community', async () => {
    const w = await payablesWorld(h);
    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apinvoice')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const body = {
      CommunityAgentId: w.communityId,
      BankAccountId: w.bankAccountId,
      CheckDate: '2026-03-20',
      InvoiceItemIds: [bill],
    };
    expect((await callApi(h.app, A.PrintChecks, { body }, clerkToken)).status).toBe(403);
    const stranger = await payablesWorld(h);
    expect((await callApi(h.app, A.PrintChecks, { body }, stranger.token)).status).toBe(404);
    const run = await callApi(h.app, A.PrintChecks, { body }, w.token);
    const item = run.body.Checks[0]?.ItemId ?? 0;
    expect(
      (
        await callApi(
          h.app,
          A.VoidCheck,
          { body: { ItemId: item, VoidDate: '2026-03-21' } },
          clerkToken,
        )
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(
          h.app,
          A.VoidCheck,
          { body: { ItemId: item, VoidDate: '2026-03-21' } },
          stranger.token,
        )
      ).status,
    ).toBe(404);
    expect((await download(h.app, run.body.Url, stranger.token)).status).toBe(404);
    const profile = (token: string) =>
      callApi(h.app, A.GetInvoiceProfile, { query: { agentId: w.vendorId, itemId: bill } }, token);
    expect((await profile(stranger.token)).status).toBe(404);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    expect((await profile(await signIn(h.app, nobody.userName))).status).toBe(403);
    expect((await profile(clerkToken)).status).toBe(200);
    const banks = (token: string) =>
      callApi(h.app, A.GetBanks, { query: { communityAgentId: w.communityId } }, token);
    expect((await banks(clerkToken)).status).toBe(403);
    expect((await banks(stranger.token)).status).toBe(404);
  });

  it('keeps signatures, assigns them to a bank account and prints them on checks', async () => {
    const w = await payablesWorld(h);
    const image = signaturePng().toString('base64');
    const bad = await callApi(
      h.app,
      S.CreateSignature,
      { body: { Name: 'Not an image', Image: Buffer.from('GIF89a-nope').toString('base64') } },
      w.token,
    );
    expect(bad.status).toBe(415);
    const treasurer = await callApi(
      h.app,
      S.CreateSignatureAndAssignToBankAccount,
      {
        body: {
          Name: 'Treasurer',
          Image: `data:image/png;base64,${image}`,
          BankAccountId: w.bankAccountId,
          AuthorizedSignatureNumber: 1,
        },
      },
      w.token,
    );
    expect(treasurer.body).toMatchObject({
      Name: 'Treasurer',
      ContentType: 'image/png',
      Usage: [{ AuthorizedSignatureNumber: 1, AccountName: 'Operating' }],
    });
    const president = await callApi(
      h.app,
      S.CreateSignature,
      { body: { Name: 'President', Image: image } },
      w.token,
    );
    const saved = await callApi(
      h.app,
      S.SaveBankAccountAuthorizedSignatures,
      {
        body: {
          BankAccountId: w.bankAccountId,
          Signature1Id: treasurer.body.SignatureId,
          Signature2Id: president.body.SignatureId,
        },
      },
      w.token,
    );
    expect(saved.body).toMatchObject({ Signature1Name: 'Treasurer', Signature2Name: 'President' });
    const renamed = await callApi(
      h.app,
      S.SaveSignature,
      { body: { SignatureId: president.body.SignatureId, Name: 'Board President' } },
      w.token,
    );
    expect(renamed.body.Name).toBe('Board President');
    const one = await callApi(
      h.app,
      S.GetSignature,
      { query: { signatureId: president.body.SignatureId } },
      w.token,
    );
    expect(one.body.ImageDataUrl).toBe(`data:image/png;base64,${image}`);
    const index = await callApi(h.app, S.GetSignaturesIndex, { query: {} }, w.token);
    expect(index.body.Rows.map((r) => [r.Name, r.Usage.length])).toEqual([
      ['Board President', 1],
      ['Treasurer', 1],
    ]);

    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    const run = await printChecksOf(h, w, [bill], { Layout: 'ThreePerPage' });
    const pdf = await download(h.app, run.body.Url, w.token);
    expect(pdfImageCount(pdf.bytes)).toBe(2);

    const stranger = await payablesWorld(h);
    expect(
      (
        await callApi(
          h.app,
          S.GetSignature,
          { query: { signatureId: president.body.SignatureId } },
          stranger.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          S.DeleteSignature,
          { params: { id: treasurer.body.SignatureId } },
          w.token,
        )
      ).body,
    ).toEqual({ success: true });
    const after = await callApi(
      h.app,
      S.GetBankAccountAuthorizedSignatures,
      { query: { bankAccountId: w.bankAccountId } },
      w.token,
    );
    expect(after.body).toMatchObject({ Signature1Id: null, Signature2Name: 'Board President' });
    const many = await callApi(
      h.app,
      S.DeleteMultipleSignatures,
      { body: { SignatureIds: [president.body.SignatureId, treasurer.body.SignatureId] } },
      w.token,
    );
    expect(many.body.Deleted).toBe(1);
    expect((await callApi(h.app, S.GetSignatures, {}, w.token)).body).toEqual([]);
  });
});
