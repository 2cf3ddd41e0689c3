import { describe, expect, it } from 'vitest';
import {
  contract,
  type EndpointDef,
  type PostChargesAndCloseInput,
  type RequestOf,
} from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, StatusId, TxnTypeId, WorkOrderMessages as M } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { setUpReceivables } from '../../../test/receivable-factories';
import { insertWorkOrder, insertWorkOrderCode } from '../../../test/work-order-inserts';

const c = contract.workOrderCosts;
const i = contract.costItems;

describe.each(testDatabases())('Work order costs, parts and close and post on $name', (testDb) => {
  const h = useApp(testDb);

  /**
   * A company of two communities with books and two homes in the first, a work order code PLUMB
   * charging through receivables 1200 and income 4000, and an open work order on the first home.
   */
  async function world() {
    const company = await createTestCompany(h.database);
    const companyId = company.companyId;
    const [communityId = 0, otherCommunityId = 0] = company.communityIds;
    const token = await signIn(h.app, company.admin.userName);
    const call = <E extends EndpointDef>(
      endpoint: E,
      request: Partial<RequestOf<E>> = {},
      as = token,
    ) => callApi(h.app, endpoint, request, as);
    const books = await setUpReceivables(h.database, companyId, communityId, 2);
    const home = books.homes[0] ?? { propertyId: 0, ownerId: 0 };
    const codeId = await insertWorkOrderCode(h.database, companyId, {
      communityAgentId: communityId,
      alias: 'PLUMB',
      name: 'Plumbing',
      receivableAccountId: books.account.receivables,
      incomeAccountId: books.account.income,
    });
    const workOrderId = await insertWorkOrder(h.database, companyId, {
      communityAgentId: communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
      codeId,
      codeDescription: 'Replace the kitchen faucet',
      eventDate: '2026-03-02',
    });
    const close: PostChargesAndCloseInput = {
      WorkOrderItemId: workOrderId,
      ChargeDate: '2026-03-20',
      WorkOrderCodeId: codeId,
      PropertyAgentId: home.propertyId,
      CommunityAgentId: communityId,
    };
    return {
      company,
      companyId,
      communityId,
      otherCommunityId,
      token,
      call,
      books,
      home,
      codeId,
      workOrderId,
      close,
    };
  }
  type World = Awaited<ReturnType<typeof world>>;

  /** The owner's balance, and the receivables and income accounts' balances, from the tables. */
  async function ledgerOf(w: World) {
    const [ledger] = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ balance: number; receivable: number; income: number; charges: number }>(
        tx,
        sql`select (select coalesce(sum(balance_cents), 0)::int from owner_code_balances
                     where owner_agent_id = ${w.home.ownerId}) as balance,
                   (select coalesce(sum(debit_cents - credit_cents), 0)::int from gl_lines
                     where account_id = ${w.books.account.receivables}) as receivable,
                   (select coalesce(sum(credit_cents - debit_cents), 0)::int from gl_lines
                     where account_id = ${w.books.account.income}) as income,
                   (select count(*)::int from items
                     where txn_type_id = ${TxnTypeId.AddCharge}
                       and description like 'Work order %') as charges`,
      ),
    );
    return ledger;
  }

  /** The trial balance's rows as [number, debit, credit], the totals row last. */
  async function trialBalance(w: World) {
    const tb = ok(
      await w.call(contract.reports.TrialBalance, {
        query: { communityAgentId: w.communityId, asOfDate: '2026-12-31' },
      }),
    );
    return tb.rows.map((r) => [r.cells.number, r.cells.debit, r.cells.credit]);
  }

  /** The work order's item status, close day and charge. */
  async function workOrderState(w: World, itemId = w.workOrderId) {
    const [row] = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ status_id: number; closed_on: string | null; charge: number | null }>(
        tx,
        sql`select i.status_id, w.closed_on::text as closed_on, w.charge_item_id::int as charge
              from work_orders w join items i on i.id = w.item_id where w.item_id = ${itemId}`,
      ),
    );
    return row;
  }

  const labor = { CostItemTypeId: 1, Quantity: '2.5', RateCents: 4800, IsBillable: true };
  const other = {
    CostItemTypeId: 3,
    Description: 'Trip charge',
    Quantity: 1,
    RateCents: 2500,
    IsBillable: false,
  };

  it('keeps the parts list, saves three cost items and charges the billable ones once on close', async () => {
    const w = await world();
    const parts = { agentId: w.communityId, agentTypeId: AgentTypeId.Community };
    const part = ok(
      await w.call(c.AddCommunityPart, {
        body: {
          ...parts,
          part: { PartName: 'Faucet cartridge', PartDescription: 'Single-handle, brass' },
        },
      }),
    );
    expect(part).toMatchObject({ PartName: 'Faucet cartridge', DateDeleted: null });
    const addPart = async (PartName: string) => {
      const r = await w.call(c.AddCommunityPart, { body: { ...parts, part: { PartName } } });
      return [r.status, r.errorMessage];
    };
    expect(await addPart('faucet CARTRIDGE')).toEqual([400, M.partExists]);
    expect(await addPart('   ')).toEqual([400, M.partNameRequired]);
    ok(await w.call(c.AddCommunityPart, { body: { ...parts, part: { PartName: 'Angle stop' } } }));
    const list = ok(await w.call(c.GetCommunityPartsList, { query: parts }));
    expect(list.map((p) => p.PartName)).toEqual(['Angle stop', 'Faucet cartridge']);

    const material = {
      CostItemTypeId: 2,
      PartId: part.PartId,
      Quantity: '3',
      RateCents: 1299,
      IsBillable: true,
    };
    // Bad input: the domain's words, by row when there are several; nothing written.
    const refused = async (rows: object[]) => {
      const r = await w.call(c.SaveCostItems, {
        body: { WorkOrderItemId: w.workOrderId, CostItems: rows as never },
      });
      return [r.status, r.errorMessage];
    };
    expect(await refused([{ ...labor, Quantity: '0' }])).toEqual([400, M.quantityPositive]);
    expect(await refused([{ ...labor, Quantity: '1.2345' }])).toEqual([400, M.quantityDecimals]);
    expect(await refused([{ ...labor, RateCents: -1 }])).toEqual([400, M.rateNotNegative]);
    expect(await refused([{ ...labor, CostItemTypeId: 9 }])).toEqual([400, M.costTypeUnknown]);
    expect(await refused([{ ...material, PartId: 999_999_999 }])).toEqual([400, M.partUnknown]);
    expect(await refused([labor, { ...other, Quantity: -2 }, material])).toEqual([
      400,
      `Row 2: ${M.quantityPositive}`,
    ]);
    expect(ok(await w.call(c.GetCostItems, { query: { workOrderItemId: w.workOrderId } }))).toEqual(
      [],
    );

    // Labor 2.5 h × $48.00 = $120.00, Material 3 × $12.99 = $38.97, Other 1 × $25.00 (not billable).
    const saved = ok(
      await w.call(c.SaveCostItems, {
        body: { WorkOrderItemId: w.workOrderId, CostItems: [labor, material, other] },
      }),
    );
    expect(
      saved.CostItems.map((x) => [x.CostItemTypeName, x.PartName, x.Quantity, x.AmountCents]),
    ).toEqual([
      ['Labor', null, '2.5', 12_000],
      ['Material', 'Faucet cartridge', '3', 3897],
      ['Other', null, '1', 2500],
    ]);
    expect(saved.Summary).toEqual({
      LaborCents: 12_000,
      MaterialCents: 3897,
      OtherCents: 2500,
      TotalCents: 18_397,
      BillableCents: 15_897,
      NonBillableCents: 2500,
    });
    const summary = ok(
      await w.call(c.GetCostItemsSummary, { query: { workOrderItemId: w.workOrderId } }),
    );
    expect(summary).toEqual(saved.Summary);

    // CostItem/*: the same use cases by cost item; an extra one added, changed and removed.
    const [laborItem, materialItem] = saved.CostItems;
    const laborId = laborItem?.CostItemId ?? 0;
    expect(ok(await w.call(i.Get, { query: { costItemId: laborId } }))).toEqual(laborItem);
    const extra = ok(
      await w.call(i.Save, {
        body: { WorkOrderItemId: w.workOrderId, ...labor, Quantity: '1.5', RateCents: 3333 },
      }),
    );
    // 1.5 × $33.33 = $49.995, rounded half away from zero: $50.00.
    expect([extra.Quantity, extra.AmountCents]).toEqual(['1.5', 5000]);
    const changed = ok(
      await w.call(i.Save, {
        body: {
          WorkOrderItemId: w.workOrderId,
          ...labor,
          CostItemId: extra.CostItemId,
          Quantity: '0.333',
          RateCents: 1,
          Description: 'Callback',
        },
      }),
    );
    expect([changed.Description, changed.Quantity, changed.AmountCents]).toEqual([
      'Callback',
      '0.333',
      0,
    ]);
    const afterDelete = ok(await w.call(i.Delete, { params: { id: extra.CostItemId } }));
    expect(afterDelete.CostItems).toHaveLength(3);
    expect(afterDelete.Summary.BillableCents).toBe(15_897);
    expect(ok(await w.call(i.GetList, { query: { workOrderItemId: w.workOrderId } }))).toEqual(
      saved.CostItems,
    );

    // The part leaves the list; the cost item naming it keeps it.
    const removed = ok(
      await w.call(c.RemoveCommunityPart, {
        body: { communityId: w.communityId, workOrderId: w.workOrderId, partId: part.PartId },
      }),
    );
    expect(removed.DateDeleted).not.toBeNull();
    expect(
      ok(await w.call(c.GetCommunityPartsList, { query: parts })).map((p) => p.PartName),
    ).toEqual(['Angle stop']);
    const kept = ok(await w.call(i.Get, { query: { costItemId: materialItem?.CostItemId ?? 0 } }));
    expect(kept.PartName).toBe('Faucet cartridge');

    // Close and post: $120.00 + $38.97 = $158.97 charged to the owner, once.
    const before = await ledgerOf(w);
    const key = { ...w.close, IdempotencyKey: 'close-post-0001' };
    const posted = ok(await w.call(c.PostChargesAndClose, { body: key }));
    expect(posted.ChargedCents).toBe(15_897);
    expect(posted.ChargeItemId).not.toBeNull();
    const after = await ledgerOf(w);
    expect(after).toEqual({
      balance: (before?.balance ?? 0) + 15_897,
      receivable: (before?.receivable ?? 0) + 15_897,
      income: (before?.income ?? 0) + 15_897,
      charges: 1,
    });
    const balances = ok(
      await w.call(contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid, {
        query: { propertyAgentId: w.home.propertyId },
      }),
    );
    expect(balances.find((b) => b.CodeAlias === 'PLUMB')?.Balance).toBe(15_897);
    const tb = await trialBalance(w);
    expect(tb.find((r) => r[0] === '1200')).toEqual(['1200', after?.receivable, null]);
    expect(tb.find((r) => r[0] === '4000')).toEqual(['4000', null, after?.income]);
    const totals = tb.at(-1) ?? [];
    expect(totals[0]).toBeNull();
    expect(totals[1]).toBe(totals[2]);
    expect(await workOrderState(w)).toEqual({
      status_id: StatusId.Closed,
      closed_on: '2026-03-20',
      charge: posted.ChargeItemId,
    });

    // Again with the key: the first answer; with another key: refused. Nothing changes.
    expect(ok(await w.call(c.PostChargesAndClose, { body: key }))).toEqual(posted);
    const again = await w.call(c.PostChargesAndClose, {
      body: { ...w.close, IdempotencyKey: 'close-post-0002' },
    });
    expect([again.status, again.errorMessage]).toEqual([400, M.alreadyClosed]);
    expect(again.errorMessage?.startsWith(M.processingFailed)).toBe(true);
    expect(await ledgerOf(w)).toEqual(after);
    expect(await trialBalance(w)).toEqual(tb);

    // The costs of a closed work order stay as they are.
    const locked = await refused([labor]);
    expect(locked).toEqual([400, M.costItemsLocked]);
    const lockedDelete = await w.call(c.DeleteCostItem, { body: { CostItemId: laborId } });
    expect([lockedDelete.status, lockedDelete.errorMessage]).toEqual([400, M.costItemsLocked]);
    expect(
      ok(await w.call(c.GetCostItemsSummary, { query: { workOrderItemId: w.workOrderId } })),
    ).toEqual(saved.Summary);
  });

  it('closes without a charge when nothing is billable, and refuses what it cannot charge', async () => {
    const w = await world();
    const save = (workOrderItemId: number, rows: object[]) =>
      w.call(c.SaveCostItems, {
        body: { WorkOrderItemId: workOrderItemId, CostItems: rows as never },
      });
    ok(await save(w.workOrderId, [labor]));
    const refused = async (body: Partial<PostChargesAndCloseInput>) => {
      const r = await w.call(c.PostChargesAndClose, { body: { ...w.close, ...body } });
      return [r.status, r.errorMessage];
    };
    // A code without accounts; another community's code; a date no open period holds.
    const bare = await insertWorkOrderCode(h.database, w.companyId, {
      communityAgentId: w.communityId,
      alias: 'ROOF',
      name: 'Roof',
    });
    expect(await refused({ WorkOrderCodeId: bare })).toEqual([400, M.codeHasNoAccounts]);
    const elsewhere = await insertWorkOrderCode(h.database, w.companyId, {
      communityAgentId: w.otherCommunityId,
      alias: 'ROOF',
      name: 'Roof',
    });
    expect(await refused({ WorkOrderCodeId: elsewhere })).toEqual([400, M.notWorkOrderCode]);
    const [status] = await refused({ ChargeDate: '2027-06-01' });
    expect(status).toBeGreaterThanOrEqual(400);
    expect(status).toBeLessThan(500);
    // A work order at a job location with no owner.
    const pool = await insertWorkOrder(h.database, w.companyId, {
      communityAgentId: w.communityId,
      jobLocation: 'Pool house',
      codeId: w.codeId,
      codeDescription: 'Fix the pool house sink',
      eventDate: '2026-03-02',
    });
    ok(await save(pool, [labor]));
    expect(await refused({ WorkOrderItemId: pool, PropertyAgentId: null })).toEqual([
      400,
      M.noOwner,
    ]);
    // Nothing was written by the refusals.
    expect(await ledgerOf(w)).toMatchObject({ charges: 0 });
    expect(await workOrderState(w)).toEqual({
      status_id: StatusId.Open,
      closed_on: null,
      charge: null,
    });

    // Nothing billable: closed without a charge.
    const free = await insertWorkOrder(h.database, w.companyId, {
      communityAgentId: w.communityId,
      jobLocation: 'Clubhouse',
      codeDescription: 'Warranty repair',
      eventDate: '2026-03-02',
    });
    ok(await save(free, [other]));
    const closed = ok(
      await w.call(c.PostChargesAndClose, {
        body: { ...w.close, WorkOrderItemId: free, PropertyAgentId: null },
      }),
    );
    expect(closed).toEqual({ WorkOrderItemId: free, ChargeItemId: null, ChargedCents: 0 });
    expect(await workOrderState(w, free)).toEqual({
      status_id: StatusId.Closed,
      closed_on: '2026-03-20',
      charge: null,
    });
    expect(await ledgerOf(w)).toMatchObject({ charges: 0 });
  });

  it('answers 403 without workordermaintain and 404 for another company’s records', async () => {
    const w = await world();
    const saved = ok(
      await w.call(c.SaveCostItems, {
        body: { WorkOrderItemId: w.workOrderId, CostItems: [labor] },
      }),
    );
    const costItemId = saved.CostItems[0]?.CostItemId ?? 0;
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [fullGrant('servicerequests')],
    });
    const stranger = await signIn(h.app, user.userName);
    const query = { workOrderItemId: w.workOrderId };
    for (const r of [
      await w.call(c.GetCostItems, { query }, stranger),
      await w.call(c.GetCostItemsSummary, { query }, stranger),
      await w.call(
        c.SaveCostItems,
        { body: { WorkOrderItemId: w.workOrderId, CostItems: [labor] } },
        stranger,
      ),
      await w.call(c.DeleteCostItem, { body: { CostItemId: costItemId } }, stranger),
      await w.call(i.Get, { query: { costItemId } }, stranger),
      await w.call(
        c.GetCommunityPartsList,
        { query: { agentId: w.communityId, agentTypeId: AgentTypeId.Community } },
        stranger,
      ),
      await w.call(c.PostChargesAndClose, { body: w.close }, stranger),
    ])
      expect(r.status).toBe(403);
    // Read only: reads pass, changes do not.
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [
        {
          Claim: 'workordermaintain',
          CanRead: true,
          CanCreate: false,
          CanUpdate: false,
          CanDelete: false,
        },
      ],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect((await w.call(c.GetCostItems, { query }, readerToken)).status).toBe(200);
    expect(
      (await w.call(i.Save, { body: { WorkOrderItemId: w.workOrderId, ...labor } }, readerToken))
        .status,
    ).toBe(403);

    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const otherCommunity = other.communityIds[0] ?? 0;
    for (const r of [
      await w.call(c.GetCostItems, { query }, otherToken),
      await w.call(i.Get, { query: { costItemId } }, otherToken),
      await w.call(c.DeleteCostItem, { body: { CostItemId: costItemId } }, otherToken),
      await w.call(
        c.SaveCostItems,
        { body: { WorkOrderItemId: w.workOrderId, CostItems: [labor] } },
        otherToken,
      ),
      await w.call(
        c.GetCommunityPartsList,
        { query: { agentId: w.communityId, agentTypeId: AgentTypeId.Community } },
        otherToken,
      ),
      await w.call(
        c.PostChargesAndClose,
        { body: { ...w.close, CommunityAgentId: otherCommunity } },
        otherToken,
      ),
    ])
      expect(r.status).toBe(404);
    expect(await workOrderState(w)).toMatchObject({ status_id: StatusId.Open });
    expect(ok(await w.call(c.GetCostItems, { query }))).toHaveLength(1);
  });
});
