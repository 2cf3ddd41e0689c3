import pdfmake from 'pdfmake';
import { describe, expect, it } from 'vitest';
import { accounts, queryRows, sql, apApprovalGroups } from '@hoa/db';
import { contract } from '@hoa/contract';
import { AccountTypeId, InboxState, InvoiceActionId, StatusId } from '@hoa/domain';
import '../../documents/render-pdf';
import { callApi, signIn } from '../../../test/api';
import { uploadFile, useAppWithFiles } from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, createTestCompany, fullGrant } from '../../../test/factories';
import { ledgerOf, payablesWorld, type PayablesWorld } from '../../../test/payables-factories';

const A = contract.apInvoices;
const T = contract.invoiceTemplates;
const D = contract.defaultDistributions;

async function addExpense(w: PayablesWorld, number: string, name: string): Promise<number> {
  return w.inTx(async (tx) => {
    const [row] = await tx
      .insert(accounts)
      .values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        accountNumber: number,
        accountName: name,
        accountTypeId: AccountTypeId.Expenses,
      })
      .returning({ id: accounts.id });
    if (!row) throw new Error('no account');
    return row.id;
  });
}

function invoiceBody(
  w: PayablesWorld,
  lines: { AccountId: number; Amount: number }[],
  total: number,
) {
  return {
    CommunityAgentId: w.communityId,
    VendorAgentId: w.vendorId,
    InvoiceNumber: 'INV-77',
    Reference: 'March mowing',
    InvoiceDate: '2026-03-05',
    DueDate: '2026-04-04',
    BankAccountId: w.bankAccountId,
    TotalAmount: total,
    BillDistributionList: lines.map((line) => ({ ...line, CostCenterId: null })),
  };
}

async function actionsOf(w: PayablesWorld, itemId: number) {
  return w.inTx((tx) =>
    queryRows<{ action: number; userId: number | null }>(
      tx,
      sql`select action, user_id::float8 as "userId" from ap_invoice_actions
           where item_id = ${itemId} order by id`,
    ),
  );
}

function invoicePdf(): Promise<Buffer> {
  return pdfmake
    .createPdf({
      defaultStyle: { font: 'Helvetica' },
      content: [
        { text: 'Acme Landscaping', fontSize: 16 },
        'Invoice Number: A-1001',
        'Invoice Date: 03/05/2026',
        'Due Date: 04/04/2026',
        'Mowing and edging, March',
        'Total Due: $1,234.56',
      ],
    })
    .getBuffer();
}

