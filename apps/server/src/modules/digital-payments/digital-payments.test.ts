import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  DigitalPaymentMessages as M,
  earliestEffectiveEntryDate,
  formatDate,
  InboxState,
  nextBankingDay,
  VendorPaymentMessages,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { uploadFile } from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import {
  daysAgo,
  debitDays,
  openBooksThrough,
  today,
  upcomingChristmas,
  upcomingSaturday,
} from '../../../test/effective-dates';
import { addUser, fullGrant } from '../../../test/factories';
import {
  insertInvoice,
  ledgerOf,
  payablesWorld,
  type PayablesWorld,
} from '../../../test/payables-factories';
import { confirmVendorBankDetails, setNachaOrigin } from '../../../test/nacha-factories';
import { readNachaIndependently } from '../../../test/nacha-independent-reader';
import { refreshDigitalPayments } from './refresh-digital-payments';

const D = contract.digitalPayments;

const controller = {
  FirstName: 'Ann',
  LastName: 'Lee',
  Title: 'Treasurer',
  DateOfBirth: '1980-01-02',
  Ssn: '123-45-6789',
  Address1: '1 Main St',
  City: 'Austin',
  State: 'TX',
  PostalCode: '78701',
  Country: 'US',
};

const enableBody = (communityId: number, lastName = 'Lee') => ({
  CommunityAgentId: communityId,
  FirstName: 'Ann',
  LastName: 'Lee',
  BusinessName: 'Oak Ridge HOA',
  Address1: '1 Main St',
  City: 'Austin',
  State: 'TX',
  PostalCode: '78701',
  Ein: '12-3456789',
  ControllerData: { ...controller, LastName: lastName },
  TermsOfServiceAccepted: true,
  PrivacyPolicyAccepted: true,
});

/** Enables the world's community and verifies its bank account with the sandbox's amounts. */
async function verifiedWorld(h: Harness): Promise<PayablesWorld & { sourceId: number }> {
  const w = await payablesWorld(h);
  const enabled = await callApi(
    h.app,
    D.CreateDigitalPaymentAccount,
    { body: enableBody(w.communityId) },
    w.token,
  );
  expect(enabled.body.Status).toBe('Verified');
  const source = await callApi(
    h.app,
    D.SetBankAccountForDigitalPayment,
    { body: { AgentBankId: w.bankAccountId, IsEnabled: true } },
    w.token,
  );
  const sourceId = source.body.FundingSourceId ?? 0;
  const sent = await callApi(
    h.app,
    D.GetSandboxMicroDeposits,
    { query: { fundingSourceId: sourceId } },
    w.token,
  );
  const verified = await callApi(
    h.app,
    D.VerifyBankAccountRegistration,
    {
      body: {
        AgentBankId: w.bankAccountId,
        Amount1: sent.body.Amount1,
        Amount2: sent.body.Amount2,
      },
    },
    w.token,
  );
  expect(verified.body.Status).toBe('Verified');
  return { ...w, sourceId };
}

async function pay(
  h: Harness,
  w: PayablesWorld & { sourceId: number },
  itemId: number,
  amount: number,
) {
  const paid = await callApi(
    h.app,
    D.PayDigitalInvoices,
    {
      body: {
        CommunityAgentId: w.communityId,
        FundingSourceId: w.sourceId,
        PaymentDate: '2026-03-10',
        Invoices: [{ ItemId: itemId, Amount: amount }],
      },
    },
    w.token,
  );
  expect(paid.status).toBe(200);
  const [check] = paid.body;
  if (!check) throw new Error('no check');
  return check;
}

const checksOf = async (h: Harness, w: PayablesWorld) =>
  (
    await callApi(
      h.app,
      D.GetDigitalChecks,
      { query: { communityAgentId: w.communityId } },
      w.token,
    )
  ).body;

