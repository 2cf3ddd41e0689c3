import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import { ComparisonOperatorId, StatusId, TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { beginTransfer, completeTransfer } from '../../../test/transfer-factories';
import { chargesWorld } from './charges-test-world';

const c = contract.charges;
const I = contract.items;

/**
 * An assessment run keeps its owners and amounts in arrays, a row per code (charge_run_codes), not
 * an item agent and a detail per owner (issue 27, step 4): every call on a run reads and writes
 * that form, to the cent, from accrual through review, edits, removals and posting.
 */
describe.each(testDatabases())('an assessment run without item agents on $name', (testDb) => {
  const h = useApp(testDb);

  async function accruedRun() {
    const w = await chargesWorld(h);
    const call = <E extends Parameters<typeof callApi>[1]>(
      endpoint: E,
      request: Parameters<typeof callApi<E>>[2],
    ) => callApi(h.app, endpoint, request, w.token);
    const [one, two, three] = w.main.homes;
    if (!one || !two || !three) throw new Error('no homes');
    const accrued = await call(c.Accrue, {
      body: {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: '2026-03-01',
        Communities: [{ CommunityAgentId: w.communityId, CodeIds: [w.main.code.ASMT] }],
      },
    });
    expect(accrued.body.Items[0]).toMatchObject({ OwnersCount: 3, TotalAmount: 75_000 });
    const itemId = accrued.body.Items[0]?.TopsItemId ?? 0;
    return { ...w, call, one, two, three, itemId };
  }

  it('is accrued, reviewed, edited, trimmed and posted from its arrays', async () => {
    const w = await accruedRun();
    const { itemId } = w;
    const stored = await w.rows<{ agents: number; codes: number; owners: number }>(
      sql`select (select count(*)::int from item_agents where item_id = ${itemId}) as agents,
                 count(*)::int as codes, sum(cardinality(owner_agent_ids))::int as owners
            from charge_run_codes where item_id = ${itemId}`,
    );
    expect(stored).toEqual([{ agents: 0, codes: 1, owners: 3 }]);

    const page = await w.call(c.GetItemAgentSummary, { query: { itemId, skip: 0, take: 10 } });
    expect(page.body.TotalCount).toBe(3);
    expect(page.body.Rows.map((r) => [r.TopsAgentId, r.TopsItemAgentId, r.Total])).toEqual([
      [w.one.ownerId, null, 25_000],
      [w.two.ownerId, null, 25_000],
      [w.three.ownerId, null, 25_000],
    ]);
    expect(page.body.Rows[0]?.Details[0]).toMatchObject({
      TopsItemAgentDetailId: null,
      TopsCodeId: w.main.code.ASMT,
      Amount: 25_000,
      AccruedAmount: 25_000,
      IsDebit: true,
    });

    // Review: owner two's line cut to $200.00; OverrideItem sets owner one's to $240.00.
    const edited = await w.call(c.UpdateItemBatchSummary, {
      body: {
        TopsItemId: itemId,
        Details: [{ TopsAgentId: w.two.ownerId, TopsCodeId: w.main.code.ASMT, Amount: 20_000 }],
      },
    });
    expect(edited.body).toMatchObject({ TotalAmount: 70_000, AccruedAmount: 75_000 });
    const overridden = await w.call(I.OverrideItem, {
      body: { TopsItemId: itemId, Owners: [{ TopsAgentId: w.one.ownerId, Amount: 24_000 }] },
    });
    expect(overridden.body).toMatchObject({
      Amount: 69_000,
      AccruedAmount: 75_000,
      IsOverridden: true,
      ItemAgentCount: 3,
      DetailCount: 3,
    });
    // Owner three's only line taken off: the owner goes, the run stays.
    const trimmed = await w.call(I.RemoveItemAgentDetail, {
      body: { itemId, agentId: w.three.ownerId, codeId: w.main.code.ASMT },
    });
    expect(trimmed.body).toMatchObject({ IsRemoved: true, RemovedItemIds: [] });
    const again = await w.call(I.RemoveItemAgentDetail, {
      body: { itemId, agentId: w.three.ownerId, codeId: w.main.code.ASMT },
    });
    expect(again.status).toBe(409);
    const batch = await w.call(c.GetBatchSummary, { query: { itemId } });
    expect(batch.body).toMatchObject({
      OwnersCount: 2,
      TotalAmount: 44_000,
      AccruedAmount: 50_000,
    });

    const graph = await w.call(I.GetItemGraph, { query: { itemId } });
    expect(
      graph.body.ItemAgents.map((a) => [a.TopsAgentId, a.TopsItemAgentId, a.IsDeleted]),
    ).toEqual([
      [w.one.ownerId, null, false],
      [w.two.ownerId, null, false],
      [w.three.ownerId, null, true],
    ]);
    expect(graph.body.ItemAgents[0]?.Details.map((d) => d.Amount)).toEqual([24_000]);

    // The owner's feed finds the run through its arrays; a removed owner's does not.
    const feedOf = async (agentId: number) =>
      (
        await w.call(contract.activity.GetItemAgentFeed, {
          query: {
            agentId,
            skip: 0,
            take: 20,
            statusIdsStr: `${StatusId.Accrued},${StatusId.Posted}`,
          },
        })
      ).body.Items.map((i) => [i.TopsItemId, i.TopsAgentId, i.Amount]);
    expect(await feedOf(w.one.ownerId)).toContainEqual([itemId, w.one.ownerId, 24_000]);
    expect((await feedOf(w.three.ownerId)).map(([id]) => id)).not.toContain(itemId);
    // The expanded row: the run's party by item and owner, with its line.
    const row = await w.call(contract.activity.GetItemAgentGraph, {
      query: { itemId, agentId: w.one.ownerId },
    });
    expect(row.body).toMatchObject({ TopsItemAgentId: null, TopsAgentId: w.one.ownerId });
    expect(row.body.Details.map((d) => [d.TopsCodeId, d.Amount])).toEqual([
      [w.main.code.ASMT, 24_000],
    ]);
    expect(row.body.ItemAgents.map((a) => a.TopsAgentId)).toEqual([w.one.ownerId, w.two.ownerId]);
    const neither = await w.call(contract.activity.GetItemAgentGraph, { query: { itemId } });
    expect(neither.status).toBe(400);

    const posted = await w.call(c.PostItem, { body: { ItemIds: [itemId] } });
    expect(posted.body).toEqual({ PostedCount: 1, TotalAmount: 44_000 });
    expect(await w.trialBalance(w.communityId)).toEqual({ '1200': 44_000, '4000': -44_000 });
    expect(await w.ownerBalances(w.communityId)).toEqual([
      `${w.one.ownerId}:ASMT:24000`,
      `${w.two.ownerId}:ASMT:20000`,
    ]);
    const lines = await w.rows<{ owner: number; cents: number; detail: number | null }>(
      sql`select owner_agent_id::int as owner, amount_cents::int as cents,
                 item_agent_detail_id as detail
            from ar_lines where item_id = ${itemId} order by owner_agent_id`,
    );
    expect(lines).toEqual([
      { owner: w.one.ownerId, cents: 24_000, detail: null },
      { owner: w.two.ownerId, cents: 20_000, detail: null },
    ]);
    // The data browser's lines show the run's, without a detail id, the removed one flagged.
    const browsed = await w.call(contract.dataBrowser.GetData, {
      query: {
        schemaName: 'ItemAgent',
        name: 'ItemAgentDetails',
        filters: JSON.stringify([
          { column: 'TopsItemId', operator: ComparisonOperatorId.Equals, value: itemId },
        ]),
      },
    } as never);
    expect(
      browsed.body.Rows.map((r) => [r.TopsAgentId, r.Amount, r.TopsItemAgentDetailId, r.IsDeleted]),
    ).toEqual([
      [w.one.ownerId, 24_000, null, 'No'],
      [w.two.ownerId, 20_000, null, 'No'],
      [w.three.ownerId, 25_000, null, 'Yes'],
    ]);
    const summary = await w.call(I.GetItemSummary, { query: { itemId } });
    expect(summary.body).toMatchObject({
      TopsStatusId: StatusId.Posted,
      Amount: 44_000,
      AccruedAmount: 50_000,
      ItemAgentCount: 2,
      DeletedItemAgentCount: 1,
    });
  });

  it('takes an owner off the posted run by owner, then the whole run, to the cent', async () => {
    const w = await accruedRun();
    const { itemId } = w;
    await w.call(c.PostItem, { body: { ItemIds: [itemId] } });
    const removed = await w.call(contract.ownerLedger.RemoveItem, {
      body: { itemId, agentId: w.two.ownerId, bypassValidation: true },
    });
    expect(removed.body).toMatchObject({ IsRemoved: true });
    expect(await w.ownerBalances(w.communityId)).toEqual([
      `${w.one.ownerId}:ASMT:25000`,
      `${w.two.ownerId}:ASMT:0`,
      `${w.three.ownerId}:ASMT:25000`,
    ]);
    expect(await w.trialBalance(w.communityId)).toEqual({ '1200': 50_000, '4000': -50_000 });
    const notOn = await w.call(contract.ownerLedger.RemoveItem, {
      body: { itemId, agentId: w.two.ownerId, bypassValidation: true },
    });
    expect(notOn.status).toBe(400);
    const page = await w.call(c.GetItemAgentSummary, { query: { itemId, skip: 0, take: 10 } });
    expect(page.body.Rows.map((r) => r.TopsAgentId)).toEqual([w.one.ownerId, w.three.ownerId]);

    const whole = await w.call(contract.ownerLedger.RemoveItem, {
      body: { itemId, agentId: null, bypassValidation: true },
    });
    expect(whole.body).toMatchObject({ IsRemoved: true });
    expect(await w.trialBalance(w.communityId)).toEqual({ '1200': 0, '4000': 0 });
    const [code] = await w.rows<{ last: string | null }>(
      sql`select last_applied::text as last from codes where id = ${w.main.code.ASMT}`,
    );
    expect(code?.last ?? null).toBeNull();
  });

  it('moves with its community to another company, arrays and owner lines', async () => {
    const w = await accruedRun();
    await w.call(c.PostItem, { body: { ItemIds: [w.itemId] } });
    const receiver = await createTestCompany(h.database);
    const receiverToken = await signIn(h.app, receiver.admin.userName);
    const id = await beginTransfer(h, w.token, receiverToken, w.communityId);
    const done = await completeTransfer(h, receiverToken, id);
    expect([done.status, done.errorMessage]).toEqual([200, undefined]);
    const page = (token: string) =>
      callApi(
        h.app,
        c.GetItemAgentSummary,
        { query: { itemId: w.itemId, skip: 0, take: 10 } },
        token,
      );
    const theirs = await page(receiverToken);
    expect(theirs.body.Rows.map((r) => [r.TopsAgentId, r.Total])).toEqual([
      [w.one.ownerId, 25_000],
      [w.two.ownerId, 25_000],
      [w.three.ownerId, 25_000],
    ]);
    expect((await page(w.token)).status).toBe(404);
    expect(await w.rows(sql`select id from charge_run_codes where item_id = ${w.itemId}`)).toEqual(
      [],
    );
  });
});