describe.each(testDatabases())('AP invoices on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  it('adds an invoice, posts it when no approval group applies, and warns on duplicates', async () => {
    const w = await payablesWorld(h);
    const second = await addExpense(w, '5100', 'Tree care');
    const added = await callApi(
      h.app,
      A.AddInvoice,
      {
        body: invoiceBody(
          w,
          [
            { AccountId: w.books.account.expense, Amount: 60_001 },
            { AccountId: second, Amount: 39_999 },
          ],
          100_000,
        ),
      },
      w.token,
    );
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      TopsTxnTypeId: 56,
      TopsStatusId: StatusId.Posted,
      InboxState: InboxState.Approved,
      InvoiceNumber: 'INV-77',
      VendorDisplayName: 'Acme Landscaping',
      TotalAmount: 100_000,
      IsDueDated: true,
      IsEditable: false,
    });
    expect(added.body.BillDistributionList.map((l) => l.ItemAmount)).toEqual([60_001, 39_999]);
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 60_001,
      [second]: 39_999,
      [w.books.account.payables]: -100_000,
    });
    const itemId = added.body.ItemId;
    expect((await actionsOf(w, itemId)).map((a) => a.action)).toEqual([
      InvoiceActionId.Entered,
      InvoiceActionId.ApprovalSkipped,
    ]);
    expect((await actionsOf(w, itemId))[0]?.userId).toBe(w.company.admin.userId);

    const duplicates = await callApi(
      h.app,
      A.GetDuplicateInvoiceNumbers,
      { query: { vendorAgentId: w.vendorId, invoiceNumber: 'inv-77' } },
      w.token,
    );
    expect(duplicates.body.Duplicates.map((d) => d.ItemId)).toEqual([itemId]);
    const none = await callApi(
      h.app,
      A.GetDuplicateInvoiceNumbers,
      { query: { vendorAgentId: w.vendorId, invoiceNumber: 'INV-77', excludeItemId: itemId } },
      w.token,
    );
    expect(none.body.Duplicates).toEqual([]);

    // A posted invoice can no longer be edited.
    const edit = await callApi(
      h.app,
      A.UpdateInvoice,
      { body: { ItemId: itemId, ...invoiceBody(w, [], 5_000) } },
      w.token,
    );
    expect(edit.status).toBe(400);
    const viewed = await callApi(h.app, A.GetInvoice, { query: { itemID: itemId } }, w.token);
    expect(viewed.body.ItemId).toBe(itemId);
    const asOcr = await callApi(
      h.app,
      A.GetInvoice,
      { query: { itemID: itemId, source: 'OCR' } },
      w.token,
    );
    expect(asOcr.status).toBe(404);
  });

  it('routes into approval when a group applies, and edits the invoice while it waits', async () => {
    const w = await payablesWorld(h);
    await w.inTx((tx) =>
      tx.insert(apApprovalGroups).values({
        companyId: w.companyId,
        communityAgentId: w.communityId,
        approvalStatus: 1,
        groupNumber: 1,
        requiredApprovals: 1,
        levelCents: 0,
      }),
    );
    const added = await callApi(
      h.app,
      A.AddInvoice,
      { body: invoiceBody(w, [{ AccountId: w.books.account.expense, Amount: 12_345 }], 12_345) },
      w.token,
    );
    expect(added.body).toMatchObject({ InboxState: InboxState.Approval, IsEditable: true });
    const second = await addExpense(w, '5200', 'Pool');
    const edited = await callApi(
      h.app,
      A.UpdateInvoice,
      {
        body: {
          ItemId: added.body.ItemId,
          ...invoiceBody(
            w,
            [
              { AccountId: w.books.account.expense, Amount: 10_000 },
              { AccountId: second, Amount: 5_000 },
            ],
            15_000,
          ),
          InvoiceNumber: 'INV-78',
        },
      },
      w.token,
    );
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ InvoiceNumber: 'INV-78', TotalAmount: 15_000 });
    expect(edited.body.BillDistributionList.map((l) => [l.AccountID, l.ItemAmount])).toEqual([
      [w.books.account.expense, 10_000],
      [second, 5_000],
    ]);
    expect(await ledgerOf(w)).toEqual({});

    const wrongTotal = await callApi(
      h.app,
      A.AddInvoice,
      { body: invoiceBody(w, [{ AccountId: w.books.account.expense, Amount: 100 }], 200) },
      w.token,
    );
    expect(wrongTotal.status).toBe(400);
    expect(wrongTotal.errorMessage).toBe('The distribution lines must total the invoice amount.');
    const noLines = await callApi(h.app, A.AddInvoice, { body: invoiceBody(w, [], 200) }, w.token);
    expect(noLines.status).toBe(400);
  });

  it('keeps default distributions and splits an invoice without lines by them', async () => {
    const w = await payablesWorld(h);
    const b = await addExpense(w, '5100', 'Tree care');
    const c = await addExpense(w, '5200', 'Pool');
    const lines = [
      { AccountId: w.books.account.expense, Percentage: 33.333 },
      { AccountId: b, Percentage: 33.333 },
      { AccountId: c, Percentage: 33.334 },
    ];
    const add = (body: object) =>
      callApi(
        h.app,
        D.AddDefaultDistribution,
        {
          body: {
            CommunityId: w.communityId,
            VendorId: w.vendorId,
            TopsTxnTypeId: 56 as const,
            Distributions: lines,
            ...body,
          },
        },
        w.token,
      );
    expect((await add({ CommunityId: null })).errorMessage).toBe('Community is required');
    expect((await add({ VendorId: null })).errorMessage).toBe('Vendor is required');
    expect(
      (await add({ Distributions: [{ AccountId: null, Percentage: 100 }] })).errorMessage,
    ).toBe('Distributions must have an account selected');
    expect((await add({ Distributions: [{ AccountId: b, Percentage: null }] })).errorMessage).toBe(
      'Distributions must have a value',
    );
    expect((await add({ Distributions: [{ AccountId: b, Percentage: 99.9 }] })).errorMessage).toBe(
      'Total percentage should be 100%',
    );
    expect((await add({ CommunityId: w.otherCommunityId + 1_000_000 })).status).toBe(404);

    const created = await add({});
    expect(created.status).toBe(200);
    expect(created.body.Distributions.map((d) => d.Percentage)).toEqual([33.333, 33.333, 33.334]);
    const id = created.body.DistributionId;
    expect((await add({})).status).toBe(400);

    const byVendor = await callApi(
      h.app,
      D.GetVendorDefaultDistributions,
      { query: { agentId: w.vendorId } },
      w.token,
    );
    expect(byVendor.body.Distributions.map((d) => d.DistributionId)).toEqual([id]);
    const combination = await callApi(
      h.app,
      D.GetDefaultDistributionCombination,
      { query: { communityId: w.communityId, vendorId: w.vendorId, includeDetails: 'false' } },
      w.token,
    );
    expect(combination.body.Distributions[0]?.Distributions).toEqual([]);

    const invoice = await callApi(
      h.app,
      A.AddInvoice,
      { body: invoiceBody(w, [], 10_000) },
      w.token,
    );
    expect(invoice.status).toBe(200);
    expect(invoice.body.HasDefaultDistribution).toBe(true);
    expect(invoice.body.BillDistributionList.map((l) => l.ItemAmount)).toEqual([3333, 3333, 3334]);
    expect(await ledgerOf(w)).toEqual({
      [w.books.account.expense]: 3333,
      [b]: 3333,
      [c]: 3334,
      [w.books.account.payables]: -10_000,
    });

    const updated = await callApi(
      h.app,
      D.UpdateDefaultDistribution,
      {
        body: {
          DistributionId: id,
          CommunityId: w.communityId,
          VendorId: w.vendorId,
          TopsTxnTypeId: 56,
          Distributions: [{ AccountId: b, Percentage: 100 }],
        },
      },
      w.token,
    );
    expect(updated.body.Distributions.map((d) => [d.AccountId, d.Percentage])).toEqual([[b, 100]]);
    const one = await callApi(
      h.app,
      D.GetDefaultDistribution,
      { query: { distributionId: id } },
      w.token,
    );
    expect(one.body.Distributions).toHaveLength(1);
    const removed = await callApi(h.app, D.DeleteDefaultDistribution, { params: { id } }, w.token);
    expect(removed.body).toEqual({ success: true });
    const gone = await callApi(
      h.app,
      D.GetDefaultDistribution,
      { query: { distributionId: id } },
      w.token,
    );
    expect(gone.status).toBe(404);
  });

  it('saves, lists, changes and removes invoice templates, also from the add screen', async () => {
    const w = await payablesWorld(h);
    const saved = await callApi(
      h.app,
      T.SaveInvoiceTemplate,
      {
        body: {
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          Reference: 'Monthly mowing',
          Amount: 25_000,
          Lines: [{ AccountId: w.books.account.expense, CostCenterId: null, Amount: 25_000 }],
        },
      },
      w.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ScheduleTypeValue: 'once', TopsTxnTypeId: 56 });
    const id = saved.body.Id;
    const changed = await callApi(
      h.app,
      T.UpdateInvoiceTemplate,
      {
        body: {
          Id: id,
          CommunityAgentId: w.communityId,
          VendorAgentId: w.vendorId,
          Reference: 'Mowing',
          Amount: 30_000,
          ScheduleTypeValue: 'monthly',
          Lines: [{ AccountId: w.books.account.expense, CostCenterId: null, Amount: 30_000 }],
        },
      },
      w.token,
    );
    expect(changed.body).toMatchObject({ Reference: 'Mowing', Amount: 30_000 });
    expect(changed.body.Lines.map((l) => l.Amount)).toEqual([30_000]);

    await callApi(
      h.app,
      A.AddInvoice,
      {
        body: {
          ...invoiceBody(w, [{ AccountId: w.books.account.expense, Amount: 500 }], 500),
          SaveAsTemplate: true,
        },
      },
      w.token,
    );
    const list = await callApi(
      h.app,
      T.GetInvoiceTemplates,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(list.body.Templates.map((t) => t.Amount).sort()).toEqual([30_000, 500].sort());
    expect(
      (
        await callApi(
          h.app,
          T.GetInvoiceTemplatesWithCostCenter,
          { query: { communityAgentId: w.communityId } },
          w.token,
        )
      ).body.Templates,
    ).toEqual([]);
    const single = await callApi(h.app, T.GetInvoiceTemplate, { params: { id } }, w.token);
    expect(single.body.ScheduleTypeValue).toBe('monthly');
    const removed = await callApi(h.app, T.DeleteInvoiceTemplate, { params: { id } }, w.token);
    expect(removed.body).toEqual({ success: true });
    expect((await callApi(h.app, T.GetInvoiceTemplate, { params: { id } }, w.token)).status).toBe(
      404,
    );
  });

  it('captures an uploaded PDF as an OCR draft and saves edits to it', async () => {
    const w = await payablesWorld(h);
    const pdf = await invoicePdf();
    const uploaded = await uploadFile(
      h.app,
      A.UploadInvoice,
      { CommunityAgentId: w.communityId },
      { fileName: 'invoice.pdf', bytes: pdf, contentType: 'application/pdf' },
      w.token,
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({
      Source: 'OCR',
      InboxState: InboxState.Exception,
      TopsStatusId: StatusId.Incomplete,
      InvoiceNumber: 'A-1001',
      InvoiceDate: '2026-03-05',
      DueDate: '2026-04-04',
      TotalAmount: 123_456,
      VendorAgentId: w.vendorId,
    });
    expect(uploaded.body.AttachmentId).not.toBeNull();
    expect(uploaded.body.OcrText).toContain('Total Due');
    const itemId = uploaded.body.ItemId;
    expect((await actionsOf(w, itemId)).map((a) => a.action)).toEqual([InvoiceActionId.OcrCapture]);

    const saved = await callApi(
      h.app,
      A.SaveOcrDraft,
      {
        body: {
          ItemId: itemId,
          VendorAgentId: w.vendorId,
          InvoiceNumber: 'A-1001B',
          InvoiceDate: '2026-03-06',
          TotalAmount: 123_456,
          BillDistributionList: [
            { AccountId: w.books.account.expense, CostCenterId: null, Amount: 123_456 },
          ],
        },
      },
      w.token,
    );
    expect(saved.body).toMatchObject({
      InvoiceNumber: 'A-1001B',
      InboxState: InboxState.Exception,
      TopsStatusId: StatusId.Incomplete,
    });
    const viewed = await callApi(
      h.app,
      A.GetInvoice,
      { query: { itemID: itemId, source: 'OCR' } },
      w.token,
    );
    expect(viewed.body.BillDistributionList.map((l) => l.ItemAmount)).toEqual([123_456]);

    const text = await uploadFile(
      h.app,
      A.UploadInvoice,
      { CommunityAgentId: w.communityId },
      {
        fileName: 'invoice.txt',
        bytes: Buffer.from('Invoice Number: 1\n'),
        contentType: 'text/plain',
      },
      w.token,
    );
    expect(text.status).toBe(415);
    expect(text.errorMessage).toBe('Only PDF files can be captured as invoices.');
  });

  it('refuses callers without the claim, off the community list or of another company', async () => {
    const w = await payablesWorld(h);
    const body = invoiceBody(w, [{ AccountId: w.books.account.expense, Amount: 100 }], 100);
    const reader = await addUser(h.database, w.companyId, {
      communityIds: [w.communityId],
      grants: [{ ...fullGrant('apinvoice'), CanCreate: false }],
    });
    const readerToken = await signIn(h.app, reader.userName);
    expect((await callApi(h.app, A.AddInvoice, { body }, readerToken)).status).toBe(403);
    const offList = await addUser(h.database, w.companyId, {
      communityIds: [w.otherCommunityId],
      grants: [fullGrant('apinvoice')],
    });
    const offToken = await signIn(h.app, offList.userName);
    expect((await callApi(h.app, A.AddInvoice, { body }, offToken)).status).toBe(403);
    const added = await callApi(h.app, A.AddInvoice, { body }, w.token);
    expect(
      (await callApi(h.app, A.GetInvoice, { query: { itemID: added.body.ItemId } }, offToken))
        .status,
    ).toBe(403);

    const other = await createTestCompany(h.database, { tier: 3 });
    const otherToken = await signIn(h.app, other.admin.userName);
    expect(
      (await callApi(h.app, A.GetInvoice, { query: { itemID: added.body.ItemId } }, otherToken))
        .status,
    ).toBe(404);
    const foreign = await callApi(
      h.app,
      A.AddInvoice,
      { body: { ...body, CommunityAgentId: other.communityIds[0] ?? 0 } },
      w.token,
    );
    expect(foreign.status).toBe(404);
    const foreignVendor = await callApi(
      h.app,
      A.AddInvoice,
      { body: { ...invoiceBody(w, [], 100), CommunityAgentId: other.communityIds[0] ?? 0 } },
      otherToken,
    );
    expect(foreignVendor.status).toBe(400);
  });
});
