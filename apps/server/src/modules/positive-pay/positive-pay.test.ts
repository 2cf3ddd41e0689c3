import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import {
  ApPaymentMethod,
  ApPaymentStatus,
  InboxState,
  PositivePayMessages as M,
  pendingCheckNumbersDoNotFit,
  TxnTypeId,
} from '@hoa/domain';
import { queryRows, sql } from '@hoa/db';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import { insertInvoice, payablesWorld, type PayablesWorld } from '../../../test/payables-factories';
import { readRfc4180 } from '../../../test/rfc4180';
import { payInvoices } from '../payables/index';

const P = contract.positivePay;

/** A world whose bank is 'FB', with three approved invoices paid by checks 1001-1003 (or `numbers`). */
async function checksWorld(
  h: Harness,
  numbers: readonly string[] = ['1001', '1002', '1003'],
): Promise<PayablesWorld & { paymentIds: number[] }> {
  const w = await payablesWorld(h);
  const invoices: number[] = [];
  for (const cents of [25_000, 10_000, 5_050])
    invoices.push(
      await insertInvoice(w, {
        inboxState: InboxState.Approved,
        lines: [{ accountId: w.books.account.expense, amountCents: cents }],
      }),
    );
  const paid = await w.inTx(async (tx) => {
    await tx.execute(
      sql`update contacts set alias = 'FB' where agent_id = (select bank_agent_id from bank_accounts where id = ${w.bankAccountId})`,
    );
    return payInvoices(
      tx,
      w.companyId,
      null,
      invoices.map((itemId, i) => ({
        communityAgentId: w.communityId,
        bankAccountId: w.bankAccountId,
        vendorAgentId: w.vendorId,
        txnTypeId: TxnTypeId.PrintChecks,
        method: ApPaymentMethod.PrintedCheck,
        checkNumber: numbers[i] ?? null,
        paymentDate: '2026-03-10',
        invoices: [{ itemId, amountCents: [25_000, 10_000, 5_050][i] ?? 0 }],
      })),
    );
  });
  return { ...w, paymentIds: paid.map((p) => p.paymentId) };
}

const voidCheck = (w: PayablesWorld, paymentId: number) =>
  w.inTx((tx) =>
    tx.execute(
      sql`update ap_payments set status = ${ApPaymentStatus.Voided}, voided_at = now() where id = ${paymentId}`,
    ),
  );

const payee = 'Société d’Entretien Ñandú – Café';

const enrol = (
  h: Harness,
  w: PayablesWorld,
  Layout: 'csv' | 'fixed',
  token = w.token,
  IsEnrolled = true,
) =>
  callApi(
    h.app,
    P.SaveBankAccounts,
    { body: { BankAccounts: [{ BankAccountId: w.bankAccountId, IsEnrolled, Layout }] } },
    token,
  );

