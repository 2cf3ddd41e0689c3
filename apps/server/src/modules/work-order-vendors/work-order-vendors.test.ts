import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contract, type EndpointDef, type RequestOf } from '@hoa/contract';
import {
  agents,
  contacts,
  queryRows,
  sql,
  templates,
  workOrderCostItems,
  workOrderSettings,
} from '@hoa/db';
import {
  AgentTypeId,
  InboxState,
  StatusId,
  WorkOrderMessages,
  WorkOrderVendorMessages,
} from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { insertHome } from '../../../test/custom-fields-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { payablesWorld, type PayablesWorld } from '../../../test/payables-factories';
import { fetchFile } from '../../../test/reports-factories';
import { insertServiceRequest, insertWorkOrder } from '../../../test/work-order-inserts';

const V = contract.workOrderVendors;
const A = contract.apInvoices;
const out = '/tmp/vendors';

describe.each(testDatabases())('Work orders to vendors on $name', (testDb) => {
  const h = useApp(testDb);

  /** Payables books, a home with an address, a vendor with an email and a contact, a work order. */
  async function world() {
    const w: PayablesWorld = await payablesWorld(h);
    const call = <E extends EndpointDef>(
      endpoint: E,
      request: Partial<RequestOf<E>> = {},
      as = w.token,
    ) => callApi(h.app, endpoint, request, as);
    const home = await insertHome(h.database, w.companyId, w.communityId, 'A-001', {
      StreetNumber: '12',
      StreetName: 'Elm St',
      City: 'Springfield',
      StateId: 14,
      PostalCode: '62704',
    });
    const contactId = await w.inTx(async (tx) => {
      await tx
        .update(contacts)
        .set({ primaryEmailAddress: 'office@acme.test' })
        .where(sql`${contacts.agentId} = ${w.vendorId}`);
      const [contact] = await tx
        .insert(agents)
        .values({
          companyId: w.companyId,
          agentTypeId: AgentTypeId.VendorContact,
          parentAgentId: w.vendorId,
        })
        .returning({ id: agents.id });
      if (!contact) throw new Error('no contact');
      await tx.insert(contacts).values({
        companyId: w.companyId,
        agentId: contact.id,
        displayName: 'Dana Foreman',
        primaryEmailAddress: 'dana@acme.test',
      });
      return contact.id;
    });
    const serviceRequestId = await insertServiceRequest(h.database, w.companyId, {
      communityAgentId: w.communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
      description: 'The back gate does not latch.',
      receivedOn: '2026-03-01',
    });
    const itemId = await insertWorkOrder(h.database, w.companyId, {
      communityAgentId: w.communityId,
      propertyAgentId: home.propertyId,
      ownerAgentId: home.ownerId,
      jobLocation: 'Back gate',
      codeDescription: 'Repair the back gate latch',
      codeDetailDescription: 'Replace the latch and rehang the gate.',
      codeActionNeeded: 'Call the owner before arriving.',
      eventDate: '2026-03-02',
      targetOn: '2026-03-09',
      issuedToVendorAgentId: w.vendorId,
      assignedUserId: w.company.admin.userId,
      serviceRequestItemId: serviceRequestId,
    });
    await w.inTx((tx) =>
      tx.insert(workOrderCostItems).values([
        {
          companyId: w.companyId,
          workOrderItemId: itemId,
          costItemTypeId: 1,
          description: 'Labor',
          quantity: '2.5',
          rateCents: 8_000,
          amountCents: 20_000,
          isBillable: true,
        },
        {
          companyId: w.companyId,
          workOrderItemId: itemId,
          costItemTypeId: 2,
          description: 'Latch',
          quantity: '1',
          rateCents: 4_550,
          amountCents: 4_550,
          isBillable: false,
        },
      ]),
    );
    return { ...w, call, home, contactId, serviceRequestId, itemId };
  }
  type World = Awaited<ReturnType<typeof world>>;

  /** A user of the first community with these claims, signed in. */
  async function userWith(w: World, claims: Parameters<typeof fullGrant>[0][]) {
    const user = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: claims.map((claim) => fullGrant(claim)),
    });
    return signIn(h.app, user.userName);
  }

  const outbox = (w: World, mailId: number) =>
    w.inTx((tx) =>
      queryRows<{
        to_address: string;
        cc_address: string | null;
        subject: string;
        body: string;
        file_name: string;
      }>(
        tx,
        sql`select m.to_address, m.cc_address, m.subject, m.body, f.file_name
              from mail_outbox m join mail_outbox_attachments f on f.mail_id = m.id
             where m.id = ${mailId}`,
      ),
    );

  it('renders the work order as a PDF with everything it says', async () => {
    const w = await world();
    const file = await fetchFile(h.app, V.GetWorkOrderPdf, { itemId: w.itemId }, w.token);
    expect(file.status).toBe(200);
    expect(file.contentType).toContain('application/pdf');
    expect(file.body.subarray(0, 4).toString()).toBe('%PDF');
    mkdirSync(out, { recursive: true });
    const pdf = `${out}/work-order-${testDb.name}.pdf`;
    writeFileSync(pdf, file.body);
    const text = execFileSync('pdftotext', ['-layout', pdf, '-']).toString();
    for (const expected of [
      `Work order ${String(w.itemId)}`,
      'Date: 03/02/2026',
      'Target date: 03/09/2026',
      'Issued to: Acme Landscaping',
      'Property: 12 Elm St, Springfield 62704',
      'Owner: Owner of A-001',
      'Job location: Back gate',
      'Repair the back gate latch',
      'Replace the latch and rehang the gate.',
      'Call the owner before arriving.',
      '$200.00',
      '$45.50',
      '$245.50',
      `Service request ${String(w.serviceRequestId)}`,
      'The back gate does not latch.',
    ])
      expect(text).toContain(expected);
    expect(text).toMatch(/Total\s+\$245\.50/);
    expect(text).toMatch(/Billable to the owner\s+\$200\.00/);
    execFileSync('pdftoppm', ['-png', '-r', '70', pdf, `${out}/work-order-${testDb.name}`]);
    expect(existsSync(`${out}/work-order-${testDb.name}-1.png`)).toBe(true);
  });

  it('emails the work order to the vendor and its contacts through the outbox, kept in the history', async () => {
    const w = await world();
    const options = await w.call(V.GetVendorEmailOptions, { query: { itemId: w.itemId } });
    expect(options.body).toEqual({
      VendorAgentId: w.vendorId,
      VendorName: 'Acme Landscaping',
      VendorEmail: 'office@acme.test',
      Contacts: [{ AgentId: w.contactId, Name: 'Dana Foreman', Email: 'dana@acme.test' }],
    });

    const one = await w.call(V.SendEmailToVendor, {
      body: { itemId: w.itemId, companyName: 'Acme Landscaping', recipient: 'office@acme.test' },
    });
    expect(one.status).toBe(200);
    expect(one.body).toHaveLength(1);
    const sent = one.body[0];
    expect(sent).toMatchObject({
      CompanyName: 'Acme Landscaping',
      Recipients: ['office@acme.test'],
      Cc: [],
      AttachmentName: `Work order ${String(w.itemId)}.pdf`,
      MailStatus: 'Waiting',
    });
    const [mail] = await outbox(w, sent?.MailOutboxId ?? 0);
    expect(mail).toMatchObject({
      to_address: 'office@acme.test',
      subject: `Work order ${String(w.itemId)}: Repair the back gate latch`,
      file_name: `Work order ${String(w.itemId)}.pdf`,
    });
    expect(mail?.body).toContain('Please find attached work order');

    const both = await w.call(V.SendEmailToVendorContact, {
      body: {
        itemId: w.itemId,
        companyName: 'Acme Landscaping',
        recipients: ['dana@acme.test', ' office@acme.test '],
        cc: ['boss@summit.test', 'dana@acme.test'],
      },
    });
    expect(both.status).toBe(200);
    expect(both.body.map((e) => [e.Recipients, e.Cc])).toEqual([
      [['dana@acme.test', 'office@acme.test'], ['boss@summit.test']],
      [['office@acme.test'], []],
    ]);
    const latest = both.body[0];
    const [copied] = await outbox(w, latest?.MailOutboxId ?? 0);
    expect([copied?.to_address, copied?.cc_address]).toEqual([
      'dana@acme.test, office@acme.test',
      'boss@summit.test',
    ]);

    // The attachment is a PDF, kept on the work order item too.
    const download = await h.app.inject({
      method: 'GET',
      url: `/api/Attachment/Download/${String(latest?.AttachmentId ?? 0)}`,
      headers: { authorization: `Bearer ${w.token}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
    const kept = await w.call(contract.attachments.GetItemAttachments, {
      query: { itemId: w.itemId },
    });
    expect(kept.body).toHaveLength(2);

    const outside = await w.call(V.CreateEmailHistoryAsync, {
      body: { itemId: w.itemId, companyName: 'Acme', recipients: ['fax@acme.test'], cc: [] },
    });
    expect(outside.body[0]).toMatchObject({
      Recipients: ['fax@acme.test'],
      AttachmentId: null,
      MailOutboxId: null,
      MailStatus: null,
    });
    const history = await w.call(V.GetEmailHistory, { query: { itemId: w.itemId } });
    expect(history.body).toHaveLength(3);
  });

  it('writes the email from the community’s Vendor template when its settings name one', async () => {
    const w = await world();
    await w.inTx(async (tx) => {
      // The company's system Vendor template (its document built by the product).
      const [template] = await tx
        .select({ id: templates.id })
        .from(templates)
        .where(sql`${templates.name} = 'Default Vendor Letter'`);
      await tx.insert(workOrderSettings).values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        vendorTemplateId: template?.id ?? null,
      });
    });
    const sent = await w.call(V.SendEmailToVendor, {
      body: { itemId: w.itemId, companyName: 'Acme', recipient: 'office@acme.test' },
    });
    expect(sent.status).toBe(200);
    const [mail] = await outbox(w, sent.body[0]?.MailOutboxId ?? 0);
    expect(mail?.body).toContain('Dear Acme Landscaping,');
    expect(mail?.body).toContain('on behalf of Community 1');
    expect(mail?.body).not.toContain('{VendorName}');
  });

  it('refuses bad recipients, and answers 403 without workordermaintain and 404 to another company', async () => {
    const w = await world();
    const send = (
      body: Partial<RequestOf<typeof V.SendEmailToVendorContact>['body']>,
      as = w.token,
    ) =>
      w.call(
        V.SendEmailToVendorContact,
        { body: { itemId: w.itemId, companyName: '', recipients: [], cc: [], ...body } },
        as,
      );
    expect((await send({ recipients: ['  '] })).errorMessage).toBe(
      WorkOrderMessages.recipientRequired,
    );
    const invalid = await send({ recipients: ['dana@acme.test'], cc: ['nobody'] });
    expect([invalid.status, invalid.errorMessage]).toEqual([
      400,
      'nobody is not a valid email address.',
    ]);
    const many = Array.from({ length: 21 }, (_, k) => `v${String(k)}@x.io`);
    expect((await send({ recipients: many })).errorMessage).toBe(
      WorkOrderVendorMessages.tooManyRecipients,
    );
    expect(
      (
        await w.call(V.SendEmailToVendor, {
          body: { itemId: w.itemId, companyName: '', recipient: 'not an address' },
        })
      ).status,
    ).toBe(400);
    expect(
      (
        await w.call(V.CreateEmailHistoryAsync, {
          body: { itemId: w.itemId, recipients: [], cc: [] },
        })
      ).errorMessage,
    ).toBe(WorkOrderMessages.recipientRequired);
    const nothingSent = await w.inTx((tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select (select count(*) from mail_outbox)::int + (select count(*) from work_order_email_histories)::int as n`,
      ),
    );
    expect(nothingSent[0]?.n).toBe(0);

    const reader = await userWith(w, ['apinvoice']);
    expect((await send({ recipients: ['dana@acme.test'] }, reader)).status).toBe(403);
    expect((await w.call(V.GetEmailHistory, { query: { itemId: w.itemId } }, reader)).status).toBe(
      403,
    );
    expect(
      (await w.call(V.GetVendorWorkOrders, { query: { vendorAgentId: w.vendorId } }, reader))
        .status,
    ).toBe(403);
    expect((await fetchFile(h.app, V.GetWorkOrderPdf, { itemId: w.itemId }, reader)).status).toBe(
      403,
    );
    const readOnly = await addUser(h.database, w.companyId, {
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
    const readOnlyToken = await signIn(h.app, readOnly.userName);
    expect((await send({ recipients: ['dana@acme.test'] }, readOnlyToken)).status).toBe(403);
    expect(
      (await w.call(V.GetEmailHistory, { query: { itemId: w.itemId } }, readOnlyToken)).status,
    ).toBe(200);

    const other = await createTestCompany(h.database);
    const stranger = await signIn(h.app, other.admin.userName);
    expect((await send({ recipients: ['dana@acme.test'] }, stranger)).status).toBe(404);
    expect(
      (await w.call(V.GetWorkOrderInvoices, { query: { itemId: w.itemId } }, stranger)).status,
    ).toBe(404);
    expect(
      (await w.call(V.GetVendorEmailOptions, { query: { itemId: w.itemId } }, stranger)).status,
    ).toBe(404);
    expect(
      (await w.call(V.GetVendorWorkOrders, { query: { vendorAgentId: w.vendorId } }, stranger))
        .status,
    ).toBe(404);
    expect((await fetchFile(h.app, V.GetWorkOrderPdf, { itemId: w.itemId }, stranger)).status).toBe(
      404,
    );
  });

  it('lists the vendor’s open work orders with the overdue ones', async () => {
    const w = await world();
    const later = await insertWorkOrder(h.database, w.companyId, {
      communityAgentId: w.communityId,
      jobLocation: 'Pool',
      codeDescription: 'Skim the pool',
      eventDate: '2026-03-02',
      targetOn: '2999-01-01',
      issuedToVendorAgentId: w.vendorId,
    });
    const closed = await insertWorkOrder(h.database, w.companyId, {
      communityAgentId: w.communityId,
      jobLocation: 'Pool',
      codeDescription: 'Old job',
      eventDate: '2026-01-02',
      statusId: StatusId.Closed,
      issuedToVendorAgentId: w.vendorId,
    });
    await insertWorkOrder(h.database, w.companyId, {
      communityAgentId: w.otherCommunityId,
      jobLocation: 'Elsewhere',
      codeDescription: 'Not on the list',
      eventDate: '2026-03-02',
      issuedToVendorAgentId: w.vendorId,
    });
    // A user of the first community only does not see the work order of the second.
    const firstOnly = await userWith(w, ['workordermaintain']);
    const open = await w.call(
      V.GetVendorWorkOrders,
      { query: { vendorAgentId: w.vendorId } },
      firstOnly,
    );
    expect(open.body.map((o) => [o.ItemId, o.State, o.IsOverdue, o.Summary])).toEqual([
      [w.itemId, 'Open', true, 'Repair the back gate latch'],
      [later, 'Open', false, 'Skim the pool'],
    ]);
    const all = await w.call(
      V.GetVendorWorkOrders,
      { query: { vendorAgentId: w.vendorId, isOpenOnly: 'false' } },
      firstOnly,
    );
    expect(all.body.map((o) => o.ItemId)).toEqual([w.itemId, later, closed]);
    expect(all.body[2]).toMatchObject({ State: 'Closed', IsOverdue: false });
    const everywhere = await w.call(V.GetVendorWorkOrders, {
      query: { vendorAgentId: w.vendorId },
    });
    expect(everywhere.body.map((o) => o.Summary)).toContain('Not on the list');
  });

  it('enters invoices against a work order and shows invoiced against estimated', async () => {
    const w = await world();
    const invoice = (number: string, cents: number, workOrderItemId: number | null) => ({
      CommunityAgentId: w.communityId,
      VendorAgentId: w.vendorId,
      InvoiceNumber: number,
      InvoiceDate: '2026-03-10',
      BankAccountId: w.bankAccountId,
      TotalAmount: cents,
      BillDistributionList: [
        { AccountId: w.books.account.expense, Amount: cents, CostCenterId: null },
      ],
      WorkOrderItemId: workOrderItemId,
    });
    const first = await w.call(A.AddInvoice, { body: invoice('WO-1', 20_000, w.itemId) });
    expect(first.status).toBe(200);
    expect(first.body.WorkOrderItemId).toBe(w.itemId);
    const second = await w.call(A.AddInvoice, { body: invoice('WO-2', 10_000, w.itemId) });
    expect(second.status).toBe(200);
    const rejected = await w.call(A.AddInvoice, { body: invoice('WO-3', 5_000, w.itemId) });
    await w.inTx((tx) =>
      tx.execute(
        sql`update ap_invoices set inbox_state = ${InboxState.Rejected}
             where item_id = ${rejected.body.ItemId}`,
      ),
    );
    const elsewhere = await insertWorkOrder(h.database, w.companyId, {
      communityAgentId: w.otherCommunityId,
      jobLocation: 'Elsewhere',
      codeDescription: 'Other community',
      eventDate: '2026-03-02',
    });
    const refused = await w.call(A.AddInvoice, { body: invoice('WO-4', 100, elsewhere) });
    expect([refused.status, refused.errorMessage]).toEqual([
      400,
      WorkOrderVendorMessages.workOrderNotOfCommunity(elsewhere),
    ]);

    const totals = await w.call(V.GetWorkOrderInvoices, { query: { itemId: w.itemId } });
    expect(totals.status).toBe(200);
    expect(totals.body).toMatchObject({
      EstimatedCents: 24_550,
      InvoicedCents: 30_000,
      DifferenceCents: 5_450,
    });
    expect(totals.body.Invoices.map((v) => [v.InvoiceNumber, v.TotalCents, v.IsCounted])).toEqual([
      ['WO-1', 20_000, true],
      ['WO-2', 10_000, true],
      ['WO-3', 5_000, false],
    ]);
    expect(totals.body.Invoices[2]?.StatusName).toBe('Rejected');
    expect(totals.body.Invoices[0]?.VendorName).toBe('Acme Landscaping');
  });
});
