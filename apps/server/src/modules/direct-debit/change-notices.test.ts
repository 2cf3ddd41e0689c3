import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { TxnTypeId, addBankingDays, readNachaFile } from '@hoa/domain';
import { directDebitCalls } from '../../../test/direct-debit-factories';
import { setNachaOrigin } from '../../../test/nacha-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { debitDays, openBooksThrough } from '../../../test/effective-dates';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { bankFileInteropSamples } from '../../../test/shared-samples';
import { unseal } from './sealing';

const D = contract.directDebit;

// Notifications of change (NACHA Operating Rules, Appendix Five): a COR entry (transaction code
// 21/26/31/36, zero amount) whose addenda type 98 names the original entry's trace number, a change
// code and the corrected data. The return files here are written from that published layout.

const rec = (...fields: string[]) => {
  const line = fields.join('');
  if (line.length !== 94) throw new Error(`record is ${line.length} long: ${line}`);
  return line;
};
const sp = (n: number) => ' '.repeat(n);

interface Cor {
  /** The trace number of the entry the notification is about. */
  originalTrace: string;
  routing: string;
  account: string;
  changeCode: string;
  correctedData: string;
}

/** The receiving bank's return file with a COR batch of the given notifications of change. */
function corReturnFile(notices: readonly Cor[]): string {
  const body = notices.flatMap((n, i) => {
    const trace = `${n.routing.slice(0, 8)}${String(i + 1).padStart(7, '0')}`;
    return [
      rec(
        '626',
        n.routing,
        n.account.padEnd(17),
        '0'.repeat(10),
        'A-1'.padEnd(15),
        'OWNER'.padEnd(22),
        '  1',
        trace,
      ),
      rec(
        '798',
        n.changeCode,
        n.originalTrace,
        sp(6),
        n.routing.slice(0, 8),
        n.correctedData.padEnd(29),
        sp(15),
        trace,
      ),
    ];
  });
  const hash = String(
    notices.reduce((k, n) => k + Number(n.routing.slice(0, 8)), 0) % 1e10,
  ).padStart(10, '0');
  const count = String(body.length).padStart(6, '0');
  const lines = [
    rec(
      '101',
      ' 231380104',
      ' 021000021',
      '2603121200',
      'A094101',
      'Community Bank'.padEnd(23),
      'Receiving Bank'.padEnd(23),
      sp(8),
    ),
    rec(
      '5225',
      'Community'.padEnd(16),
      sp(20),
      '1231380104',
      'COR',
      'HOA DUES  ',
      sp(6),
      '260312',
      sp(3),
      '1',
      '02100002',
      '0000001',
    ),
    ...body,
    rec('8225', count, hash, '0'.repeat(24), '1231380104', sp(25), '02100002', '0000001'),
    rec('9000001', '000001', `00${count}`, hash, '0'.repeat(24), sp(39)),
  ];
  while (lines.length % 10 !== 0) lines.push('9'.repeat(94));
  return lines.join('\n');
}

/** The community's bank account gets the routing number and originator id of its NACHA files. */
const withRouting = (w: PaymentWorld) => setNachaOrigin(w);

describe('the moov-io COR sample (bank-files-interop)', () => {
  const sample = new URL('nacha-returns/moovach-cor-example.ach', bankFileInteropSamples);
  it.skipIf(!existsSync(sample))('reads its C01 notification of change (addenda 98)', () => {
    const file = readNachaFile(readFileSync(sample, 'utf8'));
    const entry = file.batches[0]?.entries[0];
    expect(entry?.transactionCode).toBe(21);
    expect(entry?.changeNotice).toEqual({
      changeCode: 'C01',
      originalTraceNumber: '121042880000001',
      originalReceivingDfi: '12104288',
      correctedData: '1918171614',
      traceNumber: '091012980000088',
    });
  });
});