describe.each(testDatabases())('digital payments on $name', (testDb) => {
  const h = useApp(testDb);

  it('onboards with every required field, verifies a source after 3 failed attempts', async () => {
    const w = await payablesWorld(h);
    const missing = await callApi(
      h.app,
      D.CreateDigitalPaymentAccount,
      {
        body: {
          ...enableBody(w.communityId),
          Ein: null,
          ControllerData: { ...controller, Ssn: null },
          PrivacyPolicyAccepted: false,
        },
      },
      w.token,
    );
    expect(missing.status).toBe(400);
    expect(missing.errorMessage).toBe(
      `EIN is Required, Controller SSN is Required, ${M.privacyRequired}`,
    );
    const saveBad = await callApi(
      h.app,
      D.SaveControllerInfo,
      {
        body: { CommunityAgentId: w.communityId, ControllerData: { ...controller, Country: 'CA' } },
      },
      w.token,
    );
    expect(saveBad.errorMessage).toBe('Passport Number is Required, Passport Country is Required');
    const enabled = await callApi(
      h.app,
      D.CreateDigitalPaymentAccount,
      { body: enableBody(w.communityId) },
      w.token,
    );
    expect(enabled.body).toMatchObject({
      Status: 'Verified',
      PlatformStatus: 'Active',
      EinLast4: '6789',
    });
    const saved = await callApi(
      h.app,
      D.GetControllerInfo,
      { query: { CommunityAgentId: w.communityId } },
      w.token,
    );
    expect(saved.body).toMatchObject({ FirstName: 'Ann', SsnLast4: '6789', Country: 'US' });

    const source = await callApi(
      h.app,
      D.SetBankAccountForDigitalPayment,
      { body: { AgentBankId: w.bankAccountId, IsEnabled: true } },
      w.token,
    );
    expect(source.body).toMatchObject({
      Status: 'MicroDepositInitiated',
      IsEnabled: true,
      AttemptsLeft: 3,
    });
    const sourceId = source.body.FundingSourceId ?? 0;
    const sent = await callApi(
      h.app,
      D.GetSandboxMicroDeposits,
      { query: { fundingSourceId: sourceId } },
      w.token,
    );
    for (const amount of [sent.body.Amount1, sent.body.Amount2]) {
      expect(amount).toBeGreaterThanOrEqual(1);
      expect(amount).toBeLessThanOrEqual(9);
    }
    const verify = (Amount1: number, Amount2: number) =>
      callApi(
        h.app,
        D.VerifyBankAccountRegistration,
        { body: { AgentBankId: w.bankAccountId, Amount1, Amount2 } },
        w.token,
      );
    expect((await verify(0, 3)).errorMessage).toBe('Micro deposit amounts must not be negative');
    expect((await verify(10, 3)).errorMessage).toBe('Micro deposit amounts must be below $ 0.10');
    const wrong = (sent.body.Amount1 % 9) + 1;
    expect((await verify(wrong, sent.body.Amount2)).body).toMatchObject({
      Status: 'MicroDepositFailed',
      AttemptsLeft: 2,
      Message: M.microDepositFailed,
    });
    await verify(wrong, sent.body.Amount2);
    expect((await verify(wrong, sent.body.Amount2)).body).toMatchObject({
      Status: 'MicroDepositMaxAttempted',
      Message: M.microDepositMaxAttempted,
    });
    const fourth = await verify(sent.body.Amount1, sent.body.Amount2);
    expect(fourth.status).toBe(409);
    expect(fourth.errorMessage).toContain('wait 48 hours');

    const removed = await callApi(
      h.app,
      D.DeleteFundingSource,
      { body: { FundingSourceId: sourceId } },
      w.token,
    );
    expect(removed.body.Message).toBe('Funding source removed');
    const again = await callApi(
      h.app,
      D.SetBankAccountForDigitalPayment,
      { body: { AgentBankId: w.bankAccountId, IsEnabled: true } },
      w.token,
    );
    const fresh = await callApi(
      h.app,
      D.GetSandboxMicroDeposits,
      { query: { fundingSourceId: again.body.FundingSourceId ?? 0 } },
      w.token,
    );
    const ok = await verify(fresh.body.Amount1, fresh.body.Amount2);
    expect(ok.body).toMatchObject({ Status: 'Verified', Message: null });
    const page = await callApi(
      h.app,
      D.GetBankAccountDigitalPaymentSettings,
      { query: { communityId: w.communityId } },
      w.token,
    );
    expect(page.body.Total).toBe(1);
    expect(page.body.Rows[0]).toMatchObject({ Status: 'Verified', AccountLast4: '6789' });
  });

  it('asks for a document when the sandbox wants one and verifies after review', async () => {
    const w = await payablesWorld(h);
    const c = w.otherCommunityId;
    const enabled = await callApi(
      h.app,
      D.CreateDigitalPaymentAccount,
      { body: enableBody(c, 'Document') },
      w.token,
    );
    expect(enabled.body).toMatchObject({
      Status: 'Document',
      PlatformStatus: 'Pending',
      DocumentNeededTypeId: 0,
    });
    const needed = await callApi(
      h.app,
      D.GetDigitalPaymentAccountVerificationDocumentsNeeded,
      { query: { CommunityAgentId: c } },
      w.token,
    );
    expect(needed.body).toMatchObject({
      PersonalTypes: ['idcard', 'license'],
      BusinessTypes: ['other'],
      IsFormOpen: true,
    });
    const file = { fileName: 'id.png', bytes: Buffer.from('image'), contentType: 'image/png' };
    const upload = (Type: string, f = file) =>
      uploadFile(h.app, D.UploadDocument, { CommunityAgentId: c, Type }, f, w.token);
    expect((await upload('')).errorMessage).toBe('Document Type is required.');
    expect((await upload('passport')).errorMessage).toBe(M.documentNotAllowed);
    const tooBig = await upload('idcard', { ...file, bytes: Buffer.alloc(10_000_000) });
    expect(tooBig.errorMessage).toBe('Only files less than 10MB.');
    const unreadable = await upload('idcard', { ...file, fileName: 'unreadable.png' });
    expect(unreadable.body).toMatchObject({ Status: 'reviewed', FailureReason: 'ScanNotReadable' });
    expect(unreadable.body.FailureDescription).toContain('blurry');
    const good = await upload('license');
    expect(good.body).toMatchObject({ Status: 'pending', FailureReason: null });
    const account = await callApi(
      h.app,
      D.GetDigitalPaymentAccount,
      { query: { CommunityAgentId: c } },
      w.token,
    );
    expect(account.body.Status).toBe('Verified');
    const docs = await callApi(
      h.app,
      D.GetDigitalPaymentAccountDocuments,
      { query: { CommunityAgentId: c } },
      w.token,
    );
    expect(docs.body.map((d) => d.Status)).toEqual(['reviewed', 'reviewed']);
    const status = await callApi(h.app, D.GetCommunitiesDigitalPaymentStatus, {}, w.token);
    expect(status.body.Active).toBeGreaterThanOrEqual(1);
  });

  it('pays digitally, advances to paid, refunds; pending transfers block removal', async () => {
    const w = await verifiedWorld(h);
    const invoice = await insertInvoice(w, { inboxState: InboxState.Approved });
    const { expense, payables, cash } = w.books.account;
    const check = await pay(h, w, invoice, 25_000);
    expect(check).toMatchObject({
      DigitalPaymentStatusId: 0,
      CanDelete: true,
      IsSelectable: false,
      Amount: 25_000,
    });
    expect(await ledgerOf(w)).toEqual({ [expense]: 25_000, [cash]: -25_000 });

    const pending = await callApi(
      h.app,
      D.GetPendingTransfers,
      { query: { fundingSourceId: w.sourceId } },
      w.token,
    );
    expect(pending.body).toMatchObject({ Count: 1, Total: 25_000 });
    const blocked = await callApi(
      h.app,
      D.DeleteFundingSource,
      { body: { FundingSourceId: w.sourceId } },
      w.token,
    );
    expect(blocked.status).toBe(409);
    expect(blocked.errorMessage).toBe(
      'This funding source has 1 pending transfer totaling $250.00. It can be removed when they complete.',
    );

    const early = await callApi(
      h.app,
      D.RefundDigitalPayment,
      { body: { PaymentId: check.PaymentId } },
      w.token,
    );
    expect(early.status).toBe(409);
    await callApi(h.app, D.SandboxAdvanceTime, { body: { Days: 7 } }, w.token);
    const [paid] = await checksOf(h, w);
    expect(paid).toMatchObject({
      DigitalPaymentStatusId: 2,
      DigitalPaymentStatusName: 'Paid',
      CanRefund: true,
    });
    const notDeleted = await callApi(
      h.app,
      D.DeleteDigitalChecks,
      { body: { PaymentIds: [check.PaymentId] } },
      w.token,
    );
    expect(notDeleted.status).toBe(409);

    const refunded = await callApi(
      h.app,
      D.RefundDigitalPayment,
      { body: { PaymentId: check.PaymentId } },
      w.token,
    );
    expect(refunded.body).toMatchObject({ DigitalPaymentStatusId: 7, IsSelectable: true });
    expect(await ledgerOf(w)).toEqual({ [expense]: 25_000, [payables]: -25_000 });
    const open = await w.inTx((tx) =>
      queryRows<{ paid: number }>(
        tx,
        sql`select paid_cents::float8 as paid from ap_invoices where item_id = ${invoice}`,
      ),
    );
    expect(open[0]?.paid).toBe(0);
    const summary = await callApi(
      h.app,
      D.GetDigitalPaymentSummary,
      { query: { CommunityAgentId: w.communityId } },
      w.token,
    );
    expect(summary.body.find((s) => s.DigitalPaymentStatusId === 7)).toMatchObject({
      Count: 1,
      Total: 25_000,
    });
    const removed = await callApi(
      h.app,
      D.DeleteFundingSource,
      { body: { FundingSourceId: w.sourceId } },
      w.token,
    );
    expect(removed.body.Message).toBe('Funding source removed');
  });

  it('reverses a failed transfer (13 cents) and a deleted released check', async () => {
    const w = await verifiedWorld(h);
    const { expense, payables } = w.books.account;
    const failing = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      lines: [{ accountId: expense, amountCents: 10_013 }],
    });
    const deleted = await insertInvoice(w, { inboxState: InboxState.Approved });
    await pay(h, w, failing, 10_013);
    const released = await pay(h, w, deleted, 25_000);
    const gone = await callApi(
      h.app,
      D.DeleteDigitalChecks,
      { body: { PaymentIds: [released.PaymentId] } },
      w.token,
    );
    expect(gone.body[0]).toMatchObject({
      DigitalPaymentStatusId: 4,
      DigitalPaymentStatusName: 'Voided',
    });
    await callApi(h.app, D.SandboxAdvanceTime, { body: { Days: 4 } }, w.token);
    const failed = await callApi(
      h.app,
      D.GetDigitalChecks,
      { query: { communityAgentId: w.communityId, digitalPaymentStatus: 3 } },
      w.token,
    );
    expect(failed.body).toHaveLength(1);
    expect(failed.body[0]).toMatchObject({ Amount: 10_013, IsSelectable: true });
    expect(await ledgerOf(w)).toEqual({ [expense]: 35_013, [payables]: -35_013 });
  });

  it('refreshes open transfers and document reviews of every company as a periodic job', async () => {
    const w = await verifiedWorld(h);
    const failing = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      lines: [{ accountId: w.books.account.expense, amountCents: 10_013 }],
    });
    const moving = await insertInvoice(w, { inboxState: InboxState.Approved });
    const failed = await pay(h, w, failing, 10_013);
    const sent = await pay(h, w, moving, 25_000);
    const c = w.otherCommunityId;
    await callApi(
      h.app,
      D.CreateDigitalPaymentAccount,
      { body: enableBody(c, 'Document') },
      w.token,
    );
    const file = { fileName: 'id.png', bytes: Buffer.from('image'), contentType: 'image/png' };
    const doc = { CommunityAgentId: c, Type: 'license' };
    expect((await uploadFile(h.app, D.UploadDocument, doc, file, w.token)).status).toBe(200);
    // Four days pass on the sandbox clock with nobody reading the checks or the account.
    await w.inTx((tx) =>
      tx.execute(
        sql`insert into digital_payment_sandbox_objects (id, company_id, kind, data)
            values (${`clock_${w.companyId}`}, ${w.companyId}, 'clock', '{"offsetDays": 4}')
            on conflict (id) do update set data = excluded.data`,
      ),
    );
    const state = () =>
      w.inTx(async (tx) => ({
        payments: await queryRows<{ id: number; digital: number; voided: boolean }>(
          tx,
          sql`select id::float8 as id, digital_status::int as digital,
                     void_item_id is not null as voided
                from ap_payments where id in (${failed.PaymentId}, ${sent.PaymentId}) order by id`,
        ),
        account: await queryRows<{ status: string }>(
          tx,
          sql`select status from digital_payment_accounts where community_agent_id = ${c}`,
        ),
      }));
    expect(await state()).toMatchObject({
      payments: [{ digital: 0 }, { digital: 0 }],
      account: [{ status: 'Document' }],
    });
    const run = await refreshDigitalPayments(h.database);
    expect(run.changed).toBeGreaterThanOrEqual(2);
    const after = await state();
    expect(after.payments[0]).toMatchObject({ id: failed.PaymentId, digital: 3, voided: true });
    expect(after.payments[1]).toMatchObject({ id: sent.PaymentId, voided: false });
    expect([1, 2]).toContain(after.payments[1]?.digital);
    expect(after.account).toEqual([{ status: 'Verified' }]);
  });

  it('writes a NACHA credit file for vendors with confirmed bank details', async () => {
    const w = await payablesWorld(h);
    const effectiveDate = debitDays().prenote;
    await openBooksThrough(h.database, w.companyId, w.communityId, effectiveDate);
    const { expense, cash } = w.books.account;
    const one = await insertInvoice(w, { inboxState: InboxState.Approved });
    const two = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      lines: [{ accountId: expense, amountCents: 12_345 }],
    });
    const body = {
      CommunityAgentId: w.communityId,
      BankAccountId: w.bankAccountId,
      EffectiveDate: effectiveDate,
      Invoices: [
        { ItemId: one, Amount: 25_000 },
        { ItemId: two, Amount: 12_345 },
      ],
    };
    await setNachaOrigin(w, '1123456789', '011000015');
    const noDetails = await callApi(h.app, D.CreateNachaCreditFile, { body }, w.token);
    expect(noDetails.status).toBe(422);
    await confirmVendorBankDetails(w);
    const listed = await callApi(
      h.app,
      D.GetNachaCreditInvoices,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(listed.body).toHaveLength(2);
    const run = await callApi(h.app, D.CreateNachaCreditFile, { body }, w.token);
    expect(run.body).toMatchObject({ EntryCount: 1, Total: 37_345, EntryHash: '0023138010' });
    expect(await ledgerOf(w)).toEqual({ [expense]: 37_345, [cash]: -37_345 });
    const file = await h.app.inject({
      method: 'GET',
      url: `/api/DigitalPayment/DownloadNachaCreditFile/${run.body.NachaCreditRunId}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    const read = readNachaIndependently(file.body);
    expect(read.problems).toEqual([]);
    expect(read.control).toEqual({
      batchCount: 1,
      blockCount: 1,
      entryAddendaCount: 1,
      entryHash: '0023138010',
      totalDebitCents: 0,
      totalCreditCents: 37_345,
    });
    expect(read.batches[0]).toMatchObject({
      serviceClass: '220',
      secCode: 'CCD',
      companyIdentification: '1123456789',
    });
    expect(read.batches[0]?.entries).toMatchObject([
      { transactionCode: '22', account: '987654321', amountCents: 37_345 },
    ]);
    const lines = file.body.trimEnd().split('\n');
    expect(lines.every((l) => l.length === 94)).toBe(true);
    expect(lines.length % 10).toBe(0);
    const entry = lines.find((l) => l.startsWith('6'));
    expect(entry?.slice(1, 3)).toBe('22');
    expect(entry?.slice(12, 29).trim()).toBe('987654321');
    const batchControl = lines.find((l) => l.startsWith('8'));
    expect(batchControl?.slice(1, 4)).toBe('220');
    expect(batchControl?.slice(32, 44)).toBe('000000037345');
    const fileControl = lines.find((l) => l.startsWith('9') && !/^9+$/.test(l));
    expect(fileControl?.slice(13, 21)).toBe('00000001');
    expect(fileControl?.slice(43, 55)).toBe('000000037345');
    const runs = await callApi(
      h.app,
      D.GetNachaCreditRuns,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(runs.body).toHaveLength(1);
  });

  it('NACHA: a vendor credit file’s effective entry date must be a banking day, not past (Saturday, Christmas Day, two weeks ago refused)', async () => {
    const w = await payablesWorld(h);
    const invoice = await insertInvoice(w, { inboxState: InboxState.Approved });
    await confirmVendorBankDetails(w);
    const create = (date: string) =>
      callApi(
        h.app,
        D.CreateNachaCreditFile,
        {
          body: {
            CommunityAgentId: w.communityId,
            BankAccountId: w.bankAccountId,
            EffectiveDate: date,
            Invoices: [{ ItemId: invoice, Amount: 25_000 }],
          },
        },
        w.token,
      );
    const before = await ledgerOf(w);
    const saturday = upcomingSaturday();
    const christmas = upcomingChristmas();
    const past = daysAgo(14);
    expect(await create(saturday)).toMatchObject({
      status: 400,
      errorMessage: `The effective entry date ${formatDate(saturday)} is not a banking day (Saturday); the next banking day is ${formatDate(nextBankingDay(saturday))}.`,
    });
    expect(await create(christmas)).toMatchObject({
      status: 400,
      errorMessage: `The effective entry date ${formatDate(christmas)} is not a banking day (Christmas Day); the next banking day is ${formatDate(nextBankingDay(christmas))}.`,
    });
    expect(await create(past)).toMatchObject({
      status: 400,
      errorMessage: `The effective entry date ${formatDate(past)} is in the past; the earliest effective entry date is ${formatDate(earliestEffectiveEntryDate(today()))}.`,
    });
    expect(await ledgerOf(w)).toEqual(before);
    const runs = await callApi(
      h.app,
      D.GetNachaCreditRuns,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(runs.body).toHaveLength(0);
  });

  it('refuses the user who entered an invoice paying it, unless the company turns that off', async () => {
    const w = await verifiedWorld(h);
    const own = await insertInvoice(w, {
      inboxState: InboxState.Approved,
      enteredByUserId: w.company.admin.userId,
    });
    const payBody = {
      body: {
        CommunityAgentId: w.communityId,
        FundingSourceId: w.sourceId,
        PaymentDate: '2026-03-10',
        Invoices: [{ ItemId: own, Amount: 25_000 }],
      },
    };
    expect(await callApi(h.app, D.PayDigitalInvoices, payBody, w.token)).toMatchObject({
      status: 403,
      errorMessage: VendorPaymentMessages.entererCannotPay,
    });
    const off = await callApi(
      h.app,
      contract.apApprovals.SaveSeparationOfDuties,
      { body: { EntererCannotPay: false } },
      w.token,
    );
    expect(off.status).toBe(200);
    expect(await pay(h, w, own, 25_000)).toMatchObject({ Amount: 25_000 });
  });

  it('refuses callers without the claim (403) and other companies (404)', async () => {
    const w = await verifiedWorld(h);
    const other = await payablesWorld(h);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, nobody.userName);
    const enable = { body: enableBody(w.communityId) };
    expect((await callApi(h.app, D.UpgradeDigitalPaymentAccount, enable, token)).status).toBe(403);
    const invoice = await insertInvoice(w, { inboxState: InboxState.Approved });
    const payBody = {
      body: {
        CommunityAgentId: w.communityId,
        FundingSourceId: w.sourceId,
        PaymentDate: '2026-03-10',
        Invoices: [{ ItemId: invoice, Amount: 25_000 }],
      },
    };
    expect((await callApi(h.app, D.PayDigitalInvoices, payBody, token)).status).toBe(403);
    expect((await callApi(h.app, D.PayDigitalInvoices, payBody, other.token)).status).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          D.GetDigitalPaymentAccount,
          { query: { CommunityAgentId: w.communityId } },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          D.VerifyBankAccountRegistration,
          { body: { AgentBankId: w.bankAccountId, Amount1: 1, Amount2: 2 } },
          other.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          D.DeleteFundingSource,
          { body: { FundingSourceId: w.sourceId } },
          other.token,
        )
      ).status,
    ).toBe(404);
  });
});
