import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { InboxState } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp, type Harness } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';
import {
  insertInvoice,
  ledgerOf,
  payablesWorld,
  type PayablesWorld,
} from '../../../test/payables-factories';
import { printChecksOf } from './check-test-helpers';

// Issue 16 item 6: a check number is checked against the bank's positive pay layout when the
// check is issued on an enrolled bank account, and never truncated or rewritten.

const A = contract.apChecks;
const P = contract.positivePay;

const fixedRule = (n: string) =>
  `Check number ${n} does not fit the bank's positive pay layout (fixed: up to 10 digits).`;

function enrol(h: Harness, w: PayablesWorld, Layout: 'csv' | 'fixed', IsEnrolled = true) {
  return callApi(
    h.app,
    P.SaveBankAccounts,
    { body: { BankAccounts: [{ BankAccountId: w.bankAccountId, IsEnrolled, Layout }] } },
    w.token,
  );
}

function handwritten(
  h: Harness,
  w: PayablesWorld,
  checkNumber: string,
  ids: number[],
  token = w.token,
) {
  return callApi(
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
    token,
  );
}

describe.each(testDatabases())('check numbers and positive pay on $name', (testDb) => {
  const h = useApp(testDb);

  it('fixed positive pay layout (up to 10 digits): handwritten checks HW-77 and 12345678901 are refused when issued, nothing posted; 1-10 digits are issued as given', async () => {
    const w = await payablesWorld(h);
    const one = await insertInvoice(w, { inboxState: InboxState.Approved });
    const two = await insertInvoice(w, { inboxState: InboxState.Approved });
    expect((await enrol(h, w, 'fixed')).status).toBe(200);
    const before = await ledgerOf(w);

    const hw = await handwritten(h, w, 'HW-77', [one]);
    expect(hw.status).toBe(400);
    expect(hw.errorMessage).toBe(fixedRule('HW-77'));
    const eleven = await handwritten(h, w, '12345678901', [one]);
    expect(eleven.status).toBe(400);
    expect(eleven.errorMessage).toBe(fixedRule('12345678901'));
    expect(await ledgerOf(w)).toEqual(before);

    const ten = await handwritten(h, w, '1234567890', [one]);
    expect(ten.status).toBe(200);
    expect(ten.body.CheckNumber).toBe('1234567890');
    const short = await handwritten(h, w, '0077', [two]);
    expect(short.body.CheckNumber).toBe('0077');
  });

  it('CSV positive pay layout (up to 25 characters, no control characters): HW-77 is issued, a control character is refused', async () => {
    const w = await payablesWorld(h);
    const one = await insertInvoice(w, { inboxState: InboxState.Approved });
    const two = await insertInvoice(w, { inboxState: InboxState.Approved });
    expect((await enrol(h, w, 'csv')).status).toBe(200);
    const tab = await handwritten(h, w, '77\t78', [one]);
    expect(tab.status).toBe(400);
    expect(tab.errorMessage).toBe(
      "Check number 77\\u000978 does not fit the bank's positive pay layout (csv: up to 25 characters, no control characters).",
    );
    expect((await handwritten(h, w, 'HW-77', [one])).body.CheckNumber).toBe('HW-77');
    // An account not enrolled (or enrolment stopped) takes any number; enrolling checks them.
    expect((await enrol(h, w, 'fixed', false)).status).toBe(200);
    expect((await handwritten(h, w, '12345678901', [two])).status).toBe(200);
    expect((await enrol(h, w, 'fixed')).status).toBe(400);
  });

  it('fixed positive pay layout (up to 10 digits): a check run on an enrolled account is numbered and issued as usual', async () => {
    const w = await payablesWorld(h);
    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    expect((await enrol(h, w, 'fixed')).status).toBe(200);
    const run = await printChecksOf(h, w, [bill]);
    expect(run.status).toBe(200);
    expect(run.body.Checks.map((c) => c.CheckNumber)).toEqual(['1000']);
  });

  it('refuses a handwritten check on an enrolled account to callers without the claim (403) and other companies (404) before its number', async () => {
    const w = await payablesWorld(h);
    const bill = await insertInvoice(w, { inboxState: InboxState.Approved });
    expect((await enrol(h, w, 'fixed')).status).toBe(200);
    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('apinvoice')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    expect((await handwritten(h, w, 'HW-77', [bill], clerkToken)).status).toBe(403);
    const stranger = await payablesWorld(h);
    expect((await handwritten(h, w, 'HW-77', [bill], stranger.token)).status).toBe(404);
    // The stranger's own account is not enrolled: its HW-77 is not held to this company's layout.
    const theirs = await insertInvoice(stranger, { inboxState: InboxState.Approved });
    expect((await handwritten(h, stranger, 'HW-77', [theirs])).status).toBe(200);
  });
});
