import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { contract, type PaymentReceipt } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  addBankingDays,
  BankMessages,
  CardMessages,
  PaymentMessages,
  TxnTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { TestCardProvider } from '../../../test/card-provider';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { cronJobs } from '../../jobs/cron-jobs';
import { directDebitCalls } from '../../../test/direct-debit-factories';
import { debitDays, openBooksThrough } from '../../../test/effective-dates';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { setNachaOrigin } from '../../../test/nacha-factories';
import { readNachaIndependently } from '../../../test/nacha-independent-reader';
import { registerOwner, type PortalOwner } from '../../../test/owner-portal-factories';
import { inviteOwners } from '../owner-auth/index';
import { readPayLeaseToken } from './pay-lease';
import { recoverCardPayments } from './recover-card-payments';

const P = contract.portalPayments;
const B = contract.ownerPayments;
const L = contract.payLease;

/** A money call with its Idempotency-Key header. */
async function pay(
  h: Harness,
  path: string,
  token: string,
  key: string,
  body: { PaymentMethodId: number; Amount: number },
) {
  const res = await h.app.inject({
    method: 'POST',
    url: path,
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': key },
    payload: body,
  });
  const parsed = JSON.parse(res.body) as PaymentReceipt & { errorMessage?: string };
  return { status: res.statusCode, body: parsed, replayed: res.headers['idempotent-replayed'] };
}

const nextYear = Number(new Date().toISOString().slice(0, 4)) + 1;
const lastYear = nextYear - 2;

