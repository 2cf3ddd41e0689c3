import { describe, expect, it } from 'vitest';
import { codes, itemAgents, items, queryRows, sql } from '@hoa/db';
import { contract, type ProcessResaleBody } from '@hoa/contract';
import {
  AgentTypeId,
  BalanceDispositionId,
  localDay,
  ResaleMessages as M,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import {
  balancesOf,
  paymentWorld,
  postCharge,
  trialBalanceOf,
  type PaymentWorld,
} from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';

const R = contract.resale;

describe.each(testDatabases())('property resale and split ledger on $name', (testDb) => {
  const h = useApp(testDb);

  const charge = (w: PaymentWorld, ownerId: number, code: 'ASMT' | 'LATE', date: string) =>
    postCharge(h, w, code === 'ASMT' ? TxnTypeId.ApplyCharges : TxnTypeId.LateFee, date, [
      {
        ownerId,
        codeId: w.code[code],
        amountCents: code === 'ASMT' ? 25_000 : 2_500,
        accountId: code === 'ASMT' ? w.account.income : w.account.lateFeeIncome,
      },
    ]);
  const pay = (w: PaymentWorld, ownerId: number, cents: number, date: string) =>
    callApi(
      h.app,
      contract.cashReceipts.AddCashReceipt,
      {
        body: {
          CommunityAgentId: w.communityId,
          OwnerAgentId: ownerId,
          BankAccountId: w.bankAccountId,
          Amount: cents,
          EventDate: date,
          CheckNumber: '501',
          Post: true,
        },
      },
      w.token,
    );
  const resale = (
    w: PaymentWorld,
    propertyAgentId: number,
    change: Partial<ProcessResaleBody> = {},
    token = w.token,
  ) =>
    callApi(
      h.app,
      R.ProcessResale,
      {
        body: {
          propertyAgentId,
          splitDate: '2026-04-15',
          balanceAsOfToday: false,
          balanceDispositionId: BalanceDispositionId.CarryToNewOwner,
          NewOwner: { Contact: { FirstName: 'Nadia', LastName: 'Okafor' } },
          ...change,
        },
      },
      token,
    );
  const typeOf = async (w: PaymentWorld, agentId: number) =>
    (await callApi(h.app, contract.crm.GetAgentHeader, { query: { agentId } }, w.token)).body
      .TopsAgentTypeId;
  const asOf = (w: PaymentWorld, ownerId: number, date: string) =>
    w.inTx(async (tx) => {
      const [row] = await queryRows<{ cents: number }>(
        tx,
        sql`select coalesce(sum(amount_cents), 0)::float8 as cents from ar_lines
             where owner_agent_id = ${ownerId} and post_date <= ${date}::date`,
      );
      return row?.cents ?? 0;
    });

  it('carries the seller’s balances to the buyer, to the cent, and leaves the trial balance as it was', async () => {
    const w = await paymentWorld(h);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    const seller = home.ownerId;
    // March and April assessments $250.00 each, the March 16 late fee $25.00; a $300.00 payment on
    // April 10 pays the March assessment and $50.00 of April's; the May assessment, billed to the
    // seller after the April 15 sale.
    await charge(w, seller, 'ASMT', '2026-03-01');
    await charge(w, seller, 'LATE', '2026-03-16');
    await charge(w, seller, 'ASMT', '2026-04-01');
    expect((await pay(w, seller, 30_000, '2026-04-10')).status).toBe(200);
    await charge(w, seller, 'ASMT', '2026-05-01');
    expect(await balancesOf(w, seller)).toEqual({ ASMT: 45_000, LATE: 2_500 });
    const before = await trialBalanceOf(w);
    // By hand: receivable 750.00 + 25.00 − 300.00 = 475.00; cash 300.00; income 750.00; late 25.00.
    expect(before).toEqual({
      [w.account.cash]: 30_000,
      [w.account.receivables]: 47_500,
      [w.account.income]: -75_000,
      [w.account.lateFeeIncome]: -2_500,
    });

    const sold = await resale(w, home.propertyId);
    expect(sold.status).toBe(200);
    const buyer = sold.body.Owner.Agent.TopsAgentId;
    expect(sold.body.PreviousOwnerIds).toEqual([seller]);
    expect(sold.body.Transfers.map((t) => [t.FromOwnerAgentId, t.CodeAlias, t.Amount])).toEqual([
      [seller, 'ASMT', 45_000],
      [seller, 'LATE', 2_500],
    ]);
    // Dated on the May 1 line it moves, not before it.
    expect(sold.body.PostDate).toBe('2026-05-01');
    expect(await balancesOf(w, seller)).toEqual({});
    expect(await balancesOf(w, buyer)).toEqual({ ASMT: 45_000, LATE: 2_500 });
    expect(await trialBalanceOf(w)).toEqual(before);
    expect(await typeOf(w, seller)).toBe(AgentTypeId.PreviousOwner);
    expect(await typeOf(w, buyer)).toBe(AgentTypeId.PrimaryOwner);
    // As of April 30 the history is as it was printed: the seller owed $225.00.
    expect(await asOf(w, seller, '2026-04-30')).toBe(22_500);
    expect(await asOf(w, buyer, '2026-04-30')).toBe(0);
    // The transfer is one posted payment adjustment whose GL lines net to zero on receivables.
    const lines = await w.inTx((tx) =>
      queryRows<{ account: number; debit: number; credit: number }>(
        tx,
        sql`select account_id::float8 as account, sum(debit_cents)::float8 as debit,
                   sum(credit_cents)::float8 as credit
              from gl_lines where item_id = ${sold.body.TopsItemId ?? 0} group by account_id`,
      ),
    );
    expect(lines).toEqual([{ account: w.account.receivables, debit: 47_500, credit: 47_500 }]);

    // Removing the transfer puts the balances back with the seller.
    const removed = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: sold.body.TopsItemId ?? 0, agentId: null, bypassValidation: false } },
      w.token,
    );
    expect(removed.status).toBe(200);
    expect(await balancesOf(w, seller)).toEqual({ ASMT: 45_000, LATE: 2_500 });
    expect(await balancesOf(w, buyer)).toEqual({});
    expect(await trialBalanceOf(w)).toEqual(before);
  });

  it('leaves what was owed before the resale date with the seller and moves only later lines', async () => {
    const w = await paymentWorld(h);
    const [, home] = w.homes;
    if (!home) throw new Error('no home');
    const seller = home.ownerId;
    await charge(w, seller, 'ASMT', '2026-03-01');
    await charge(w, seller, 'LATE', '2026-03-16');
    await charge(w, seller, 'ASMT', '2026-05-01');
    // A $100.00 payment on May 5, after the April 15 sale, pays March's assessment first.
    expect((await pay(w, seller, 10_000, '2026-05-05')).status).toBe(200);
    expect(await balancesOf(w, seller)).toEqual({ ASMT: 40_000, LATE: 2_500 });
    const before = await trialBalanceOf(w);
    const sold = await resale(w, home.propertyId, {
      balanceDispositionId: BalanceDispositionId.LeaveWithPriorOwner,
      balanceAsOfToday: true,
    });
    expect(sold.status).toBe(200);
    const buyer = sold.body.Owner.Agent.TopsAgentId;
    // On/after April 15: ASMT +250.00 (May) − 100.00 (May 5 payment) = 150.00 moves; the March
    // assessment and late fee, $275.00, stay with the seller.
    expect(sold.body.Transfers.map((t) => [t.CodeAlias, t.Amount])).toEqual([['ASMT', 15_000]]);
    expect(sold.body.PostDate).toBe(localDay(new Date()));
    expect(await balancesOf(w, seller)).toEqual({ ASMT: 25_000, LATE: 2_500 });
    expect(await balancesOf(w, buyer)).toEqual({ ASMT: 15_000 });
    expect(await trialBalanceOf(w)).toEqual(before);
  });

  it('splits the ledger of a resale recorded earlier, once', async () => {
    const w = await paymentWorld(h);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    const seller = home.ownerId;
    await charge(w, seller, 'ASMT', '2026-05-01');
    // The profile's resale: the buyer is saved, the seller becomes a previous owner; no money moves.
    const saved = await callApi(
      h.app,
      contract.crm.SaveResaleOwner,
      {
        body: {
          Agent: { TopsAgentTypeId: AgentTypeId.PrimaryOwner, TopsAgentParentId: home.propertyId },
          Contact: { FirstName: 'Lena', LastName: 'Buyer' },
        },
      },
      w.token,
    );
    const buyer = saved.body.Owner.Agent.TopsAgentId;
    // The June assessment still reached the seller (posted straight to them).
    await charge(w, seller, 'ASMT', '2026-06-01');
    await charge(w, seller, 'LATE', '2026-06-16');
    const before = await trialBalanceOf(w);
    const split = await callApi(
      h.app,
      R.SplitLedger,
      {
        body: {
          propertyAgentId: home.propertyId,
          splitDate: '2026-05-20',
          balanceAsOfToday: false,
        },
      },
      w.token,
    );
    expect(split.status).toBe(200);
    expect(split.body).toMatchObject({ NewOwnerAgentId: buyer, PostDate: '2026-06-16' });
    expect(split.body.Transfers.map((t) => [t.CodeAlias, t.Amount])).toEqual([
      ['ASMT', 25_000],
      ['LATE', 2_500],
    ]);
    expect(await balancesOf(w, seller)).toEqual({ ASMT: 25_000 });
    expect(await balancesOf(w, buyer)).toEqual({ ASMT: 25_000, LATE: 2_500 });
    expect(await trialBalanceOf(w)).toEqual(before);
    const again = await callApi(
      h.app,
      R.SplitLedger,
      { body: { propertyAgentId: home.propertyId, splitDate: '2026-05-20' } },
      w.token,
    );
    expect(again).toMatchObject({ status: 400, errorMessage: M.nothingToSplit });
  });

  it('finds properties, lists future codes and open violations, and assigns the future codes', async () => {
    const w = await paymentWorld(h, 3);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    await charge(w, home.ownerId, 'ASMT', '2026-03-01');
    const found = await callApi(
      h.app,
      R.Search,
      { body: { text: 'home001', communityAgentId: w.communityId } },
      w.token,
    );
    expect(found.body).toMatchObject({
      TotalCount: 1,
      Properties: [
        {
          PropertyAgentId: home.propertyId,
          AccountNumber: 'A-001',
          Address: '100 Oak Street',
          OwnerAgentId: home.ownerId,
          OwnerName: 'Owner1 Home001',
          Balance: 25_000,
          PreviousOwnerCount: 0,
        },
      ],
    });
    const page = await callApi(
      h.app,
      R.Search,
      { body: { text: '', communityAgentId: w.communityId, skip: 1, take: 1 } },
      w.token,
    );
    expect(page.body.TotalCount).toBe(3);
    expect(page.body.Properties.map((p) => p.AccountNumber)).toEqual(['A-002']);

    const nextYear = await w.inTx(async (tx) => {
      const [row] = await tx
        .insert(codes)
        .values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          codeTypeId: 1,
          codeAlias: 'ASMT27',
          codeName: 'Assessment 2027',
          amountCents: 26_000,
          startDate: '2027-01-01',
          previousCodeId: w.code.ASMT,
        })
        .returning({ id: codes.id });
      return row?.id ?? 0;
    });
    const future = await callApi(
      h.app,
      R.DetermineFutureYearCodeAssignments,
      { body: { propertyAgentId: home.propertyId, splitDate: '2026-04-15' } },
      w.token,
    );
    expect(future.body.Codes).toEqual([
      {
        TopsCodeId: nextYear,
        CodeAlias: 'ASMT27',
        CodeName: 'Assessment 2027',
        StartDate: '2027-01-01',
        PreviousCodeAlias: 'ASMT',
        IsAssigned: false,
      },
    ]);

    const none = await callApi(
      h.app,
      R.GetOpenViolations,
      { query: { propertyAgentId: home.propertyId } },
      w.token,
    );
    expect(none.body.Violations).toEqual([]);
    const violation = await w.inTx(async (tx) => {
      const [item] = await tx
        .insert(items)
        .values({
          companyId: w.companyId,
          communityAgentId: w.communityId,
          txnTypeId: TxnTypeId.CcrRecord,
          statusId: StatusId.Open,
          eventDate: '2026-02-01',
          reference: 'Trash cans visible',
        })
        .returning({ id: items.id });
      if (!item) throw new Error('no item');
      await tx
        .insert(itemAgents)
        .values({ companyId: w.companyId, itemId: item.id, agentId: home.ownerId });
      return item.id;
    });
    const open = await callApi(
      h.app,
      R.GetOpenViolations,
      { query: { propertyAgentId: home.propertyId } },
      w.token,
    );
    expect(open.body.Violations).toEqual([
      {
        TopsItemId: violation,
        TopsAgentId: home.ownerId,
        EventDate: '2026-02-01',
        StatusName: 'Open',
        Reference: 'Trash cans visible',
        Description: null,
      },
    ]);

    const sold = await resale(w, home.propertyId);
    expect(sold.body.FutureCodeAssignments).toBe(1);
    const after = await callApi(
      h.app,
      R.DetermineFutureYearCodeAssignments,
      { body: { propertyAgentId: home.propertyId, splitDate: '2026-04-15' } },
      w.token,
    );
    expect(after.body.Codes.map((c) => c.IsAssigned)).toEqual([true]);
    const resold = await callApi(
      h.app,
      R.Search,
      { body: { text: 'A-001', communityAgentId: w.communityId } },
      w.token,
    );
    expect(resold.body.Properties[0]).toMatchObject({
      OwnerName: 'Nadia Okafor',
      Balance: 25_000,
      PreviousOwnerCount: 1,
    });
  });

  it('refuses bad input, callers without the claims and other companies, changing nothing', async () => {
    const w = await paymentWorld(h);
    const [home] = w.homes;
    if (!home) throw new Error('no home');
    await charge(w, home.ownerId, 'ASMT', '2026-03-01');
    const notProperty = await resale(w, home.ownerId);
    expect(notProperty).toMatchObject({ status: 400, errorMessage: M.notProperty });
    const badDate = await resale(w, home.propertyId, { splitDate: '2026-02-30' });
    expect(badDate.status).toBe(400);
    const noName = await resale(w, home.propertyId, { NewOwner: { Contact: {} } });
    expect(noName.status).toBe(400);
    const noPrevious = await callApi(
      h.app,
      R.SplitLedger,
      { body: { propertyAgentId: home.propertyId, splitDate: '2026-01-01' } },
      w.token,
    );
    expect(noPrevious).toMatchObject({ status: 400, errorMessage: M.nothingToSplit });

    const clerk = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('owner'), fullGrant('property')],
    });
    const clerkToken = await signIn(h.app, clerk.userName);
    expect((await resale(w, home.propertyId, {}, clerkToken)).status).toBe(403);
    const split = await callApi(
      h.app,
      R.SplitLedger,
      { body: { propertyAgentId: home.propertyId, splitDate: '2026-01-01' } },
      clerkToken,
    );
    expect(split.status).toBe(403);
    const violations = await callApi(
      h.app,
      R.GetOpenViolations,
      { query: { propertyAgentId: home.propertyId } },
      clerkToken,
    );
    expect(violations.status).toBe(403);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    expect((await resale(w, home.propertyId, {}, otherToken)).status).toBe(404);
    const search = await callApi(
      h.app,
      R.Search,
      { body: { text: '', communityAgentId: w.communityId } },
      otherToken,
    );
    expect(search.status).toBe(404);
    expect(await typeOf(w, home.ownerId)).toBe(AgentTypeId.PrimaryOwner);
    expect(await balancesOf(w, home.ownerId)).toEqual({ ASMT: 25_000 });
  });
});
