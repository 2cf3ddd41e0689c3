import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  JournalEntryMessages,
  localDay,
  postDateConfirmation,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { balancesOf, trialBalanceOf } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { insertAccruedItem } from '../../../test/receivable-factories';
import { ItemMessages } from './messages';
import { insertDirectDebitRequest, itemsWorld, type ItemsWorld } from './items-test-world';

const I = contract.items;

describe.each(testDatabases())('Item edits, posting and reads on $name', (testDb) => {
  const h = useApp(testDb);

  /** An accrued assessment run (40) of $250.00 for both owners on May 1. */
  const accruedRun = (w: ItemsWorld) =>
    insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.ApplyCharges,
      '2026-05-01',
      [w.one, w.two].map((ownerId) => ({
        ownerId,
        codeId: w.code.ASMT,
        amountCents: 25_000,
        accountId: w.account.income,
      })),
    );

  /** Of the two ends of the books' year, the one more than 60 days from today. */
  const farDate = () => {
    const today = localDay(new Date());
    return postDateConfirmation('2026-01-02', today, 60) ? '2026-01-02' : '2026-12-30';
  };

  it('moves an accrued run’s dates as ValidatePostDate judges them', async () => {
    const w = await itemsWorld(h);
    const run = await accruedRun(w);
    const far = farDate();
    const asked = await callApi(
      h.app,
      I.UpdateEvent,
      { body: { TopsItemId: run, EventDate: far } },
      w.token,
    );
    expect(asked.body).toMatchObject({
      IsUpdated: false,
      ConfirmMessage: JournalEntryMessages.confirmFarFromToday(60),
      EventDate: '2026-05-01',
    });
    const noPeriod = await callApi(
      h.app,
      I.UpdateEvent,
      { body: { TopsItemId: run, EventDate: '2031-01-15', Confirmed: true } },
      w.token,
    );
    expect(noPeriod.status).toBe(400);
    expect(noPeriod.errorMessage).toBe(JournalEntryMessages.noPeriod('2031-01-15'));
    const moved = await callApi(
      h.app,
      I.UpdateEvent,
      { body: { TopsItemId: run, EventDate: far, Confirmed: true } },
      w.token,
    );
    expect(moved.body).toMatchObject({ IsUpdated: true, EventDate: far, PostDate: far });

    await w.inTx((tx) =>
      tx.execute(sql`update accounting_periods set is_open = false
                      where fiscal_year_id = ${w.books.fiscalYearId} and period_order = 6`),
    );
    const closed = await callApi(
      h.app,
      I.UpdateItemBatch,
      { body: { TopsItemId: run, Description: 'June', PostDate: '2026-06-01', Confirmed: true } },
      w.token,
    );
    expect(closed.status).toBe(400);
    expect(closed.errorMessage).toBe(JournalEntryMessages.closedPeriod('2026-06-01'));
    const batch = await callApi(
      h.app,
      I.UpdateItemBatch,
      {
        body: {
          TopsItemId: run,
          Description: '  May assessments ',
          PostDate: '2026-05-03',
          Confirmed: true,
        },
      },
      w.token,
    );
    expect(batch.body).toMatchObject({
      IsUpdated: true,
      EventDate: far,
      PostDate: '2026-05-03',
      Description: 'May assessments',
    });
  });

  it('overrides an owner’s amount and posts the run through the posting path, to the cent', async () => {
    const w = await itemsWorld(h);
    const run = await accruedRun(w);
    const agents = await w.inTx((tx) =>
      queryRows<{ id: number; agent: number }>(
        tx,
        sql`select id::float8 as id, agent_id::float8 as agent from item_agents
             where item_id = ${run} order by id`,
      ),
    );
    const first = agents.find((a) => a.agent === w.one);
    if (!first) throw new Error('no owner');
    const overridden = await callApi(
      h.app,
      I.OverrideItem,
      { body: { TopsItemId: run, Owners: [{ TopsAgentId: first.agent, Amount: 20_001 }] } },
      w.token,
    );
    expect(overridden.body).toMatchObject({
      TopsStatusId: StatusId.Accrued,
      Amount: 45_001,
      AccruedAmount: 50_000,
      IsOverridden: true,
      ItemAgentCount: 2,
    });
    const posted = await callApi(h.app, I.PostItem, { body: { TopsItemId: run } }, w.token);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ TopsStatusId: StatusId.Posted, Amount: 45_001 });
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 20_001 });
    expect(await balancesOf(w, w.two)).toEqual({ ASMT: 25_000 });
    expect(await trialBalanceOf(w)).toEqual({
      [w.account.receivables]: 45_001,
      [w.account.income]: -45_001,
    });
    const [code] = await w.inTx((tx) =>
      queryRows<{ d: string }>(
        tx,
        sql`select last_applied::text as d from codes where id = ${w.code.ASMT}`,
      ),
    );
    expect(code?.d).toBe('2026-05-01');
    const again = await callApi(h.app, I.PostItem, { body: { TopsItemId: run } }, w.token);
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe(ItemMessages.notAccrued);
    const late = await callApi(
      h.app,
      I.OverrideItem,
      { body: { TopsItemId: run, Owners: [{ TopsAgentId: first.agent, Amount: 1 }] } },
      w.token,
    );
    expect(late.status).toBe(409);

    // The graph of the posted run: both owners with their lines, the ledger lines balanced.
    const graph = await callApi(h.app, I.GetItemGraph, { query: { itemId: run } }, w.token);
    expect(graph.body).toMatchObject({ TopsItemId: run, TopsTxnTypeId: 40, StatusName: 'Posted' });
    expect(
      graph.body.ItemAgents.map((a) => [a.TopsAgentId, a.Details.map((d) => d.Amount)]),
    ).toEqual([
      [w.one, [20_001]],
      [w.two, [25_000]],
    ]);
    const sum = (k: 'Debit' | 'Credit') => graph.body.GlLines.reduce((s, l) => s + l[k], 0);
    expect([sum('Debit'), sum('Credit')]).toEqual([45_001, 45_001]);
    const byAgent = await callApi(
      h.app,
      I.GetItemGraphByItemAgentId,
      { query: { itemAgentId: first.id } },
      w.token,
    );
    expect(byAgent.body).toEqual(graph.body);
    const communities = await callApi(
      h.app,
      I.GetItemCommunities,
      { query: { itemId: run } },
      w.token,
    );
    expect(communities.body.map((c) => c.CommunityAgentId)).toEqual([w.communityId]);
    const max = await callApi(
      h.app,
      I.GetCommunityMaxEventDate,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(max.body).toEqual({ CommunityAgentId: w.communityId, MaxEventDate: '2026-05-01' });
  });

  it('posts a payment applied to the owner’s charges, then an accrued backout of it', async () => {
    const w = await itemsWorld(h);
    await w.charge('2026-03-01', [w.one]);
    const payment = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.CashReceiptsManual,
      '2026-03-20',
      [],
    );
    await w.inTx(async (tx) => {
      const [agent] = await queryRows<{ id: number }>(
        tx,
        sql`insert into item_agents (company_id, item_id, agent_id)
            values (${w.companyId}, ${payment}, ${w.one}) returning id::float8 as id`,
      );
      await tx.execute(
        sql`insert into item_agent_details (company_id, item_agent_id, amount_cents,
              accrued_amount_cents, is_debit, account_id)
            values (${w.companyId}, ${agent?.id ?? 0}, 10000, 10000, true, ${w.books.account.cash})`,
      );
    });
    const posted = await callApi(h.app, I.PostItem, { body: { TopsItemId: payment } }, w.token);
    expect(posted.status).toBe(200);
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 15_000 });
    expect((await trialBalanceOf(w))[w.books.account.cash]).toBe(10_000);
    const backout = await callApi(
      h.app,
      contract.cashReceipts.AddPaymentReversal,
      {
        body: {
          PaymentItemId: payment,
          TopsTxnTypeId: 66,
          EventDate: '2026-03-25',
          Reference: 'stopped',
          Post: false,
          IdempotencyKey: null,
        },
      },
      w.token,
    );
    expect(backout.body.TopsStatusId).toBe(StatusId.Accrued);
    const reversed = await callApi(
      h.app,
      I.PostItem,
      { body: { TopsItemId: backout.body.TopsItemId } },
      w.token,
    );
    expect(reversed.body.TopsStatusId).toBe(StatusId.Posted);
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 25_000 });
    expect((await trialBalanceOf(w))[w.books.account.cash]).toBeUndefined();
  });

  it('tells where a charge’s direct debit request stands', async () => {
    const w = await itemsWorld(h);
    const charge = await w.charge('2026-03-01');
    const none = await callApi(
      h.app,
      I.GetParentDirectDebitItemStatus,
      { query: { itemId: charge } },
      w.token,
    );
    expect(none.body).toMatchObject({
      RequestStatus: 'None',
      DirectDebitItemId: null,
      BlocksChargeRemoval: false,
    });
    const request = await insertDirectDebitRequest(w, charge, StatusId.Accrued);
    const pending = await callApi(
      h.app,
      I.GetParentDirectDebitItemStatus,
      { query: { itemId: charge } },
      w.token,
    );
    expect(pending.body).toMatchObject({
      RequestStatus: 'Pending',
      DirectDebitItemId: request,
      TopsStatusId: StatusId.Accrued,
      BlocksChargeRemoval: true,
    });
    await w.inTx((tx) =>
      tx.execute(sql`update items set status_id = ${StatusId.Posted} where id = ${request}`),
    );
    const own = await callApi(
      h.app,
      I.GetParentDirectDebitItemStatus,
      { query: { itemId: request } },
      w.token,
    );
    expect(own.body).toMatchObject({
      RequestStatus: 'Sent',
      DirectDebitItemId: request,
      StatusName: 'Posted',
    });
    const tree = await callApi(h.app, I.GetItemTree, { query: { itemId: charge } }, w.token);
    expect(tree.body.map((n) => [n.TopsItemId, n.Depth])).toEqual([
      [charge, 0],
      [request, 1],
    ]);
    const summary = await callApi(h.app, I.GetItemSummary, { query: { itemId: charge } }, w.token);
    expect(summary.body).toMatchObject({
      TopsTxnTypeId: 40,
      Amount: 50_000,
      ItemAgentCount: 2,
      RelatedItemCount: 1,
      EventDate: '2026-03-01',
    });
  });

  it('needs the claim (403) and the caller’s company (404)', async () => {
    const w = await itemsWorld(h);
    const run = await accruedRun(w);
    const posted = await w.charge('2026-03-01');
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('arapplycharges'), CanUpdate: false, CanCreate: false }],
    });
    const readOnly = await signIn(h.app, user.userName);
    const denied = [
      await callApi(
        h.app,
        I.UpdateEvent,
        { body: { TopsItemId: run, EventDate: '2026-05-02' } },
        readOnly,
      ),
      await callApi(
        h.app,
        I.UpdateItemBatch,
        { body: { TopsItemId: run, Description: null, PostDate: '2026-05-02' } },
        readOnly,
      ),
      await callApi(
        h.app,
        I.OverrideItem,
        { body: { TopsItemId: run, Owners: [{ TopsAgentId: 1, Amount: 1 }] } },
        readOnly,
      ),
      await callApi(h.app, I.PostItem, { body: { TopsItemId: run } }, readOnly),
    ];
    for (const r of denied) expect(r.status).toBe(403);
    const canRead = await callApi(h.app, I.GetItemSummary, { query: { itemId: posted } }, readOnly);
    expect(canRead.status).toBe(200);
    const nobody = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [],
    });
    const noClaim = await signIn(h.app, nobody.userName);
    const hiddenGraph = await callApi(
      h.app,
      I.GetItemGraph,
      { query: { itemId: posted } },
      noClaim,
    );
    expect(hiddenGraph.status).toBe(403);

    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    const hidden = [
      await callApi(h.app, I.PostItem, { body: { TopsItemId: run } }, stranger),
      await callApi(h.app, I.GetItemGraph, { query: { itemId: posted } }, stranger),
      await callApi(h.app, I.GetItemTree, { query: { itemId: posted } }, stranger),
      await callApi(h.app, I.GetItemCommunities, { query: { itemId: posted } }, stranger),
      await callApi(
        h.app,
        I.GetParentDirectDebitItemStatus,
        { query: { itemId: posted } },
        stranger,
      ),
      await callApi(
        h.app,
        I.GetCommunityMaxEventDate,
        { query: { communityAgentId: w.communityId } },
        stranger,
      ),
    ];
    for (const r of hidden) expect(r.status).toBe(404);
    expect(await w.status(run)).toBe(StatusId.Accrued);
  });
});