describe.each(testDatabases())('notifications of change on $name', (testDb) => {
  const h = useApp(testDb);
  /** Effective dates counted from today: a prenote, the first live debit, a later one. */
  const days = debitDays();
  const { enroll, run, download } = directDebitCalls(h);
  const charge = (w: PaymentWorld, ownerId: number, date: string) =>
    postCharge(h, w, TxnTypeId.ApplyCharges, date, [
      { ownerId, codeId: w.code.ASMT, amountCents: 25_000, accountId: w.account.income },
    ]);
  const upload = (w: PaymentWorld, content: string, token = w.token) =>
    callApi(
      h.app,
      D.ImportReturnFile,
      { body: { CommunityAgentId: w.communityId, Content: content, FileName: 'noc-0312.ach' } },
      token,
    );
  const apply = (id: number, token: string, key?: string) =>
    h.app.inject({
      method: 'POST',
      url: D.ApplyChangeNotice.path,
      headers: { authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) },
      payload: { DirectDebitChangeNoticeId: id },
    });

  /** Two enrolled owners, prenoted, one live debit of owner one; the traces of each entry. */
  async function debited() {
    const w = await paymentWorld(h, 2);
    await openBooksThrough(h.database, w.companyId, w.communityId, addBankingDays(days.retry, 10));
    const [one, two] = w.homes;
    if (!one || !two) throw new Error('no homes');
    await withRouting(w);
    await charge(w, one.ownerId, '2026-03-01');
    await enroll(w, one.ownerId, '021000021', '744567899');
    await enroll(w, two.ownerId, '011000015', '99887766');
    const prenotes = await run(w, days.prenote);
    const live = await run(w, days.live);
    const traces = (runId: number) =>
      download(w, runId).then((t) =>
        (readNachaFile(t).batches[0]?.entries ?? []).map((e) => e.traceNumber),
      );
    const [, prenoteTwo] = await traces(prenotes.body.DirectDebitRunId);
    const [liveOne] = await traces(live.body.DirectDebitRunId);
    if (!prenoteTwo || !liveOne) throw new Error('no traces');
    return { w, one, two, prenoteTwo, liveOne, liveRun: live.body };
  }

  it('shows each NOC of a return file (NACHA COR, addenda 98) with its entry, owner, change code and corrected data, and does not reverse the debit', async () => {
    const { w, one, two, prenoteTwo, liveOne, liveRun } = await debited();
    const file = corReturnFile([
      {
        originalTrace: liveOne,
        routing: '021000021',
        account: '744567899',
        changeCode: 'C01',
        correctedData: '1918171614',
      },
      {
        originalTrace: prenoteTwo,
        routing: '011000015',
        account: '99887766',
        changeCode: 'C05',
        correctedData: '37',
      },
      {
        originalTrace: '999999990000099',
        routing: '011000015',
        account: '1234',
        changeCode: 'C02',
        correctedData: '055002707',
      },
    ]);
    const imported = await upload(w, file);
    expect(imported.status).toBe(200);
    expect(imported.body).toMatchObject({ ReturnedCount: 0, UnmatchedTraceNumbers: [] });
    expect(imported.body.ChangeNotices).toEqual([
      expect.objectContaining({
        FileName: 'noc-0312.ach',
        OriginalTraceNumber: liveOne,
        ChangeCode: 'C01',
        Description: 'Incorrect account number',
        CorrectedData: 'Account number ****1614',
        IsMatched: true,
        OwnerAgentId: one.ownerId,
        EntryFileName: liveRun.FileName,
        EntryEffectiveDate: days.live,
        EntryAmount: 25_000,
        EntryIsPrenote: false,
        CurrentDetails: '021000021 ****7899 checking',
        AppliedAt: null,
        CanApply: true,
        ApplyBlockedReason: null,
      }),
      expect.objectContaining({
        OriginalTraceNumber: prenoteTwo,
        ChangeCode: 'C05',
        Description: 'Incorrect transaction code (checking or savings)',
        CorrectedData: 'Savings account',
        OwnerAgentId: two.ownerId,
        EntryIsPrenote: true,
        CanApply: true,
      }),
      expect.objectContaining({
        OriginalTraceNumber: '999999990000099',
        ChangeCode: 'C02',
        CorrectedData: 'Routing number 055002707',
        IsMatched: false,
        OwnerAgentId: null,
        DirectDebitEntryId: null,
        CanApply: false,
        ApplyBlockedReason: expect.stringMatching(/^No direct debit of this community/) as unknown,
      }),
    ]);
    // Not a return: the debit is not marked returned and its receipt stays posted.
    const failed = await callApi(
      h.app,
      D.GetFailedDirectDebits,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(failed.body).toEqual([]);
    expect(await balancesOf(w, one.ownerId)).toEqual({});
    const receipts = await w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from items where txn_type_id = 51 and status_id = 4`,
      ),
    );
    expect(receipts[0]?.n).toBe(1);
    // The corrected data is kept sealed.
    const kept = await w.inTx((tx) =>
      queryRows<{ s: string }>(
        tx,
        sql`select corrected_data_sealed as s from direct_debit_change_notices order by id`,
      ),
    );
    expect(kept.some((k) => k.s.includes('1918171614'))).toBe(false);
    expect(unseal(kept[0]?.s ?? '')).toBe('1918171614');
    // The same file again: the same notifications, none twice.
    const again = await upload(w, file);
    expect(again.body.ChangeNotices.map((n) => n.DirectDebitChangeNoticeId)).toEqual(
      imported.body.ChangeNotices.map((n) => n.DirectDebitChangeNoticeId),
    );
    const listed = await callApi(
      h.app,
      D.GetChangeNotices,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(listed.body).toHaveLength(3);
  });

  it('applies a confirmed NOC to the enrolment once (C01 account sealed, C05 savings), keeps it in the enrolment history, and the next debit uses it', async () => {
    const { w, one, two, prenoteTwo, liveOne } = await debited();
    const imported = await upload(
      w,
      corReturnFile([
        {
          originalTrace: liveOne,
          routing: '021000021',
          account: '744567899',
          changeCode: 'C01',
          correctedData: '1918171614',
        },
        {
          originalTrace: prenoteTwo,
          routing: '011000015',
          account: '99887766',
          changeCode: 'C05',
          correctedData: '37',
        },
        {
          originalTrace: '999999990000099',
          routing: '011000015',
          account: '1234',
          changeCode: 'C02',
          correctedData: '055002707',
        },
      ]),
    );
    const [c01, c05, unmatched] = imported.body.ChangeNotices;
    if (!c01 || !c05 || !unmatched) throw new Error('no notices');

    const applied = await apply(c01.DirectDebitChangeNoticeId, w.token);
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({
      AppliedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
      CanApply: false,
      CurrentDetails: '021000021 ****1614 checking',
    });
    const enrollments = await callApi(
      h.app,
      D.GetEnrollments,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    const enrolmentOne = enrollments.body.find((e) => e.OwnerAgentId === one.ownerId);
    expect(enrolmentOne).toMatchObject({
      MaskedAccountNumber: '****1614',
      RoutingNumber: '021000021',
      IsPrenoted: true,
    });
    const sealed = await w.inTx((tx) =>
      queryRows<{ s: string }>(
        tx,
        sql`select account_number_sealed as s from direct_debit_enrollments where id = ${enrolmentOne?.DirectDebitEnrollmentId ?? 0}`,
      ),
    );
    expect(sealed[0]?.s).not.toContain('1918171614');
    expect(unseal(sealed[0]?.s ?? '')).toBe('1918171614');
    const history = await callApi(
      h.app,
      D.GetEnrollmentHistory,
      { query: { enrollmentId: enrolmentOne?.DirectDebitEnrollmentId ?? 0 } },
      w.token,
    );
    expect(history.body).toEqual([
      expect.objectContaining({
        DirectDebitChangeNoticeId: c01.DirectDebitChangeNoticeId,
        Description: expect.stringMatching(
          /^Account number corrected by NOC C01 on \d\d\/\d\d\/\d{4} from return file noc-0312\.ach: account number \*\*\*\*7899 → \*\*\*\*1614\.$/,
        ) as unknown,
        UserName: expect.any(String) as unknown,
      }),
    ]);

    // Confirming twice does not apply twice.
    const twice = await apply(c01.DirectDebitChangeNoticeId, w.token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      errorMessage: expect.stringMatching(/already applied on/) as unknown,
    });
    // With the same idempotency key, the repeat gets the first answer and changes nothing.
    const keyed = await apply(c05.DirectDebitChangeNoticeId, w.token, 'noc-apply-key-1');
    const replay = await apply(c05.DirectDebitChangeNoticeId, w.token, 'noc-apply-key-1');
    expect([keyed.statusCode, replay.statusCode]).toEqual([200, 200]);
    expect(replay.json()).toEqual(keyed.json());
    const enrolmentTwo = (
      await callApi(
        h.app,
        D.GetEnrollments,
        { query: { communityAgentId: w.communityId } },
        w.token,
      )
    ).body.find((e) => e.OwnerAgentId === two.ownerId);
    expect(enrolmentTwo?.AccountType).toBe('S');
    const historyTwo = await callApi(
      h.app,
      D.GetEnrollmentHistory,
      { query: { enrollmentId: enrolmentTwo?.DirectDebitEnrollmentId ?? 0 } },
      w.token,
    );
    expect(historyTwo.body.map((x) => x.Description)).toEqual([
      expect.stringMatching(
        /^Account type corrected by NOC C05 on .* from return file noc-0312\.ach: checking → savings\.$/,
      ) as unknown,
    ]);
    const historyCount = await w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from direct_debit_enrollment_history`,
      ),
    );
    expect(historyCount[0]?.n).toBe(2);

    // A NOC matched to no entry cannot be applied.
    const refused = await apply(unmatched.DirectDebitChangeNoticeId, w.token);
    expect(refused.statusCode).toBe(400);

    // The next debits go to the corrected account (C01) and as a savings debit (C05, code 37).
    await charge(w, one.ownerId, '2026-03-15');
    await charge(w, two.ownerId, '2026-03-15');
    const next = await run(w, days.retry);
    const entries =
      readNachaFile(await download(w, next.body.DirectDebitRunId)).batches[0]?.entries ?? [];
    expect(entries.map((e) => [e.transactionCode, e.accountNumber])).toEqual([
      [27, '1918171614'],
      [37, '99887766'],
    ]);
  });

  it('applies a NOC with the claim that processes returns (403 without it) and answers 404 for another company’s NOC', async () => {
    const { w, liveOne } = await debited();
    const imported = await upload(
      w,
      corReturnFile([
        {
          originalTrace: liveOne,
          routing: '021000021',
          account: '744567899',
          changeCode: 'C03',
          correctedData: `055002707${sp(3)}55554444`,
        },
      ]),
    );
    const [notice] = imported.body.ChangeNotices;
    if (!notice) throw new Error('no notice');
    expect(notice.CorrectedData).toBe('Routing number 055002707, account number ****4444');
    const readOnly = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [
        {
          Claim: 'arownerpayments',
          CanCreate: false,
          CanRead: true,
          CanUpdate: false,
          CanDelete: false,
        },
      ],
    });
    const rt = await signIn(h.app, readOnly.userName);
    expect((await apply(notice.DirectDebitChangeNoticeId, rt)).statusCode).toBe(403);
    expect((await upload(w, corReturnFile([]), rt)).status).toBe(403);
    const lockboxOnly = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arlockbox')],
    });
    const lt = await signIn(h.app, lockboxOnly.userName);
    expect(
      (await callApi(h.app, D.GetChangeNotices, { query: { communityAgentId: w.communityId } }, lt))
        .status,
    ).toBe(403);
    const other = await createTestCompany(h.database);
    const ot = await signIn(h.app, other.admin.userName);
    expect((await apply(notice.DirectDebitChangeNoticeId, ot)).statusCode).toBe(404);
    expect(
      (
        await callApi(
          h.app,
          D.GetEnrollmentHistory,
          { query: { enrollmentId: notice.DirectDebitEnrollmentId ?? 0 } },
          ot,
        )
      ).status,
    ).toBe(404);
    expect(
      (await callApi(h.app, D.GetChangeNotices, { query: { communityAgentId: w.communityId } }, ot))
        .status,
    ).toBe(404);
    // Still unapplied; the company's own user applies it (C03: routing and account).
    const applied = await apply(notice.DirectDebitChangeNoticeId, w.token);
    expect(applied.json()).toMatchObject({ CurrentDetails: '055002707 ****4444 checking' });
  });
});