describe.each(testDatabases())('portal payments on $name', (testDb) => {
  const provider = new TestCardProvider();
  const h = useApp(testDb, { cardProvider: provider });
  beforeEach(() => {
    provider.calls.clear();
    provider.afterCharge = null;
  });
  const days = debitDays();

  /** A community with the portal on (deposits to its bank account), a $250.00 charge on the first home, its owner registered. */
  async function world(): Promise<{ w: PaymentWorld; owner: PortalOwner; other: PortalOwner }> {
    const w = await paymentWorld(h, 2);
    await openBooksThrough(h.database, w.companyId, w.communityId, addBankingDays(days.retry, 10));
    await setNachaOrigin(w);
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
    await w.inTx((tx) =>
      tx.execute(sql`insert into portal_community_settings (company_id, community_agent_id, is_enabled, bank_account_id)
                     values (${w.companyId}, ${w.communityId}, true, ${w.bankAccountId})`),
    );
    const invitations = await w.inTx((tx) =>
      inviteOwners(tx, w.companyId, [one.ownerId, two.ownerId]),
    );
    const registered = await Promise.all(
      [one, two].map(async (home, i) => {
        const invitation = invitations.find((x) => x.ownerAgentId === home.ownerId);
        if (!invitation) throw new Error('not invited');
        return registerOwner(h, w.companyId, {
          ownerAgentId: home.ownerId,
          propertyAgentId: home.propertyId,
          communityAgentId: w.communityId,
          accountNumber: `A-00${i + 1}`,
          email: `payer-${randomUUID().slice(0, 8)}@example.com`,
          registrationCode: invitation.registrationCode,
        });
      }),
    );
    const [owner, other] = registered;
    if (!owner || !other) throw new Error('not registered');
    return { w, owner, other };
  }

  const ownerActivity = async (w: PaymentWorld, ownerId: number) =>
    (
      await callApi(
        h.app,
        contract.ownerLedger.GetOwnerActivity,
        { query: { agentId: ownerId } },
        w.token,
      )
    ).body;

  it('a one-time bank account payment is debited in the next direct debit file and posted then, to the cent; a return is read back', async () => {
    const { w, owner } = await world();
    const { run, download } = directDebitCalls(h);
    const bad = await callApi(
      h.app,
      P.AddBankAccount,
      {
        body: {
          RoutingNumber: '231380105',
          AccountNumber: '744567899',
          AccountType: 'C',
          NameOnAccount: 'Owen Heron',
        },
      },
      owner.token,
    );
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBe(BankMessages.invalidRoutingNumber);
    const bank = await callApi(
      h.app,
      P.AddBankAccount,
      {
        body: {
          RoutingNumber: '021000021',
          AccountNumber: '744567899',
          AccountType: 'C',
          NameOnAccount: 'Owen Heron',
        },
      },
      owner.token,
    );
    expect(bank.body).toMatchObject({ Kind: 'ach', Label: 'Checking ending 7899', Last4: '7899' });
    const sealed = await w.inTx((tx) =>
      queryRows<{ s: string }>(
        tx,
        sql`select account_number_sealed as s from owner_payment_methods`,
      ),
    );
    expect(sealed.every((r) => !r.s.includes('744567899'))).toBe(true);

    const options = await callApi(h.app, P.GetPaymentOptions, {}, owner.token);
    expect(options.body).toMatchObject({
      IsOpen: true,
      Balance: 25_000,
      CardFeeBasisPoints: 0,
      AchFee: 0,
    });

    const key = randomUUID();
    const body = { PaymentMethodId: bank.body.PaymentMethodId, Amount: 10_000 };
    const first = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      Kind: 'ach',
      Amount: 10_000,
      Fee: 0,
      Total: 10_000,
      Status: 'pending',
    });
    const again = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(again.body).toEqual(first.body);
    expect(again.replayed).toBe('true');
    const changed = await pay(h, P.MakeOneTimePayment.path, owner.token, key, {
      ...body,
      Amount: 9_000,
    });
    expect(changed.status).toBe(422);
    // Not posted yet: the ledger is untouched, the pending payment is taken off what is due.
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 25_000 });
    expect((await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body.Balance).toBe(15_000);
    const over = await pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), {
      ...body,
      Amount: 15_001,
    });
    expect(over.status).toBe(400);
    expect(over.body.errorMessage).toBe('The amount cannot be more than your balance.');

    const made = await run(w, days.prenote);
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ EntryCount: 1, PrenoteCount: 0, Total: 10_000 });
    const file = readNachaIndependently(await download(w, made.body.DirectDebitRunId));
    const entries = file.batches.flatMap((b) => b.entries);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      transactionCode: '27',
      rdfi: '02100002',
      checkDigit: '1',
      amountCents: 10_000,
      individualId: 'A-001',
    });
    expect(entries[0]?.account.trim()).toBe('744567899');

    // Posted as a direct debit payment (51): the owner's ledger and the back office's agree to the cent.
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 15_000 });
    expect((await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body.Balance).toBe(15_000);
    const activity = await ownerActivity(w, owner.ownerAgentId);
    expect(activity.ClosingBalance).toBe(15_000);
    expect(activity.Rows.filter((r) => r.TopsTxnTypeId === TxnTypeId.DirectDebit)).toEqual([
      expect.objectContaining({ Amount: -10_000, Balance: 15_000 }),
    ]);
    const [sent] = await w.inTx((tx) =>
      queryRows<{ status: string; item: number | null }>(
        tx,
        sql`select status, item_id::int8 as item from owner_one_time_payments`,
      ),
    );
    expect(sent?.status).toBe('sent');
    expect(sent?.item).toBeTruthy();
    // A later file does not debit it again.
    expect((await run(w, days.live)).status).toBe(400);

    // The bank returns it (R01): the same returns handling as every debit of the file.
    const trace = entries[0]?.traceNumber ?? '';
    const text = await download(w, made.body.DirectDebitRunId);
    const returned = text
      .trimEnd()
      .split('\n')
      .filter((l) => !/^9{94}$/.test(l))
      .flatMap((l) =>
        l.startsWith('6') && l.slice(79) === trace
          ? [
              `${l.slice(0, 78)}1${trace}`,
              `799R01${trace}${' '.repeat(6)}${l.slice(3, 11)}${' '.repeat(44)}${trace}`,
            ]
          : l.startsWith('8')
            ? [
                `${l.slice(0, 4)}${String(Number(l.slice(4, 10)) + 1).padStart(6, '0')}${l.slice(10)}`,
              ]
            : l.startsWith('9')
              ? [
                  `${l.slice(0, 13)}${String(Number(l.slice(13, 21)) + 1).padStart(8, '0')}${l.slice(21)}`,
                ]
              : [l],
      );
    while (returned.length % 10 !== 0) returned.push('9'.repeat(94));
    const imported = await callApi(
      h.app,
      contract.directDebit.ImportReturnFile,
      { body: { CommunityAgentId: w.communityId, Content: returned.join('\n') } },
      w.token,
    );
    expect(imported.body).toMatchObject({ ReturnedCount: 1, UnmatchedTraceNumbers: [] });
    const failed = await callApi(
      h.app,
      contract.directDebit.GetFailedDirectDebits,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(failed.body).toEqual([
      expect.objectContaining({
        OwnerAgentId: owner.ownerAgentId,
        Amount: 10_000,
        ReturnCode: 'R01',
      }),
    ]);
  });

  it('a card is kept as a token only, refused expired, charged at once with its fee and posted without it', async () => {
    const { w, owner } = await world();
    const addCard = (CardNumber: string, ExpiryMonth: number, ExpiryYear: number) =>
      callApi(h.app, P.AddCard, { body: { CardNumber, ExpiryMonth, ExpiryYear } }, owner.token);
    const expired = await addCard('4111111111111111', 12, lastYear);
    expect(expired.status).toBe(400);
    expect(expired.errorMessage).toBe(CardMessages.expiry);
    expect((await addCard('4111111111111112', 12, nextYear)).errorMessage).toBe(
      CardMessages.number,
    );
    const card = await addCard('4111 1111 1111 1111', 12, nextYear);
    expect(card.body).toMatchObject({
      Kind: 'card',
      Label: 'Visa ending 1111',
      CardBrand: 'Visa',
      ExpiryYear: nextYear,
    });
    const stored = await w.inTx((tx) =>
      queryRows<Record<string, unknown>>(tx, sql`select * from owner_payment_methods`),
    );
    expect(JSON.stringify(stored)).not.toContain('4111111111111111');
    expect(stored[0]?.card_token).toMatch(/^sbx_card_/);

    await w.inTx((tx) =>
      tx.execute(
        sql`update portal_community_settings set card_fee_basis_points = 250, ach_fee_cents = 150`,
      ),
    );
    expect((await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body).toMatchObject({
      CardFeeBasisPoints: 250,
      AchFee: 150,
    });
    const key = randomUUID();
    const paid = await pay(h, P.MakeOneTimePayment.path, owner.token, key, {
      PaymentMethodId: card.body.PaymentMethodId,
      Amount: 5_000,
    });
    expect(paid.body).toMatchObject({
      Kind: 'card',
      Amount: 5_000,
      Fee: 125,
      Total: 5_125,
      Status: 'paid',
    });
    const repeat = await pay(h, P.MakeOneTimePayment.path, owner.token, key, {
      PaymentMethodId: card.body.PaymentMethodId,
      Amount: 5_000,
    });
    expect(repeat.body).toEqual(paid.body);
    // The fee is not on the ledger: $50.00 is.
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 20_000 });
    const activity = await ownerActivity(w, owner.ownerAgentId);
    expect(activity.ClosingBalance).toBe(20_000);
    expect(activity.Rows.filter((r) => r.TopsTxnTypeId === TxnTypeId.CashReceiptsManual)).toEqual([
      expect.objectContaining({ Amount: -5_000 }),
    ]);
    expect((await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body.Balance).toBe(20_000);

    const declined = await addCard('4000000000000002', 1, nextYear);
    const refused = await pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), {
      PaymentMethodId: declined.body.PaymentMethodId,
      Amount: 1_000,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toBe('The card was declined.');
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 20_000 });

    const removed = await callApi(
      h.app,
      P.RemovePaymentMethod,
      { body: { PaymentMethodId: card.body.PaymentMethodId } },
      owner.token,
    );
    expect(removed.body).toEqual({ success: true });
    const left = (await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body.Methods;
    expect(left.map((m) => m.Label)).toEqual(['Visa ending 0002']);
  });

  it('another owner’s method and another company’s property are not found', async () => {
    const { w, owner, other } = await world();
    const bank = await callApi(
      h.app,
      P.AddBankAccount,
      {
        body: {
          RoutingNumber: '021000021',
          AccountNumber: '744567899',
          AccountType: 'S',
          NameOnAccount: 'Owen',
        },
      },
      owner.token,
    );
    expect(
      (
        await callApi(
          h.app,
          P.RemovePaymentMethod,
          { body: { PaymentMethodId: bank.body.PaymentMethodId } },
          other.token,
        )
      ).status,
    ).toBe(404);
    const theft = await pay(h, P.MakeOneTimePayment.path, other.token, randomUUID(), {
      PaymentMethodId: bank.body.PaymentMethodId,
      Amount: 100,
    });
    expect(theft.status).toBe(404);
    expect((await callApi(h.app, P.GetPaymentOptions, {}, w.token)).status).toBe(403);
    const stranger = await createTestCompany(h.database);
    const st = await signIn(h.app, stranger.admin.userName);
    expect(
      (await callApi(h.app, B.GetPaymentOptions, { params: { id: owner.propertyAgentId } }, st))
        .status,
    ).toBe(404);
  });

  it('the back office drawers need create access to arprocesspayments and payment platform status 2', async () => {
    const { w, owner } = await world();
    const tokenOf = async (grants: Parameters<typeof fullGrant>[0][]) =>
      signIn(
        h.app,
        (
          await addUser(h.database, w.companyId, {
            communityIds: [w.communityId],
            grants: grants.map(fullGrant),
          })
        ).userName,
      );
    const reader = await signIn(
      h.app,
      (
        await addUser(h.database, w.companyId, {
          communityIds: [w.communityId],
          grants: [{ ...fullGrant('arprocesspayments'), CanCreate: false }],
        })
      ).userName,
    );
    const payer = await tokenOf(['arprocesspayments']);
    const params = { params: { id: owner.propertyAgentId } };
    const status = async (id: number) =>
      callApi(h.app, B.GetPaymentPlatformStatus, { params: { id } }, payer);
    expect((await callApi(h.app, B.GeneratePayLeaseToken, params, reader)).status).toBe(403);
    expect((await callApi(h.app, B.GetPaymentPlatformStatus, params, reader)).status).toBe(403);
    // Platform status not 2: no account (0 Inactive), then one still Unverified (1 Pending).
    expect((await status(owner.propertyAgentId)).body).toEqual({
      PaymentPlatformStatusId: 0,
      PrimaryOwnerAgentId: owner.ownerAgentId,
    });
    expect((await callApi(h.app, B.GeneratePayLeaseToken, params, payer)).status).toBe(403);
    await w.inTx((tx) =>
      tx.execute(sql`insert into digital_payment_accounts (company_id, community_agent_id, status)
                     values (${w.companyId}, ${w.communityId}, 'Unverified')`),
    );
    expect((await status(owner.ownerAgentId)).body.PaymentPlatformStatusId).toBe(1);
    expect((await callApi(h.app, B.GetPaymentOptions, params, payer)).status).toBe(403);
    await w.inTx((tx) => tx.execute(sql`update digital_payment_accounts set status = 'Verified'`));
    expect((await status(owner.propertyAgentId)).body.PaymentPlatformStatusId).toBe(2);
    expect((await status(999_999_999)).status).toBe(404);
    const token = await callApi(h.app, B.GeneratePayLeaseToken, params, payer);
    expect(token.status).toBe(200);
    expect(token.body.Token).toMatch(/^payl_[\w-]+\.[\w-]+$/);
    // The drawer works on the property's primary owner, as the owner's own portal does.
    const card = await callApi(
      h.app,
      B.AddCard,
      { ...params, body: { CardNumber: '5105105105105100', ExpiryMonth: 6, ExpiryYear: nextYear } },
      payer,
    );
    expect(card.body.Label).toBe('MasterCard ending 5100');
    const paid = await pay(
      h,
      `/api/OwnerPayments/MakeOneTimePayment/${owner.propertyAgentId}`,
      payer,
      randomUUID(),
      {
        PaymentMethodId: card.body.PaymentMethodId,
        Amount: 25_000,
      },
    );
    expect(paid.body).toMatchObject({ Status: 'paid', Amount: 25_000 });
    expect((await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body).toMatchObject({
      Balance: 0,
      Methods: [expect.objectContaining({ Label: 'MasterCard ending 5100' })],
    });
  });

  it('a payment link pays the owner’s balance without sign-in, once per key; its method is not saved; altered and expired links are refused', async () => {
    const { w, owner, other } = await world();
    await w.inTx((tx) =>
      tx.execute(sql`insert into digital_payment_accounts (company_id, community_agent_id, status)
                     values (${w.companyId}, ${w.communityId}, 'Verified')`),
    );
    const payer = await signIn(
      h.app,
      (
        await addUser(h.database, w.companyId, {
          communityIds: [w.communityId],
          grants: [fullGrant('arprocesspayments')],
        })
      ).userName,
    );
    const made = await callApi(
      h.app,
      B.GeneratePayLeaseToken,
      { params: { id: owner.propertyAgentId } },
      payer,
    );
    const Token = made.body.Token;
    const lease = await callApi(h.app, L.GetPayLease, { query: { token: Token } });
    expect(lease.status).toBe(200);
    expect(lease.body).toMatchObject({ IsOpen: true, Balance: 25_000, AllowsPrepayment: false });
    expect(lease.body.OwnerName).not.toBe('');
    expect(lease.body.CommunityName).not.toBe('');
    const minutes = (Date.parse(lease.body.ExpiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14);
    expect(minutes).toBeLessThanOrEqual(15);

    const payByLink = async (key: string, body: unknown) => {
      const res = await h.app.inject({
        method: 'POST',
        url: L.MakeLeasePayment.path,
        headers: { 'idempotency-key': key },
        payload: body as object,
      });
      return {
        status: res.statusCode,
        body: JSON.parse(res.body) as PaymentReceipt & { errorMessage?: string },
      };
    };
    const methodCount = async () =>
      (
        await w.inTx((tx) =>
          queryRows<{ n: number }>(tx, sql`select count(*)::int as n from owner_payment_methods`),
        )
      )[0]?.n;
    // Over the balance: refused whole, no method left behind.
    const card = {
      Kind: 'card',
      Card: { CardNumber: '4111111111111111', ExpiryMonth: 12, ExpiryYear: nextYear },
    };
    const over = await payByLink(randomUUID(), { Token, Amount: 25_001, Method: card });
    expect(over.status).toBe(400);
    expect(over.body.errorMessage).toBe('The amount cannot be more than your balance.');
    expect(await methodCount()).toBe(0);

    const key = randomUUID();
    const paid = await payByLink(key, { Token, Amount: 10_000, Method: card });
    expect(paid.body).toMatchObject({
      Status: 'paid',
      Amount: 10_000,
      MethodLabel: 'Visa ending 1111',
    });
    expect((await payByLink(key, { Token, Amount: 10_000, Method: card })).body).toEqual(paid.body);
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 15_000 });
    const bank = {
      Kind: 'ach',
      BankAccount: {
        RoutingNumber: '021000021',
        AccountNumber: '744567899',
        AccountType: 'C',
        NameOnAccount: 'Owen',
      },
    };
    const pending = await payByLink(randomUUID(), { Token, Amount: 5_000, Method: bank });
    expect(pending.body).toMatchObject({ Status: 'pending', Amount: 5_000 });
    expect((await callApi(h.app, L.GetPayLease, { query: { token: Token } })).body.Balance).toBe(
      10_000,
    );
    // The link's methods are not the owner's saved ones.
    expect((await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body.Methods).toEqual([]);
    expect((await callApi(h.app, P.GetPaymentOptions, {}, other.token)).body.Balance).toBe(0);

    const last = Token.at(-1) === 'A' ? 'B' : 'A';
    const altered = await callApi(h.app, L.GetPayLease, {
      query: { token: `${Token.slice(0, -1)}${last}` },
    });
    expect(altered.status).toBe(404);
    expect(altered.errorMessage).toBe(
      'This payment link is not valid. Ask your management company for a new one.',
    );
    expect(() => readPayLeaseToken(Token, Date.now() + 15 * 60_000 + 1)).toThrow(
      'This payment link has expired. Ask your management company for a new one.',
    );
    expect(readPayLeaseToken(Token).ownerAgentId).toBe(owner.ownerAgentId);
  });
  /** The owner's card, saved from the portal. */
  const savedCard = async (owner: PortalOwner, CardNumber = '4111111111111111') =>
    (
      await callApi(
        h.app,
        P.AddCard,
        { body: { CardNumber, ExpiryMonth: 12, ExpiryYear: nextYear } },
        owner.token,
      )
    ).body.PaymentMethodId;
  const payments = (w: PaymentWorld) =>
    w.inTx((tx) =>
      queryRows<{
        id: number;
        status: string;
        charge: string | null;
        item: number | null;
        key: string;
      }>(
        tx,
        sql`select id::int8 as id, status, provider_charge_id as charge, item_id::int8 as item,
                   payment_key as key
              from owner_one_time_payments order by id`,
      ),
    );
  /** The cash receipts card payments posted. */
  const cardReceipts = async (w: PaymentWorld) =>
    (
      await w.inTx((tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from items where idempotency_key like 'portal-card-payment-%'`,
        ),
      )
    )[0]?.n;
  const balanceOwed = async (owner: PortalOwner) =>
    (await callApi(h.app, P.GetPaymentOptions, {}, owner.token)).body.Balance;
  /** The owner's payment history in the portal: status, method, reference and amount of each. */
  const history = async (owner: PortalOwner) =>
    (
      await callApi(
        h.app,
        contract.portalAccount.GetPaymentHistory,
        { query: { propertyAgentId: owner.propertyAgentId } },
        owner.token,
      )
    ).body.map((p) => [p.Status, p.Method, p.Reference, p.Amount]);
  const noRecovery = { found: 0, paid: 0, declined: 0, failures: [] };
  /** The recovery run twice, three minutes on: the one payment left charging is paid, then none is left. */
  const recoversOneTwice = async () => {
    const later = new Date(Date.now() + 3 * 60_000);
    expect(await recoverCardPayments(h.database, later, provider)).toEqual({
      ...noRecovery,
      found: 1,
      paid: 1,
    });
    expect(await recoverCardPayments(h.database, later, provider)).toEqual(noRecovery);
  };

  it('a card payment is charged once with its payment’s own key and posted once; the same key answers the same receipt', async () => {
    const { w, owner } = await world();
    const body = { PaymentMethodId: await savedCard(owner), Amount: 7_500 };
    const key = randomUUID();
    const paid = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ Kind: 'card', Status: 'paid', Amount: 7_500, Total: 7_500 });
    const again = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(again.body).toEqual(paid.body);
    expect(again.replayed).toBe('true');

    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 17_500 });
    expect(await cardReceipts(w)).toBe(1);
    const [made] = await payments(w);
    expect(made).toMatchObject({ id: paid.body.OneTimePaymentId, status: 'paid' });
    expect(made?.item).toBeTruthy();
    expect(made?.key).toMatch(/^otp-[0-9a-f]{64}$/);
    expect([...provider.calls]).toEqual([[made?.key, 1]]);
    expect(made?.charge).toMatch(/^sbx_ch_/);
  });

  it('a charge whose posting fails leaves its payment charging, taken off the balance; the recovery posts it once, and a repeat answers its receipt without charging again', async () => {
    const { w, owner } = await world();
    const body = { PaymentMethodId: await savedCard(owner), Amount: 6_000 };
    const glAccount = async (id: number | null) =>
      w.inTx((tx) =>
        tx.execute(
          sql`update bank_accounts set gl_account_id = ${id} where id = ${w.bankAccountId}`,
        ),
      );
    const [bank] = await w.inTx((tx) =>
      queryRows<{ gl: number }>(
        tx,
        sql`select gl_account_id::int8 as gl from bank_accounts where id = ${w.bankAccountId}`,
      ),
    );
    // Between the charge and its posting, the deposit account loses its GL account: the posting fails.
    provider.afterCharge = async () => {
      await glAccount(null);
    };
    const key = randomUUID();
    const failed = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(failed.status).toBe(400);
    expect(failed.body.errorMessage).toBe(PaymentMessages.bankWithoutGlAccount);
    provider.afterCharge = null;
    const [charging] = await payments(w);
    expect(charging).toMatchObject({ status: 'charging', charge: null, item: null });
    expect(provider.charges).toBe(1);
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 25_000 });
    expect(await balanceOwed(owner)).toBe(19_000);
    expect(await cardReceipts(w)).toBe(0);

    await glAccount(bank?.gl ?? null);
    expect(cronJobs.find((j) => j.name === 'card-payment-recovery')).toMatchObject({
      pattern: '*/5 * * * *',
      run: recoverCardPayments,
    });
    // Left to its request for two minutes; then completed, once however often the job runs.
    expect(await recoverCardPayments(h.database, new Date(), provider)).toEqual(noRecovery);
    await recoversOneTwice();
    expect(await cardReceipts(w)).toBe(1);
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 19_000 });
    expect(await balanceOwed(owner)).toBe(19_000);
    const [paid] = await payments(w);
    expect(paid).toMatchObject({ id: charging?.id, status: 'paid' });
    expect(paid?.item).toBeTruthy();
    // The card was asked twice with the payment's one key: one charge.
    expect([...provider.calls]).toEqual([[charging?.key, 2]]);

    const repeat = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(repeat.status).toBe(200);
    expect(repeat.body).toMatchObject({ OneTimePaymentId: charging?.id, Status: 'paid' });
    expect([...provider.calls]).toEqual([[charging?.key, 2]]);

    // Without the job, the request's repeat completes a payment left charging.
    provider.afterCharge = async () => {
      await glAccount(null);
    };
    const second = randomUUID();
    const next = { ...body, Amount: 4_000 };
    expect((await pay(h, P.MakeOneTimePayment.path, owner.token, second, next)).status).toBe(400);
    provider.afterCharge = null;
    await glAccount(bank?.gl ?? null);
    const resumed = await pay(h, P.MakeOneTimePayment.path, owner.token, second, next);
    expect(resumed.body).toMatchObject({ Status: 'paid', Amount: 4_000 });
    expect(provider.charges).toBe(2);
    expect(await cardReceipts(w)).toBe(2);
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 15_000 });
    expect((await payments(w)).map((p) => p.status)).toEqual(['paid', 'paid']);
  });

  it('a charge whose answer is lost (the provider’s connection breaks) leaves its payment charging; the recovery posts it once', async () => {
    const { w, owner } = await world();
    const body = { PaymentMethodId: await savedCard(owner), Amount: 2_500 };
    provider.afterCharge = () => Promise.reject(new Error('connection reset'));
    const lost = await pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), body);
    expect(lost.status).toBe(503);
    expect(lost.body.errorMessage).toMatch(/did not answer/);
    provider.afterCharge = null;
    expect((await payments(w)).map((p) => p.status)).toEqual(['charging']);
    expect(await balanceOwed(owner)).toBe(22_500);
    // The owner's history shows it being confirmed, then, posted, received by card.
    expect(await history(owner)).toEqual([['confirming', 'Card', 'Visa ending 1111', 2_500]]);
    await recoversOneTwice();
    expect(await history(owner)).toEqual([['received', 'Card', 'Visa ending 1111', 2_500]]);
    expect((await payments(w)).map((p) => p.status)).toEqual(['paid']);
    expect(await cardReceipts(w)).toBe(1);
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 22_500 });
    expect(provider.charges).toBe(1);
  });

  it('a declined card leaves a declined payment and no receipt; its repeat is declined without charging again', async () => {
    const { w, owner } = await world();
    const body = { PaymentMethodId: await savedCard(owner, '4000000000000002'), Amount: 3_000 };
    const key = randomUUID();
    const declined = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(declined.status).toBe(400);
    expect(declined.body.errorMessage).toBe('The card was declined.');
    expect(await payments(w)).toEqual([
      expect.objectContaining({ status: 'declined', charge: null, item: null }),
    ]);
    expect(await cardReceipts(w)).toBe(0);
    expect(await balanceOwed(owner)).toBe(25_000);
    expect(await history(owner)).toEqual([['declined', 'Card', 'Visa ending 0002', 3_000]]);
    const repeat = await pay(h, P.MakeOneTimePayment.path, owner.token, key, body);
    expect(repeat.status).toBe(400);
    expect(repeat.body.errorMessage).toBe('The card was declined.');
    expect([...provider.calls.values()]).toEqual([1]);
    expect(await payments(w)).toHaveLength(1);
  });

  it('the card-payment dashboard counts the community’s card payments by status with their amounts, and feeds the posted ones', async () => {
    const { w, owner } = await world();
    const paid = await pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), {
      PaymentMethodId: await savedCard(owner),
      Amount: 7_500,
    });
    const declined = await pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), {
      PaymentMethodId: await savedCard(owner, '4000000000000002'),
      Amount: 3_000,
    });
    expect([paid.status, declined.status]).toEqual([200, 400]);
    const dashboard = (token: string) =>
      callApi(
        h.app,
        contract.activity.GetCardPaymentDashboard,
        { query: { communityAgentId: w.communityId, take: 50 } },
        token,
      );
    const seen = await dashboard(w.token);
    expect(seen.body.ByStatus).toEqual([
      { Status: 'charging', Count: 0, Amount: 0, Fee: 0 },
      { Status: 'paid', Count: 1, Amount: 7_500, Fee: 0 },
      { Status: 'declined', Count: 1, Amount: 3_000, Fee: 0 },
    ]);
    const [made] = (await payments(w)).filter((p) => p.status === 'paid');
    expect(seen.body.Feed.Items.map((row) => [row.TopsItemId, row.Amount])).toEqual([
      [made?.item, 7_500],
    ]);
    const other = await createTestCompany(h.database);
    expect((await dashboard(await signIn(h.app, other.admin.userName))).status).toBe(404);
    const elsewhere = await addUser(h.database, w.companyId, {
      communityIds: [],
      grants: [fullGrant('arownerpayments')],
    });
    expect((await dashboard(await signIn(h.app, elsewhere.userName))).status).toBe(403);
  });

  it('two payments that together exceed the balance: while the first is being charged, the second is refused', async () => {
    const { w, owner } = await world();
    const body = { PaymentMethodId: await savedCard(owner), Amount: 15_000 };
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached = () => undefined as void;
    const charging = new Promise<void>((resolve) => (reached = resolve));
    provider.afterCharge = () => {
      reached();
      return held;
    };
    const first = pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), body);
    await charging;
    provider.afterCharge = null;
    const second = await pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), body);
    expect(second.status).toBe(400);
    expect(second.body.errorMessage).toBe('The amount cannot be more than your balance.');
    release();
    expect((await first).body).toMatchObject({ Status: 'paid', Amount: 15_000 });
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 10_000 });
    expect(await cardReceipts(w)).toBe(1);
    expect(provider.charges).toBe(1);
  });

  it('the recovery and the request finishing one charging payment together post it once, to the cent', async () => {
    const { w, owner } = await world();
    const body = { PaymentMethodId: await savedCard(owner), Amount: 8_765 };
    // The provider holds both answers until the request and the recovery have both charged.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let charged = 0;
    let bothCharged = () => undefined as void;
    const both = new Promise<void>((resolve) => (bothCharged = resolve));
    let firstCharged = () => undefined as void;
    const first = new Promise<void>((resolve) => (firstCharged = resolve));
    provider.afterCharge = () => {
      charged += 1;
      if (charged === 1) firstCharged();
      if (charged === 2) bothCharged();
      return held;
    };
    const request = pay(h, P.MakeOneTimePayment.path, owner.token, randomUUID(), body);
    await first;
    const recovery = recoverCardPayments(h.database, new Date(Date.now() + 3 * 60_000), provider);
    await both;
    release();
    const [paid, recovered] = await Promise.all([request, recovery]);
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({ Status: 'paid', Amount: 8_765 });
    expect(recovered).toEqual({ ...noRecovery, found: 1, paid: 1 });
    // One charge (the payment's one key, asked twice), one receipt, one posting.
    expect([...provider.calls.values()]).toEqual([2]);
    expect(provider.charges).toBe(1);
    expect(await cardReceipts(w)).toBe(1);
    const [made] = await payments(w);
    expect(made).toMatchObject({ status: 'paid' });
    const [posted] = await w.inTx((tx) =>
      queryRows<{ lines: number; debit: number; credit: number; ar: number }>(
        tx,
        sql`select (select count(*)::int from gl_lines g where g.item_id = ${made?.item ?? 0}) as lines,
                   (select sum(g.debit_cents)::int8 from gl_lines g where g.item_id = ${made?.item ?? 0}) as debit,
                   (select sum(g.credit_cents)::int8 from gl_lines g where g.item_id = ${made?.item ?? 0}) as credit,
                   (select sum(l.amount_cents)::int8 from ar_lines l where l.item_id = ${made?.item ?? 0}) as ar`,
      ),
    );
    expect(posted).toEqual({ lines: 2, debit: 8_765, credit: 8_765, ar: -8_765 });
    expect(await balancesOf(w, owner.ownerAgentId)).toEqual({ ASMT: 25_000 - 8_765 });
    expect(await balanceOwed(owner)).toBe(25_000 - 8_765);
    expect(await history(owner)).toEqual([['received', 'Card', 'Visa ending 1111', 8_765]]);
  });
});