describe.each(testDatabases())('positive pay on $name', (testDb) => {
  const h = useApp(testDb);
  const download = (token: string, id: number) =>
    h.app.inject({
      method: 'GET',
      url: `/api/PositivePay/DownloadFile/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
  const send = (w: PayablesWorld) =>
    callApi(h.app, P.SendPositivePay, { body: { bankAlias: 'FB' } }, w.token);

  it('enrols an account and sends issued and voided checks once each', async () => {
    const w = await checksWorld(h);
    const [, second, third] = w.paymentIds;
    if (!second || !third) throw new Error('no payments');
    const send = () => callApi(h.app, P.SendPositivePay, { body: { bankAlias: 'fb' } }, w.token);
    expect((await send()).errorMessage).toBe(M.noEnrolledAccount);
    const listed = await callApi(h.app, P.GetBankAccounts, { query: {} }, w.token);
    expect(listed.body).toEqual([
      expect.objectContaining({
        BankAccountId: w.bankAccountId,
        BankAlias: 'FB',
        IsEnrolled: false,
        AccountNumber: '6789',
      }),
    ]);
    const saved = await callApi(
      h.app,
      P.SaveBankAccounts,
      {
        body: {
          BankAccounts: [{ BankAccountId: w.bankAccountId, IsEnrolled: true, Layout: 'csv' }],
        },
      },
      w.token,
    );
    expect(saved.body[0]).toMatchObject({ IsEnrolled: true, Layout: 'csv' });

    // Check 1003 is voided before the first send: it goes only as a void.
    await voidCheck(w, third);
    const first = await send();
    expect(first.body.Message).toBeNull();
    expect(first.body.Sends).toEqual([
      expect.objectContaining({ IssueCount: 2, VoidCount: 1, Total: 40_050, Layout: 'csv' }),
    ]);
    const file = await download(w.token, first.body.Sends[0]?.PositivePaySendId ?? 0);
    expect(file.statusCode).toBe(200);
    expect(file.body).toBe(
      'AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status\r\n' +
        '000123456789,1001,2026-03-10,250.00,Acme Landscaping,I\r\n' +
        '000123456789,1002,2026-03-10,100.00,Acme Landscaping,I\r\n' +
        '000123456789,1003,2026-03-10,50.50,Acme Landscaping,V\r\n',
    );
    const second2 = await send();
    expect(second2.body).toEqual({ Message: M.nothingToSend, Sends: [] });

    // Voided after it was sent: the next file (now fixed width) carries the void.
    await callApi(
      h.app,
      P.SaveBankAccounts,
      {
        body: {
          BankAccounts: [{ BankAccountId: w.bankAccountId, IsEnrolled: true, Layout: 'fixed' }],
        },
      },
      w.token,
    );
    await voidCheck(w, second);
    const third3 = await send();
    expect(third3.body.Sends).toEqual([
      expect.objectContaining({ IssueCount: 0, VoidCount: 1, Total: 10_000, Layout: 'fixed' }),
    ]);
    const fixed = await download(w.token, third3.body.Sends[0]?.PositivePaySendId ?? 0);
    const lines = fixed.body.split('\r\n');
    expect(lines[0]?.slice(0, 46)).toBe('V000000123456789000000100203102026000000010000');
    expect(lines[1]?.slice(0, 38)).toBe('T000000123456789000000000100000001000' + '0');
    const sends = await callApi(h.app, P.GetPositivePaySends, { query: {} }, w.token);
    expect(sends.body).toHaveLength(2);
    const sent = await w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from ap_payments where positive_pay_sent_at is not null`,
      ),
    );
    expect(sent[0]?.n).toBe(3);
  });

  it('refuses callers without the claim (403) and other companies (404)', async () => {
    const w = await checksWorld(h);
    const other = await payablesWorld(h);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, nobody.userName);
    const body = {
      BankAccounts: [{ BankAccountId: w.bankAccountId, IsEnrolled: true, Layout: 'csv' as const }],
    };
    expect((await callApi(h.app, P.SaveBankAccounts, { body }, token)).status).toBe(403);
    expect((await callApi(h.app, P.GetBankAccounts, { query: {} }, token)).status).toBe(403);
    expect((await callApi(h.app, P.SaveBankAccounts, { body }, other.token)).status).toBe(404);
    await callApi(h.app, P.SaveBankAccounts, { body }, w.token);
    const sent = await callApi(h.app, P.SendPositivePay, { body: { bankAlias: 'FB' } }, w.token);
    const id = sent.body.Sends[0]?.PositivePaySendId ?? 0;
    expect((await download(other.token, id)).statusCode).toBe(404);
    expect(
      (await callApi(h.app, P.SendPositivePay, { body: { bankAlias: 'FB' } }, other.token))
        .errorMessage,
    ).toBe(M.noEnrolledAccount);
  });

  it('CSV layout is UTF-8 without control bytes: payee Société d’Entretien Ñandú – Café read back exactly by an RFC 4180 reader', async () => {
    const w = await checksWorld(h);
    await w.inTx((tx) =>
      tx.execute(sql`update contacts set display_name = ${payee} where agent_id = ${w.vendorId}`),
    );
    expect((await enrol(h, w, 'csv')).status).toBe(200);
    const sent = await send(w);
    const file = await download(w.token, sent.body.Sends[0]?.PositivePaySendId ?? 0);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    const bytes = file.rawPayload;
    expect(Number(file.headers['content-length'])).toBe(bytes.length);
    // No BOM, no byte below 0x20 but CR and LF (the Latin-1 copy had 0x19 and 0x13 for ’ and –).
    expect(bytes.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(false);
    expect([...bytes].filter((b) => b < 0x20 && b !== 0x0d && b !== 0x0a)).toEqual([]);
    expect(bytes.includes(Buffer.from(payee, 'utf8'))).toBe(true);
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    const rows = readRfc4180(text);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).map((r) => r[4])).toEqual([payee, payee, payee]);
    expect(rows[1]).toEqual(['000123456789', '1001', '2026-03-10', '250.00', payee, 'I']);
  });

  it('fixed positive pay layout (up to 10 digits): refused while checks the bank may still be sent do not fit; taken once they are sent and settled', async () => {
    const w = await checksWorld(h, ['HW-77', '12345678901', '1003']);
    // Another company, and a user without the bank claim, learn nothing of the checks.
    const other = await payablesWorld(h);
    expect((await enrol(h, w, 'fixed', other.token)).status).toBe(404);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apprintchecks')],
    });
    expect((await enrol(h, w, 'fixed', await signIn(h.app, nobody.userName))).status).toBe(403);

    const refused = await enrol(h, w, 'fixed');
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(
      pendingCheckNumbersDoNotFit('fixed', ['HW-77', '12345678901']),
    );
    expect(refused.errorMessage).toBe(
      "Check number HW-77 does not fit the bank's positive pay layout (fixed: up to 10 digits). " +
        'Checks not yet sent, and outstanding checks whose void may yet be sent, must fit the layout. 1 more check does not fit either.',
    );
    const listed = await callApi(h.app, P.GetBankAccounts, { query: {} }, w.token);
    expect(listed.body[0]).toMatchObject({ IsEnrolled: false, Layout: 'csv' });
    // Not enrolled, the layout may be kept for later: it is checked when the account is enrolled.
    expect((await enrol(h, w, 'fixed', w.token, false)).status).toBe(200);

    // Sent as CSV, the numbers go as they are.
    expect((await enrol(h, w, 'csv')).status).toBe(200);
    const sent = await send(w);
    const file = await download(w.token, sent.body.Sends[0]?.PositivePaySendId ?? 0);
    expect(readRfc4180(file.body).map((r) => r[1])).toEqual([
      'CheckNumber',
      '1003',
      '12345678901',
      'HW-77',
    ]);
    // Sent but outstanding: a void of them would have to go in the fixed layout.
    expect((await enrol(h, w, 'fixed')).errorMessage).toBe(refused.errorMessage);
    const [hw77 = 0, long = 0] = w.paymentIds;
    await w.inTx((tx) =>
      tx.execute(
        sql`update ap_payments set status = ${ApPaymentStatus.Cleared} where id = ${long}`,
      ),
    );
    await voidCheck(w, hw77);
    expect((await enrol(h, w, 'fixed')).errorMessage).toBe(
      pendingCheckNumbersDoNotFit('fixed', ['HW-77']),
    );
    // The void sent as CSV, the bank has nothing more to hear of either: fixed is taken.
    expect((await send(w)).body.Sends).toEqual([expect.objectContaining({ VoidCount: 1 })]);
    const fixed = await enrol(h, w, 'fixed');
    expect(fixed.status).toBe(200);
    expect(fixed.body[0]).toMatchObject({ IsEnrolled: true, Layout: 'fixed' });
  });

  it('fixed positive pay layout (up to 10 digits): a send never writes HW-77 as 0000000077 but names it', async () => {
    // Issued before numbers were checked: the enrolment is written as it was then.
    const w = await checksWorld(h, ['HW-77', '1002', '1003']);
    await w.inTx((tx) =>
      tx.execute(
        sql`insert into positive_pay_enrollments (bank_account_id, company_id, layout, is_enabled)
            values (${w.bankAccountId}, ${w.companyId}, 'fixed', true)`,
      ),
    );
    const sent = await send(w);
    expect(sent.status).toBe(400);
    expect(sent.errorMessage).toBe(
      `${M.sendFailed} Check number HW-77 does not fit the bank's positive pay layout (fixed: up to 10 digits).`,
    );
    const files = await callApi(h.app, P.GetPositivePaySends, { query: {} }, w.token);
    expect(files.body).toEqual([]);
  });
});
