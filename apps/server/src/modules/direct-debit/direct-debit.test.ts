import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  addBankingDays,
  earliestEffectiveEntryDate,
  firstLiveEntryDate,
  formatDate,
  nextBankingDay,
  readNachaFile,
  TxnTypeId,
} from '@hoa/domain';
import { directDebitCalls, returnFile } from '../../../test/direct-debit-factories';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import {
  daysAgo,
  debitDays,
  openBooksThrough,
  today,
  upcomingChristmas,
  upcomingSaturday,
} from '../../../test/effective-dates';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { setNachaOrigin } from '../../../test/nacha-factories';
import { readNachaIndependently } from '../../../test/nacha-independent-reader';
import { loadKey, seal, unseal } from './sealing';

const D = contract.directDebit;

describe('sealing bank account numbers', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dd-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  it('makes a key file in the data folder on first use and keeps it', () => {
    const key = loadKey({}, dir);
    expect(readFileSync(path.join(dir, 'direct-debit.key'), 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(loadKey({}, dir).equals(key)).toBe(true);
    const sealed = seal('123456789', key);
    expect(sealed).not.toContain('123456789');
    expect(unseal(sealed, key)).toBe('123456789');
    expect(() => unseal(sealed, loadKey({ DIRECT_DEBIT_KEY: 'b'.repeat(64) }, dir))).toThrow();
    expect(() => loadKey({ DIRECT_DEBIT_KEY: 'short' }, dir)).toThrow(/32 bytes/);
  });
});

/** The community's bank account gets the routing number and originator id of its NACHA files. */
const withRouting = (w: PaymentWorld) => setNachaOrigin(w);

describe.each(testDatabases())('direct debit on $name', (testDb) => {
  const h = useApp(testDb);
  const days = debitDays();
  /** A world whose books are open on the effective dates the tests use. */
  const world = async (homes: number) => {
    const w = await paymentWorld(h, homes);
    await openBooksThrough(h.database, w.companyId, w.communityId, addBankingDays(days.retry, 10));
    await withRouting(w);
    return w;
  };
  const { enroll, run, download } = directDebitCalls(h);

  it('enrolls, prenotes, debits balances as receipts 51, reads returns and retries within limits', async () => {
    const w = await world(3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    for (const home of [one, two])
      await postCharge(h, w, TxnTypeId.ApplyCharges, '2026-03-01', [
        {
          ownerId: home.ownerId,
          codeId: w.code.ASMT,
          amountCents: 25_000,
          accountId: w.account.income,
        },
      ]);

    const bad = await enroll(w, one.ownerId, '231380105', '744567899');
    expect(bad.status).toBe(400);
    expect(bad.errorMessage).toBe(
      'The routing number must be 9 digits with a valid ABA check digit.',
    );
    expect((await enroll(w, one.ownerId, '021000021', '744567899')).body).toMatchObject({
      MaskedAccountNumber: '****7899',
      IsPrenoted: false,
    });
    await enroll(w, two.ownerId, '011000015', '99887766');
    await enroll(w, three.ownerId, '011000015', '55554444');
    const stored = await w.inTx((tx) =>
      queryRows<{ s: string }>(
        tx,
        sql`select account_number_sealed as s from direct_debit_enrollments`,
      ),
    );
    expect(stored.every((r) => !r.s.includes('744567899') && !r.s.includes('99887766'))).toBe(true);

    // First run: prenotes only, no money.
    const first = await run(w, days.prenote);
    expect(first.body).toMatchObject({
      EntryCount: 3,
      PrenoteCount: 3,
      Total: 0,
      EffectiveDate: days.prenote,
      PrenoteWaits: [],
    });
    const prenoteText = await download(w, first.body.DirectDebitRunId);
    const prenotes = readNachaFile(prenoteText);
    const prenoteRead = readNachaIndependently(prenoteText);
    expect(prenoteRead.problems).toEqual([]);
    expect(prenoteRead.control).toEqual({
      batchCount: 1,
      blockCount: 1,
      entryAddendaCount: 3,
      entryHash: '0004300004',
      totalDebitCents: 0,
      totalCreditCents: 0,
    });
    expect(prenoteRead.batches[0]).toMatchObject({
      serviceClass: '225',
      secCode: 'PPD',
      companyIdentification: '1123456789',
      odfi: '23138010',
    });
    expect(prenoteRead.batches[0]?.entries.map((e) => [e.transactionCode, e.account])).toEqual([
      ['28', '744567899'],
      ['28', '99887766'],
      ['28', '55554444'],
    ]);
    expect(
      prenotes.batches[0]?.entries.map((e) => [e.transactionCode, e.amountCents, e.accountNumber]),
    ).toEqual([
      [28, 0, '744567899'],
      [28, 0, '99887766'],
      [28, 0, '55554444'],
    ]);

    // Second run: live debits of what each owner owes (owner three owes nothing).
    const second = await run(w, days.live);
    expect(second.body).toMatchObject({
      EntryCount: 2,
      PrenoteCount: 0,
      Total: 50_000,
      PrenoteWaits: [],
    });
    const liveText = await download(w, second.body.DirectDebitRunId);
    const file = readNachaFile(liveText);
    const liveRead = readNachaIndependently(liveText);
    expect(liveRead.problems).toEqual([]);
    expect(liveRead.control).toMatchObject({
      batchCount: 1,
      entryAddendaCount: 2,
      entryHash: '0003200003',
      totalDebitCents: 50_000,
      totalCreditCents: 0,
    });
    expect(liveRead.batches[0]?.entries.map((e) => [e.transactionCode, e.amountCents])).toEqual([
      ['27', 25_000],
      ['27', 25_000],
    ]);
    expect(file.control).toMatchObject({
      entryAddendaCount: 2,
      totalDebitCents: 50_000,
      entryHash: '0003200003',
    });
    expect(await balancesOf(w, one.ownerId)).toEqual({});
    const receipts = await w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from items where txn_type_id = 51 and status_id = 4`,
      ),
    );
    expect(receipts[0]?.n).toBe(2);

    // The bank returns owner one's debit R01 (retry allowed) and owner two's R02 (not).
    const [t1, t2] = file.batches[0]?.entries.map((e) => e.traceNumber) ?? [];
    const text = await download(w, second.body.DirectDebitRunId);
    const imported = await callApi(
      h.app,
      D.ImportReturnFile,
      { body: { CommunityAgentId: w.communityId, Content: returnFile(text, [t1 ?? ''], 'R01') } },
      w.token,
    );
    expect(imported.body).toEqual({
      ReturnedCount: 1,
      UnmatchedTraceNumbers: [],
      ChangeNotices: [],
    });
    await callApi(
      h.app,
      D.ImportReturnFile,
      { body: { CommunityAgentId: w.communityId, Content: returnFile(text, [t2 ?? ''], 'R02') } },
      w.token,
    );
    const failed = await callApi(
      h.app,
      D.GetFailedDirectDebits,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    const byCode = Object.fromEntries(failed.body.map((f) => [f.ReturnCode, f]));
    expect(byCode.R01).toMatchObject({
      Amount: 25_000,
      Description: 'Insufficient funds',
      Suggestion: 'Retry up to two times within 180 days.',
      CanRetry: true,
      RetriesSent: 0,
    });
    expect(byCode.R02).toMatchObject({ Description: 'Account Closed', CanRetry: false });

    const refused = await callApi(
      h.app,
      D.RetryFailedDirectDebits,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          EffectiveDate: days.retry,
          DirectDebitEntryIds: [byCode.R02?.DirectDebitEntryId ?? 0],
        },
      },
      w.token,
    );
    expect(refused.status).toBe(400);
    const retried = await callApi(
      h.app,
      D.RetryFailedDirectDebits,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          EffectiveDate: days.retry,
          DirectDebitEntryIds: [byCode.R01?.DirectDebitEntryId ?? 0],
        },
      },
      w.token,
    );
    expect(retried.body).toMatchObject({ EntryCount: 1, Total: 25_000 });
    const after = await callApi(
      h.app,
      D.GetFailedDirectDebits,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(after.body.map((f) => f.ReturnCode)).toEqual(['R02']);
    const runs = await callApi(
      h.app,
      D.GetRuns,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(runs.body).toHaveLength(3);
  });

  it('refuses callers without the claim (403) and other companies (404)', async () => {
    const w = await world(1);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await enroll(w, one.ownerId, '021000021', '744567899');
    const first = await run(w, days.prenote);
    const lockboxOnly = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('arlockbox')],
    });
    const t = await signIn(h.app, lockboxOnly.userName);
    expect(
      (await callApi(h.app, D.GetEnrollments, { query: { communityAgentId: w.communityId } }, t))
        .status,
    ).toBe(403);
    const other = await createTestCompany(h.database);
    const ot = await signIn(h.app, other.admin.userName);
    expect(
      (await callApi(h.app, D.GetEnrollments, { query: { communityAgentId: w.communityId } }, ot))
        .status,
    ).toBe(404);
    const file = await h.app.inject({
      method: 'GET',
      url: `/api/DirectDebit/DownloadRunFile/${first.body.DirectDebitRunId}`,
      headers: { authorization: `Bearer ${ot}` },
    });
    expect(file.statusCode).toBe(404);
  });

  const retry = (w: PaymentWorld, date: string, ids: number[]) =>
    callApi(
      h.app,
      D.RetryFailedDirectDebits,
      {
        body: {
          CommunityAgentId: w.communityId,
          BankAccountId: w.bankAccountId,
          EffectiveDate: date,
          DirectDebitEntryIds: ids,
        },
      },
      w.token,
    );
  const charge = (w: PaymentWorld, ownerIds: number[]) =>
    postCharge(
      h,
      w,
      TxnTypeId.ApplyCharges,
      '2026-03-01',
      ownerIds.map((ownerId) => ({
        ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      })),
    );
  const runCount = async (w: PaymentWorld) =>
    (await callApi(h.app, D.GetRuns, { query: { communityAgentId: w.communityId } }, w.token)).body
      .length;

  it('NACHA: effective entry date must be a banking day (Saturday refused)', async () => {
    const w = await world(1);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await enroll(w, one.ownerId, '021000021', '744567899');
    const saturday = upcomingSaturday();
    const message =
      `The effective entry date ${formatDate(saturday)} is not a banking day (Saturday); ` +
      `the next banking day is ${formatDate(nextBankingDay(saturday))}.`;
    const refused = await run(w, saturday);
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(message);
    const retried = await retry(w, saturday, [1]);
    expect(retried.status).toBe(400);
    expect(retried.errorMessage).toBe(message);
    expect(await runCount(w)).toBe(0);
  });

  it('NACHA: effective entry date must not be a Federal Reserve holiday (Christmas Day refused)', async () => {
    const w = await world(1);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await enroll(w, one.ownerId, '021000021', '744567899');
    const christmas = upcomingChristmas();
    const refused = await run(w, christmas);
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(
      `The effective entry date ${formatDate(christmas)} is not a banking day (Christmas Day); ` +
        `the next banking day is ${formatDate(nextBankingDay(christmas))}.`,
    );
    expect(await runCount(w)).toBe(0);
  });

  it('NACHA: effective entry date must not be in the past (two weeks ago refused)', async () => {
    const w = await world(1);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await enroll(w, one.ownerId, '021000021', '744567899');
    const past = daysAgo(14);
    const message =
      `The effective entry date ${formatDate(past)} is in the past; the earliest effective entry date is ` +
      `${formatDate(earliestEffectiveEntryDate(today()))}.`;
    const refused = await run(w, past);
    expect(refused.status).toBe(400);
    expect(refused.errorMessage).toBe(message);
    expect((await retry(w, past, [1])).errorMessage).toBe(message);
    expect(await runCount(w)).toBe(0);
  });

  it('NACHA: a live debit waits 3 banking days after its prenote; the run goes ahead for the others', async () => {
    const w = await world(3);
    const [one, two, three] = w.homes;
    if (!one || !two || !three) throw new Error('no homes');
    await charge(w, [one.ownerId, two.ownerId, three.ownerId]);
    await enroll(w, one.ownerId, '021000021', '744567899');
    await enroll(w, two.ownerId, '011000015', '99887766');
    expect((await run(w, days.prenote)).body).toMatchObject({ EntryCount: 2, PrenoteCount: 2 });
    const names = Object.fromEntries(
      (
        await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
          queryRows<{ id: number; name: string }>(
            tx,
            sql`select agent_id::float8 as id, display_name as name from contacts`,
          ),
        )
      ).map((c) => [c.id, c.name]),
    );
    const waiting = (ownerId: number, prenote: string) => ({
      OwnerAgentId: ownerId,
      OwnerName: names[ownerId] ?? '',
      PrenoteEffectiveDate: prenote,
      FirstDebitDate: firstLiveEntryDate(prenote),
    });

    // The same day as the prenote: nothing is due yet, and the user is told until when.
    const sameDay = await run(w, days.prenote);
    expect(sameDay.status).toBe(400);
    expect(sameDay.errorMessage).toBe(
      `There is nothing to debit on ${formatDate(days.prenote)}: a live debit waits 3 banking days after its ` +
        `account's prenote (${names[one.ownerId]} until ${formatDate(days.live)}, ${names[two.ownerId]} until ` +
        `${formatDate(days.live)}); the first can be debited on ${formatDate(days.live)}.`,
    );

    // Two banking days on, a third owner enrolls: the run prenotes them and holds the others.
    await enroll(w, three.ownerId, '011000015', '55554444');
    const early = addBankingDays(days.prenote, 2);
    const held = await run(w, early);
    expect(held.status).toBe(200);
    expect(held.body).toMatchObject({ EntryCount: 1, PrenoteCount: 1, Total: 0 });
    expect(held.body.PrenoteWaits).toEqual([
      waiting(one.ownerId, days.prenote),
      waiting(two.ownerId, days.prenote),
    ]);
    const heldFile = readNachaFile(await download(w, held.body.DirectDebitRunId));
    expect(heldFile.batches[0]?.entries.map((e) => e.transactionCode)).toEqual([28]);
    expect(await balancesOf(w, one.ownerId)).toEqual({ ASMT: 25_000 });

    // On the third banking day after the prenote the two are debited; the third owner waits.
    const live = await run(w, days.live);
    expect(live.body).toMatchObject({ EntryCount: 2, PrenoteCount: 0, Total: 50_000 });
    expect(live.body.PrenoteWaits).toEqual([waiting(three.ownerId, early)]);
    expect(await balancesOf(w, one.ownerId)).toEqual({});
    expect(await balancesOf(w, three.ownerId)).toEqual({ ASMT: 25_000 });
  });

  it('NACHA: a retried debit to a new account waits for its prenote and 3 banking days', async () => {
    const w = await world(1);
    const [one] = w.homes;
    if (!one) throw new Error('no home');
    await charge(w, [one.ownerId]);
    await enroll(w, one.ownerId, '021000021', '744567899');
    await run(w, days.prenote);
    const live = await run(w, days.live);
    const text = await download(w, live.body.DirectDebitRunId);
    const [trace] = readNachaFile(text).batches[0]?.entries.map((e) => e.traceNumber) ?? [];
    await callApi(
      h.app,
      D.ImportReturnFile,
      {
        body: { CommunityAgentId: w.communityId, Content: returnFile(text, [trace ?? ''], 'R01') },
      },
      w.token,
    );
    const [failed] = (
      await callApi(
        h.app,
        D.GetFailedDirectDebits,
        { query: { communityAgentId: w.communityId } },
        w.token,
      )
    ).body;
    if (!failed) throw new Error('no failed debit');
    const ids = [failed.DirectDebitEntryId];
    // The owner gives new bank details: the retry may not go to an account never prenoted.
    await enroll(w, one.ownerId, '011000015', '11223344');
    const unprenoted = await retry(w, days.retry, ids);
    expect(unprenoted.status).toBe(400);
    expect(unprenoted.errorMessage).toBe(
      `${failed.OwnerName}: the bank account has no prenote yet; the next direct-debit run sends it.`,
    );
    expect((await run(w, days.retry)).body).toMatchObject({ PrenoteCount: 1 });
    const early = await retry(w, days.retry, ids);
    expect(early.status).toBe(400);
    expect(early.errorMessage).toBe(
      `${failed.OwnerName}: a live debit waits 3 banking days after the account's prenote of ` +
        `${formatDate(days.retry)}; the first effective entry date it can have is ${formatDate(firstLiveEntryDate(days.retry))}.`,
    );
    const retried = await retry(w, firstLiveEntryDate(days.retry), ids);
    expect(retried.body).toMatchObject({ EntryCount: 1, Total: 25_000 });
  });
});
