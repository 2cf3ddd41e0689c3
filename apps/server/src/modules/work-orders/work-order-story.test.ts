import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { WorkOrderMessages as M } from '@hoa/domain';
import { signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { ok } from '../../../test/community-setup-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { workOrderWorld, type WorkOrderWorld } from '../../../test/work-order-factories';

// Issue 22's story through the API: an owner's report taken to a work order, its costs, the
// vendor's email with the work order PDF, and its close and post on the owner's ledger, checked
// to the cent against figures worked out here.

const costs = {
  // 2.5 h × $48.00 = $120.00
  labor: {
    CostItemTypeId: 1,
    Description: 'Plumber',
    Quantity: '2.5',
    RateCents: 4800,
    IsBillable: true,
  },
  // 3 × $12.99 = $38.97
  material: {
    CostItemTypeId: 2,
    Description: 'Trap kit',
    Quantity: '3',
    RateCents: 1299,
    IsBillable: true,
  },
  // 1 × $25.00, the association's own
  other: {
    CostItemTypeId: 3,
    Description: 'Trip charge',
    Quantity: '1',
    RateCents: 2500,
    IsBillable: false,
  },
};
const billableCents = 12_000 + 3_897;
const totalCents = billableCents + 2_500;
const chargeDate = '2026-06-15';

describe.each(testDatabases())('A service request to a charged work order on $name', (testDb) => {
  const h = useApp(testDb);

  /** The owner's balance, the receivables and income accounts, and the work order charges. */
  async function ledgerOf(w: WorkOrderWorld) {
    const [row] = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ balance: number; receivable: number; income: number; charges: number }>(
        tx,
        sql`select (select coalesce(sum(balance_cents), 0)::int from owner_code_balances
                     where owner_agent_id = ${w.home.ownerId}) as balance,
                   (select coalesce(sum(debit_cents - credit_cents), 0)::int from gl_lines
                     where account_id = ${w.books.account.receivables}) as receivable,
                   (select coalesce(sum(credit_cents - debit_cents), 0)::int from gl_lines
                     where account_id = ${w.books.account.income}) as income,
                   (select count(*)::int from items
                     where description like 'Work order %' and txn_type_id = 45) as charges`,
      ),
    );
    return row;
  }

  async function trialBalance(w: WorkOrderWorld) {
    const tb = ok(
      await w.call(contract.reports.TrialBalance, {
        query: { communityAgentId: w.communityId, asOfDate: '2026-12-31' },
      }),
    );
    return tb.rows.map((r) => [r.cells.number, r.cells.debit, r.cells.credit]);
  }

  it('converts the report, costs it, emails the vendor the PDF and charges the owner once', async () => {
    const w = await workOrderWorld(h);
    const report = ok(
      await w.call(contract.serviceRequests.Create, {
        body: {
          CommunityAgentId: w.communityId,
          PropertyAgentId: w.home.propertyId,
          OwnerAgentId: null,
          AmenityAgentId: null,
          JobLocation: null,
          SourceId: 4,
          ReceivedDate: w.today,
          Description: 'The kitchen sink leaks under the cabinet',
          AssignedUserId: w.company.admin.userId,
        },
      }),
    );
    const requestId = report.Request.TopsItemId;

    // Converted: the work order keeps the link and the request is in progress.
    const order = await w.createWorkOrder({ ServiceRequestId: requestId });
    const orderId = order.WorkOrder.TopsItemId;
    expect(order.WorkOrder.ServiceRequestId).toBe(requestId);
    const converted = ok(
      await w.call(contract.serviceRequests.GetServiceRequest, { query: { itemId: requestId } }),
    );
    expect(converted.Request.State).toBe('In Progress');
    expect(converted.WorkOrders.map((o) => o.TopsItemId)).toEqual([orderId]);

    // Three cost items, one not billable.
    const saved = ok(
      await w.call(contract.workOrderCosts.SaveCostItems, {
        body: { WorkOrderItemId: orderId, CostItems: [costs.labor, costs.material, costs.other] },
      }),
    );
    expect(saved.CostItems.map((c) => c.AmountCents)).toEqual([12_000, 3_897, 2_500]);
    const summary = ok(
      await w.call(contract.workOrderCosts.GetCostItemsSummary, {
        query: { workOrderItemId: orderId },
      }),
    );
    expect(summary).toMatchObject({ TotalCents: totalCents, BillableCents: billableCents });

    // Emailed to the vendor: one outbox mail with the work order PDF attached.
    const sent = ok(
      await w.call(contract.workOrderVendors.SendEmailToVendor, {
        body: { itemId: orderId, companyName: 'Acme Plumbing', recipient: 'jobs@acme.test' },
      }),
    );
    const mailId = sent[0]?.MailOutboxId ?? 0;
    const [mail] = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ to_address: string; file_name: string }>(
        tx,
        sql`select m.to_address, f.file_name from mail_outbox m
              join mail_outbox_attachments f on f.mail_id = m.id where m.id = ${mailId}`,
      ),
    );
    expect(mail).toEqual({
      to_address: 'jobs@acme.test',
      file_name: `Work order ${String(orderId)}.pdf`,
    });
    const pdf = await h.app.inject({
      method: 'GET',
      url: `/api/Attachment/Download/${String(sent[0]?.AttachmentId ?? 0)}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');

    // Closed and posted: the billable $158.97 on the owner, receivables and income, once.
    const before = await ledgerOf(w);
    const close = {
      WorkOrderItemId: orderId,
      ChargeDate: chargeDate,
      WorkOrderCodeId: w.codeId,
      PropertyAgentId: w.home.propertyId,
      CommunityAgentId: w.communityId,
      IdempotencyKey: 'story-close-1',
    };
    const posted = ok(await w.call(contract.workOrderCosts.PostChargesAndClose, { body: close }));
    expect(posted.ChargedCents).toBe(billableCents);
    const after = await ledgerOf(w);
    expect(after).toEqual({
      balance: (before?.balance ?? 0) + billableCents,
      receivable: (before?.receivable ?? 0) + billableCents,
      income: (before?.income ?? 0) + billableCents,
      charges: 1,
    });
    const ledger = ok(
      await w.call(contract.ownerLedger.GetOwnerCodeBalancesWithPrepaid, {
        query: { propertyAgentId: w.home.propertyId },
      }),
    );
    expect(ledger.find((b) => b.CodeAlias === 'PLUMB')?.Balance).toBe(billableCents);
    const tb = await trialBalance(w);
    expect(tb.find((r) => r[0] === '1200')).toEqual(['1200', after?.receivable, null]);
    expect(tb.find((r) => r[0] === '4000')).toEqual(['4000', null, after?.income]);
    const totals = tb.at(-1) ?? [];
    expect(totals[1]).toBe(totals[2]);
    const closed = ok(
      await w.call(contract.workOrders.GetWorkOrder, { query: { itemId: orderId } }),
    );
    expect(closed.WorkOrder.State).toBe('Closed');

    // A second close and post changes nothing: the same key answers the first result, another
    // key is refused with the spec's text.
    expect(ok(await w.call(contract.workOrderCosts.PostChargesAndClose, { body: close }))).toEqual(
      posted,
    );
    const again = await w.call(contract.workOrderCosts.PostChargesAndClose, {
      body: { ...close, IdempotencyKey: 'story-close-2' },
    });
    expect([again.status, again.errorMessage]).toEqual([400, M.alreadyClosed]);
    expect(await ledgerOf(w)).toEqual(after);
    expect(await trialBalance(w)).toEqual(tb);

    // Without workordermaintain: 403; another company: 404.
    const servicesOnly = await signIn(
      h.app,
      (
        await addUser(h.database, w.companyId, {
          communityIds: [w.communityId],
          grants: [fullGrant('servicerequests')],
        })
      ).userName,
    );
    expect(
      (await w.call(contract.workOrders.GetWorkOrder, { query: { itemId: orderId } }, servicesOnly))
        .status,
    ).toBe(403);
    expect(
      (await w.call(contract.workOrderCosts.PostChargesAndClose, { body: close }, servicesOnly))
        .status,
    ).toBe(403);
    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    for (const status of [
      (await w.call(contract.workOrders.GetWorkOrder, { query: { itemId: orderId } }, stranger))
        .status,
      (await w.call(contract.workOrderCosts.PostChargesAndClose, { body: close }, stranger)).status,
      (
        await w.call(
          contract.serviceRequests.GetServiceRequest,
          { query: { itemId: requestId } },
          stranger,
        )
      ).status,
    ])
      expect(status).toBe(404);
  });
});
