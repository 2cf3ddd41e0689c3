import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { TxnTypeId, type ClaimGrant } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { addUser } from '../../../test/factories';
import { insertAccruedItem } from '../../../test/receivable-factories';
import { postReceivableItems } from '../gl/index';
import { chargesWorld } from './charges-test-world';

// The run calls of spec 3 §7 'Apply charges and collections' beside ApplyScheduledCharges: the
// summaries and PostItemV2 under a run type's controller, prepaids' last applied date and
// IsAlreadyAppliedCode, beginning-balance summaries and the community header.

const c = contract.charges;
const lfi = contract.lateFeesInterest;
const col = contract.collections;

const readOnly = (claim: ClaimGrant['Claim']): ClaimGrant => ({
  Claim: claim,
  CanCreate: false,
  CanRead: true,
  CanUpdate: false,
  CanDelete: false,
});

describe.each(testDatabases())('run calls by type on $name', (testDb) => {
  const h = useApp(testDb);

  async function world() {
    const w = await chargesWorld(h);
    const [one, two] = w.main.homes;
    if (!one || !two) throw new Error('no homes');
    const accrued = (
      txnTypeId: number,
      date: string,
      lines: Parameters<typeof insertAccruedItem>[5],
    ) => insertAccruedItem(h.database, w.company.companyId, w.communityId, txnTypeId, date, lines);
    const post = (itemIds: number[]) =>
      h.database.withTenant({ companyId: w.company.companyId, userId: null }, (tx) =>
        postReceivableItems(tx, w.company.companyId, itemIds),
      );
    const as = <E extends Parameters<typeof callApi>[1]>(
      token: string,
      endpoint: E,
      request: Parameters<typeof callApi<E>>[2],
    ) => callApi(h.app, endpoint, request, token);
    return { ...w, one, two, accrued, post, as };
  }
  type World = Awaited<ReturnType<typeof world>>;

  /** An accrued late fee ($25.00, $30.00), interest ($4.17) and charge run of the world. */
  async function runs(w: World) {
    const { account, code } = w.main;
    const lateFee = await w.accrued(TxnTypeId.LateFee, '2026-02-20', [
      {
        ownerId: w.one.ownerId,
        codeId: code.LATE,
        amountCents: 2_500,
        accountId: account.lateFeeIncome,
      },
      {
        ownerId: w.two.ownerId,
        codeId: code.LATE,
        amountCents: 3_000,
        accountId: account.lateFeeIncome,
      },
    ]);
    const interest = await w.accrued(TxnTypeId.Interest, '2026-02-20', [
      {
        ownerId: w.two.ownerId,
        codeId: code.INT,
        amountCents: 417,
        accountId: account.interestIncome,
      },
    ]);
    const charge = await w.accrued(TxnTypeId.ApplyCharges, '2026-02-01', [
      { ownerId: w.one.ownerId, codeId: code.ASMT, amountCents: 25_000, accountId: account.income },
    ]);
    return { lateFee, interest, charge };
  }

  it('answers the batch and item-agent summaries of a run under its type’s controller, 404 for another type', async () => {
    const w = await world();
    const r = await runs(w);
    const calls = [
      [lfi.GetLateFeeBatchSummary, lfi.GetLateFeeItemAgentSummary, r.lateFee, 'late fee', 41],
      [lfi.GetInterestBatchSummary, lfi.GetInterestItemAgentSummary, r.interest, 'interest', 42],
    ] as const;
    for (const [batchCall, agentsCall, itemId, name, type] of calls) {
      const generic = await w.as(w.token, c.GetBatchSummary, { query: { itemId } });
      const typed = await w.as(w.token, batchCall, { query: { itemId } });
      expect(typed.status).toBe(200);
      expect(typed.body).toEqual(generic.body);
      expect(typed.body).toMatchObject({ TopsTxnTypeId: type, TopsStatusId: 3 });
      const agents = await w.as(w.token, agentsCall, { query: { itemId, skip: 0, take: 10 } });
      expect(agents.body).toEqual(
        (await w.as(w.token, c.GetItemAgentSummary, { query: { itemId, skip: 0, take: 10 } })).body,
      );
      const wrong = await w.as(w.token, batchCall, { query: { itemId: r.charge } });
      expect([wrong.status, wrong.errorMessage]).toEqual([
        404,
        `Item ${String(r.charge)} is not a ${name} run (transaction type ${String(type)}).`,
      ]);
      const wrongAgents = await w.as(w.token, agentsCall, {
        query: { itemId: r.charge, skip: 0, take: 10 },
      });
      expect(wrongAgents.status).toBe(404);
    }
    const late = await w.as(w.token, lfi.GetLateFeeBatchSummary, { query: { itemId: r.lateFee } });
    expect(late.body).toMatchObject({ OwnersCount: 2, TotalAmount: 5_500 });
    const lateAgents = await w.as(w.token, lfi.GetLateFeeItemAgentSummary, {
      query: { itemId: r.lateFee, skip: 0, take: 10 },
    });
    expect(lateAgents.body.TotalCount).toBe(2);
    expect(lateAgents.body.Rows.map((row) => row.Total)).toEqual([2_500, 3_000]);

    // Collection: a run of another type is 404 there too.
    const notCollection = await w.as(w.token, col.GetBatchSummary, {
      query: { itemId: r.lateFee },
    });
    expect([notCollection.status, notCollection.errorMessage]).toEqual([
      404,
      `Item ${String(r.lateFee)} is not a collection run (transaction type 53).`,
    ]);
    const collection = await w.accrued(TxnTypeId.Collection, '2026-02-20', [
      {
        ownerId: w.two.ownerId,
        codeId: w.main.code.LATE,
        amountCents: 1_500,
        accountId: w.main.account.lateFeeIncome,
      },
    ]);
    const summary = await w.as(w.token, col.GetBatchSummary, { query: { itemId: collection } });
    expect(summary.body).toMatchObject({ TopsTxnTypeId: 53, OwnersCount: 1, TotalAmount: 1_500 });
    const collAgents = await w.as(w.token, col.GetItemAgentSummary, {
      query: { itemId: collection, skip: 0, take: 10 },
    });
    expect(collAgents.body.Rows.map((row) => [row.TopsAgentId, row.Total])).toEqual([
      [w.two.ownerId, 1_500],
    ]);

    // 403 without the type's claim (a charge-run reader), 404 for another company.
    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [readOnly('arapplycharges')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect(
      (await w.as(readerToken, c.GetBatchSummary, { query: { itemId: r.charge } })).status,
    ).toBe(200);
    for (const [endpoint, itemId] of [
      [lfi.GetLateFeeBatchSummary, r.lateFee],
      [lfi.GetInterestBatchSummary, r.interest],
      [col.GetBatchSummary, collection],
    ] as const) {
      expect((await w.as(readerToken, endpoint, { query: { itemId } })).status).toBe(403);
    }
    expect(
      (
        await w.as(readerToken, lfi.GetLateFeeItemAgentSummary, {
          query: { itemId: r.lateFee, skip: 0, take: 10 },
        })
      ).status,
    ).toBe(403);
    const stranger = await chargesWorld(h);
    for (const [endpoint, itemId] of [
      [lfi.GetLateFeeBatchSummary, r.lateFee],
      [lfi.GetInterestBatchSummary, r.interest],
      [col.GetBatchSummary, collection],
    ] as const) {
      expect((await w.as(stranger.token, endpoint, { query: { itemId } })).status).toBe(404);
    }
  });

  it('posts late fee and interest runs with PostItemV2 through PostItem’s posting, refusing other types', async () => {
    const w = await world();
    const r = await runs(w);
    const wrongType = await w.as(w.token, lfi.PostLateFeeItemV2, {
      body: { ItemIds: [r.lateFee, r.interest] },
    });
    expect([wrongType.status, wrongType.errorMessage]).toEqual([
      404,
      `Item ${String(r.interest)} is not a late fee run (transaction type 41).`,
    ]);
    // Nothing was posted by the refused request.
    expect(await w.ownerBalances(w.communityId)).toEqual([]);

    const late = await w.as(w.token, lfi.PostLateFeeItemV2, { body: { ItemIds: [r.lateFee] } });
    expect(late.status).toBe(200);
    expect(late.body).toEqual({ PostedCount: 1, TotalAmount: 5_500 });
    const charge = await w.as(w.token, lfi.PostInterestItemV2, { body: { ItemIds: [r.charge] } });
    expect(charge.status).toBe(404);
    const interest = await w.as(w.token, lfi.PostInterestItemV2, {
      body: { ItemIds: [r.interest] },
    });
    expect(interest.body).toEqual({ PostedCount: 1, TotalAmount: 417 });
    expect(await w.ownerBalances(w.communityId)).toEqual([
      `${String(w.one.ownerId)}:LATE:2500`,
      `${String(w.two.ownerId)}:INT:417`,
      `${String(w.two.ownerId)}:LATE:3000`,
    ]);
    const lateFeeIncome = await w.rows<{ cents: number }>(
      sql`select coalesce(sum(credit_cents - debit_cents), 0)::int as cents from gl_lines
           where account_id = ${w.main.account.lateFeeIncome}`,
    );
    expect(lateFeeIncome[0]?.cents).toBe(5_500);
    const again = await w.as(w.token, lfi.PostLateFeeItemV2, { body: { ItemIds: [r.lateFee] } });
    expect(again.status).toBe(409);

    // 403 with read access only; 404 for another company.
    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [readOnly('arapplylatefees'), readOnly('arapplyinterest')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const fresh = await runs(w);
    expect(
      (await w.as(readerToken, lfi.PostLateFeeItemV2, { body: { ItemIds: [fresh.lateFee] } }))
        .status,
    ).toBe(403);
    expect(
      (await w.as(readerToken, lfi.PostInterestItemV2, { body: { ItemIds: [fresh.interest] } }))
        .status,
    ).toBe(403);
    const stranger = await chargesWorld(h);
    expect(
      (await w.as(stranger.token, lfi.PostLateFeeItemV2, { body: { ItemIds: [fresh.lateFee] } }))
        .status,
    ).toBe(404);
  });

  it('tells the last date prepaids were applied and whether a code was already applied in the period', async () => {
    const w = await world();
    const { code, account } = w.main;
    const query = { communityAgentId: w.communityId };
    const none = await w.as(w.token, c.GetPrepaidLastAppliedDate, { query });
    expect(none.body).toEqual({
      CommunityAgentId: w.communityId,
      LastAppliedDate: null,
      TopsItemId: null,
    });
    const applied = (codeId: number, postDate: string) =>
      w.as(w.token, c.IsAlreadyAppliedCode, {
        query: { communityAgentId: w.communityId, codeId, postDate },
      });
    expect((await applied(code.ASMT, '2026-03-20')).body).toEqual({
      IsAlreadyApplied: false,
      PeriodStartDate: '2026-03-01',
      PeriodEndDate: '2026-03-31',
      TopsItemId: null,
      PostDate: null,
    });

    // A prepaids run posted on Mar 10 applied $100.00 of PP to ASMT; one of Mar 20 stays accrued.
    const prepaid = (date: string) =>
      w.accrued(TxnTypeId.Prepaids, date, [
        { ownerId: w.one.ownerId, codeId: code.PP, amountCents: 10_000, isDebit: true },
        { ownerId: w.one.ownerId, codeId: code.ASMT, amountCents: 10_000, isDebit: false },
      ]);
    const march = await prepaid('2026-03-10');
    const funding = await w.accrued(TxnTypeId.PrepaidAdjustment, '2026-03-05', [
      {
        ownerId: w.one.ownerId,
        codeId: code.PP,
        amountCents: 10_000,
        isDebit: false,
        accountId: account.cash,
      },
    ]);
    await w.post([funding, march]);
    await prepaid('2026-03-20');

    const last = await w.as(w.token, c.GetPrepaidLastAppliedDate, { query });
    expect(last.body).toEqual({
      CommunityAgentId: w.communityId,
      LastAppliedDate: '2026-03-10',
      TopsItemId: march,
    });
    expect((await applied(code.ASMT, '2026-03-25')).body).toEqual({
      IsAlreadyApplied: true,
      PeriodStartDate: '2026-03-01',
      PeriodEndDate: '2026-03-31',
      TopsItemId: march,
      PostDate: '2026-03-10',
    });
    expect((await applied(code.SPEC, '2026-03-25')).body.IsAlreadyApplied).toBe(false);
    expect((await applied(code.ASMT, '2026-04-01')).body).toMatchObject({
      IsAlreadyApplied: false,
      PeriodStartDate: '2026-04-01',
    });
    // A code of another community is not found.
    expect((await applied(w.other.code.ASMT, '2026-03-25')).status).toBe(404);

    const reader = await addUser(h.database, w.company.companyId, {
      communityIds: [w.communityId],
      grants: [readOnly('arapplycharges')],
    });
    const readerToken = await signIn(h.app, reader.userName);
    const stranger = await chargesWorld(h);
    for (const token of [readerToken, stranger.token]) {
      const lastDate = await w.as(token, c.GetPrepaidLastAppliedDate, { query });
      const isApplied = await w.as(token, c.IsAlreadyAppliedCode, {
        query: { communityAgentId: w.communityId, codeId: code.ASMT, postDate: '2026-03-25' },
      });
      const expected = token === readerToken ? 403 : 404;
      expect([lastDate.status, isApplied.status]).toEqual([expected, expected]);
    }
  });

  it('sums beginning balance adjustments per community and gives the community header', async () => {
    const w = await world();
    const { code, account } = w.main;
    const opening = (ownerId: number, cents: number, isDebit: boolean) =>
      w.accrued(TxnTypeId.BeginningBalanceAdjustment, '2026-01-02', [
        { ownerId, codeId: code.ASMT, amountCents: cents, isDebit, accountId: account.retained },
      ]);
    await w.post([
      await opening(w.one.ownerId, 12_000, true),
      await opening(w.two.ownerId, 2_500, false),
    ]);
    await opening(w.two.ownerId, 999, true); // accrued, not posted
    const names = await w.rows<{ id: number; name: string }>(
      sql`select agent_id::int as id, display_name as name from contacts
           where agent_id in (${w.communityId}, ${w.otherCommunityId})`,
    );
    const nameOf = (id: number) => names.find((n) => n.id === id)?.name ?? '';

    const one = await w.as(w.token, c.GetBeginningBalanceSummaries, {
      query: { communityAgentId: w.communityId },
    });
    expect(one.body).toEqual([
      {
        CommunityAgentId: w.communityId,
        CommunityName: nameOf(w.communityId),
        AccruedCount: 1,
        PostedCount: 2,
        OwnersCount: 2,
        DebitAmount: 12_000,
        CreditAmount: 2_500,
        NetAmount: 9_500,
        LastPostDate: '2026-01-02',
      },
    ]);
    const all = await w.as(w.token, c.GetBeginningBalanceSummaries, { query: {} });
    expect(all.body.map((row) => [row.CommunityAgentId, row.PostedCount, row.NetAmount])).toEqual(
      expect.arrayContaining([
        [w.communityId, 2, 9_500],
        [w.otherCommunityId, 0, 0],
      ]),
    );

    const header = await w.as(w.token, c.GetCommunityHeader, {
      query: { communityAgentId: w.communityId, asOfDate: '2026-03-15' },
    });
    expect(header.status).toBe(200);
    expect(header.body).toMatchObject({
      CommunityAgentId: w.communityId,
      CommunityName: nameOf(w.communityId),
      FiscalYear: {
        FiscalYearId: w.main.books.fiscalYearId,
        StartDate: '2026-01-01',
        EndDate: '2026-12-31',
        IsClosed: false,
      },
      Period: { StartDate: '2026-03-01', EndDate: '2026-03-31', IsOpen: true },
    });
    const [alias] = await w.rows<{ alias: string | null }>(
      sql`select alias from contacts where agent_id = ${w.communityId}`,
    );
    expect(header.body.CommunityCode).toBe(alias?.alias ?? null);
    const outside = await w.as(w.token, c.GetCommunityHeader, {
      query: { communityAgentId: w.communityId, asOfDate: '2030-01-01' },
    });
    expect(outside.body).toMatchObject({ FiscalYear: null, Period: null });

    // 403 without the claims (a user with no grants), 404 for another company.
    const clerk = await addUser(h.database, w.company.companyId, {
      communityIds: w.company.communityIds,
      grants: [],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    const collector = await addUser(h.database, w.company.companyId, {
      communityIds: w.company.communityIds,
      grants: [readOnly('arcollection')],
    });
    const collectorToken = await signIn(h.app, collector.userName);
    const stranger = await chargesWorld(h);
    const query = { communityAgentId: w.communityId };
    expect((await w.as(clerkToken, c.GetBeginningBalanceSummaries, { query })).status).toBe(403);
    expect((await w.as(clerkToken, c.GetCommunityHeader, { query })).status).toBe(403);
    expect((await w.as(collectorToken, c.GetCommunityHeader, { query })).status).toBe(200);
    expect((await w.as(stranger.token, c.GetBeginningBalanceSummaries, { query })).status).toBe(
      404,
    );
    expect((await w.as(stranger.token, c.GetCommunityHeader, { query })).status).toBe(404);
  });
});
