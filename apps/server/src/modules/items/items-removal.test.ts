import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { OwnerLedgerMessages as M, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { balancesOf, trialBalanceOf } from '../../../test/cash-receipt-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { insertAccruedItem } from '../../../test/receivable-factories';
import { ItemMessages } from './messages';
import { insertDirectDebitRequest, itemsWorld, type ItemsWorld } from './items-test-world';

const I = contract.items;

describe.each(testDatabases())('Item removals on $name', (testDb) => {
  const h = useApp(testDb);

  const backOut = async (w: ItemsWorld, paymentId: number, type: 44 | 66, date: string) => {
    const made = await callApi(
      h.app,
      contract.cashReceipts.AddPaymentReversal,
      {
        body: {
          PaymentItemId: paymentId,
          TopsTxnTypeId: type,
          EventDate: date,
          Reference: 'returned',
          Post: true,
          IdempotencyKey: null,
        },
      },
      w.token,
    );
    if (made.status !== 200) throw new Error(made.errorMessage);
    return made.body.TopsItemId;
  };

  const agentsOf = (w: ItemsWorld, itemId: number) =>
    w.inTx((tx) =>
      queryRows<{ id: number; agent: number }>(
        tx,
        sql`select id::float8 as id, agent_id::float8 as agent from item_agents
             where item_id = ${itemId} order by id`,
      ),
    );

  it('removes a payment with its backout together, which RemoveItem refuses, to the cent', async () => {
    const w = await itemsWorld(h);
    await w.charge('2026-03-01', [w.one]);
    const payment = await w.pay(w.one, 25_000, '2026-04-05');
    expect(await balancesOf(w, w.one)).toEqual({});
    const backout = await backOut(w, payment, 66, '2026-04-10');
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 25_000 });
    const before = await trialBalanceOf(w);

    const tree = await callApi(h.app, I.GetItemTree, { query: { itemId: payment } }, w.token);
    expect(tree.body.map((n) => [n.TopsItemId, n.Depth, n.TopsTxnTypeId])).toEqual([
      [payment, 0, TxnTypeId.CashReceiptsManual],
      [backout, 1, TxnTypeId.BackoutPayment],
    ]);

    const alone = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: payment, bypassValidation: true } },
      w.token,
    );
    expect(alone.status).toBe(409);
    expect(alone.errorMessage).toBe(M.reversedPayment);

    const removed = await callApi(
      h.app,
      I.RemoveItemWithRelated,
      { body: { itemId: payment } },
      w.token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body).toMatchObject({ IsRemoved: true, TopsItemId: payment });
    expect(removed.body.RemovedItemIds).toEqual([payment, backout]);
    expect(await w.status(payment)).toBe(StatusId.Deleted);
    expect(await w.status(backout)).toBe(StatusId.Deleted);
    // The owner still owes the March assessment; cash and the ledger are back where the charge left them.
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 25_000 });
    expect(await trialBalanceOf(w)).toEqual(before);
    expect(await trialBalanceOf(w)).toEqual({
      [w.account.receivables]: 25_000,
      [w.account.income]: -25_000,
    });
    const again = await callApi(
      h.app,
      I.RemoveItemWithRelated,
      { body: { itemId: payment } },
      w.token,
    );
    expect(again.status).toBe(409);
    expect(again.errorMessage).toBe(M.alreadyRemoved);
  });

  it('removes a payment with the prepaid adjustment made from its left-over', async () => {
    const w = await itemsWorld(h);
    const charge = await w.charge('2026-03-01', [w.one]);
    const payment = await w.pay(w.one, 30_000, '2026-04-05');
    expect(await balancesOf(w, w.one)).toEqual({ PP: -5_000 });
    // The $50.00 left over refunded to the owner by a prepaid adjustment under the payment.
    const refund = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.PrepaidAdjustment,
      '2026-04-20',
      [{ ownerId: w.one, codeId: w.code.PP, amountCents: 5_000, accountId: w.books.account.cash }],
    );
    await w.hang(refund, payment);
    const posted = await callApi(h.app, I.PostItem, { body: { TopsItemId: refund } }, w.token);
    expect(posted.body.TopsStatusId).toBe(StatusId.Posted);
    expect(await balancesOf(w, w.one)).toEqual({});

    const asked = await callApi(
      h.app,
      contract.ownerLedger.RemoveItem,
      { body: { itemId: payment } },
      w.token,
    );
    expect(asked.body).toMatchObject({ IsRemoved: false, Message: M.relatedTransactions });
    const notPayment = await callApi(
      h.app,
      I.RemoveItemWithPrepaidAdjustment,
      { body: { itemId: charge } },
      w.token,
    );
    expect(notPayment.status).toBe(400);
    expect(notPayment.errorMessage).toBe(ItemMessages.notPayment);

    const removed = await callApi(
      h.app,
      I.RemoveItemWithPrepaidAdjustment,
      { body: { itemId: payment } },
      w.token,
    );
    expect(removed.body).toMatchObject({ IsRemoved: true });
    expect(removed.body.RemovedItemIds).toEqual([payment, refund]);
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 25_000 });
    expect(await trialBalanceOf(w)).toEqual({
      [w.account.receivables]: 25_000,
      [w.account.income]: -25_000,
    });
  });

  it('stops a charge whose direct debit went out, with or without its related items', async () => {
    const w = await itemsWorld(h);
    const charge = await w.charge('2026-03-01');
    await insertDirectDebitRequest(w, charge);
    const sent = await callApi(
      h.app,
      I.RemoveItemWithRelated,
      { body: { itemId: charge, bypassValidation: true } },
      w.token,
    );
    expect(sent.status).toBe(409);
    expect(sent.errorMessage).toBe(M.directDebitSent);
    expect(await w.status(charge)).toBe(StatusId.Posted);
  });

  /** An owner of an item, as RemoveItemAgentByList names it. */
  const on = (itemId: number, owner: { agent: number }) => ({ itemId, agentId: owner.agent });

  it('removes owners by list all or nothing, ACH owners refusing the whole list', async () => {
    const w = await itemsWorld(h);
    const march = await w.charge('2026-03-01');
    const april = await w.charge('2026-04-01');
    const [m1, m2] = await agentsOf(w, march);
    const [a1, a2] = await agentsOf(w, april);
    if (!m1 || !m2 || !a1 || !a2) throw new Error('no owners');
    await w.inTx((tx) =>
      tx.execute(sql`update item_agents set is_direct_debit = true where id = ${a2.id}`),
    );
    const refused = await callApi(
      h.app,
      I.RemoveItemAgentByList,
      {
        body: {
          owners: [on(march, m1), on(march, m2), on(april, a2)],
          bypassValidation: true,
        },
      },
      w.token,
    );
    expect(refused.body).toMatchObject({
      IsRemoved: false,
      RuleViolationId: 4,
      Message: M.achOwners,
      CanBypass: false,
      RemovedItemIds: [],
    });
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: 50_000 });

    const removed = await callApi(
      h.app,
      I.RemoveItemAgentByList,
      { body: { owners: [on(march, m1), on(march, m2), on(april, a1)] } },
      w.token,
    );
    expect(removed.body).toMatchObject({ IsRemoved: true, RemovedItemIds: [march] });
    expect(removed.body.RemovedItemAgentIds).toEqual([m1.id, m2.id, a1.id]);
    expect(await w.status(march)).toBe(StatusId.Deleted);
    expect(await w.status(april)).toBe(StatusId.Posted);
    // Owner one owes nothing; owner two the April assessment only.
    expect(await balancesOf(w, w.one)).toEqual({});
    expect(await balancesOf(w, w.two)).toEqual({ ASMT: 25_000 });
    expect(await trialBalanceOf(w)).toEqual({
      [w.account.receivables]: 25_000,
      [w.account.income]: -25_000,
    });
    const twice = await callApi(
      h.app,
      I.RemoveItemAgentByList,
      { body: { owners: [on(april, a1)] } },
      w.token,
    );
    expect(twice.status).toBe(409);
  });

  it('lists owners a removal by list would leave negative, and removes on bypass', async () => {
    const w = await itemsWorld(h);
    const march = await w.charge('2026-03-01', [w.one]);
    await w.pay(w.one, 25_000, '2026-03-10');
    const [m1] = await agentsOf(w, march);
    if (!m1) throw new Error('no owner');
    const notOn = await callApi(
      h.app,
      I.RemoveItemAgentByList,
      { body: { owners: [on(march, m1), { itemId: march, agentId: w.two }] } },
      w.token,
    );
    expect(notOn.status).toBe(404);
    const asked = await callApi(
      h.app,
      I.RemoveItemAgentByList,
      { body: { owners: [on(march, m1)] } },
      w.token,
    );
    expect(asked.body).toMatchObject({
      IsRemoved: false,
      RuleViolationId: 2,
      Message: M.negativeCodeBalance,
      CanBypass: true,
      Agents: [{ OwnerAgentId: w.one, CodeAlias: 'ASMT', Balance: -25_000 }],
    });
    const bypassed = await callApi(
      h.app,
      I.RemoveItemAgentByList,
      { body: { owners: [on(march, m1)], bypassValidation: true } },
      w.token,
    );
    expect(bypassed.body.IsRemoved).toBe(true);
    expect(await balancesOf(w, w.one)).toEqual({ ASMT: -25_000 });
  });

  it('removes lines of an accrued transaction one by one, and refuses a posted one’s', async () => {
    const w = await itemsWorld(h);
    const accrued = await insertAccruedItem(
      h.database,
      w.companyId,
      w.communityId,
      TxnTypeId.AddCharge,
      '2026-05-05',
      [
        { ownerId: w.one, codeId: w.code.ASMT, amountCents: 10_000, accountId: w.account.income },
        { ownerId: w.one, codeId: w.code.SPEC, amountCents: 20_000, accountId: w.account.income },
      ],
    );
    const line = (itemId: number, codeId: number) => ({ itemId, agentId: w.one, codeId });
    const notOn = await callApi(
      h.app,
      I.RemoveItemAgentDetail,
      { body: { ...line(accrued, w.code.ASMT), agentId: w.two } },
      w.token,
    );
    expect(notOn.status).toBe(404);
    const one = await callApi(
      h.app,
      I.RemoveItemAgentDetail,
      { body: line(accrued, w.code.ASMT) },
      w.token,
    );
    expect(one.body).toMatchObject({
      IsRemoved: true,
      RemovedItemIds: [],
      RemovedItemAgentIds: [],
    });
    const summary = await callApi(h.app, I.GetItemSummary, { query: { itemId: accrued } }, w.token);
    expect(summary.body).toMatchObject({
      TopsStatusId: StatusId.Accrued,
      Amount: 20_000,
      DetailCount: 1,
    });
    const two = await callApi(
      h.app,
      I.RemoveItemAgentDetail,
      { body: line(accrued, w.code.SPEC) },
      w.token,
    );
    expect(two.body.RemovedItemIds).toEqual([accrued]);
    expect(await w.status(accrued)).toBe(StatusId.Deleted);
    expect(await trialBalanceOf(w)).toEqual({});

    const charge = await w.charge('2026-03-01', [w.one]);
    const refused = await callApi(
      h.app,
      I.RemoveItemAgentDetail,
      { body: line(charge, w.code.ASMT) },
      w.token,
    );
    expect(refused.status).toBe(409);
    expect(refused.errorMessage).toBe(ItemMessages.detailOfPosted);
  });

  it('stops on a closed period, needs delete access (403) and the caller’s company (404)', async () => {
    const w = await itemsWorld(h);
    const march = await w.charge('2026-03-01');
    await w.inTx((tx) =>
      tx.execute(sql`update accounting_periods set is_open = false
                      where fiscal_year_id = ${w.books.fiscalYearId} and period_order = 3`),
    );
    const closed = await callApi(
      h.app,
      I.RemoveItemWithRelated,
      { body: { itemId: march, bypassValidation: true } },
      w.token,
    );
    expect(closed.status).toBe(400);
    expect(closed.errorMessage).toBe(M.closedPeriod);
    const [agent] = await agentsOf(w, march);
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('arapplycharges'), CanDelete: false }],
    });
    const noDelete = await signIn(h.app, user.userName);
    const calls = [
      callApi(h.app, I.RemoveItemWithRelated, { body: { itemId: march } }, noDelete),
      callApi(
        h.app,
        I.RemoveItemAgentByList,
        { body: { owners: [{ itemId: march, agentId: agent?.agent ?? 0 }] } },
        noDelete,
      ),
    ];
    for (const denied of await Promise.all(calls)) expect(denied.status).toBe(403);
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    const hidden = [
      await callApi(h.app, I.RemoveItemWithRelated, { body: { itemId: march } }, stranger),
      await callApi(
        h.app,
        I.RemoveItemWithPrepaidAdjustment,
        { body: { itemId: march } },
        stranger,
      ),
      await callApi(
        h.app,
        I.RemoveItemAgentByList,
        { body: { owners: [{ itemId: march, agentId: agent?.agent ?? 0 }] } },
        stranger,
      ),
    ];
    for (const r of hidden) expect(r.status).toBe(404);
    expect(await w.status(march)).toBe(StatusId.Posted);
  });
});
