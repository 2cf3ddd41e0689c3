import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { TxnTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import {
  attachmentCompany,
  fetchFile,
  insertBankAccount,
  insertItemWithParty,
  SampleFiles,
  storedFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { testDatabases } from '../../../test/databases';
import { addUser, fullGrant } from '../../../test/factories';

const a = contract.attachments;

describe.each(testDatabases())('transaction and bank account attachments on $name', (testDb) => {
  const h = useAppWithFiles(testDb);

  it('attaches files to transaction parties, by party and by transaction, and lists check images', async () => {
    const c = await attachmentCompany(h);
    const bill = await insertItemWithParty(h.database, c.companyId, {
      communityAgentId: c.community,
      agentId: c.vendorId,
      txnTypeId: TxnTypeId.SeparateCheck,
      eventDate: '2025-02-10',
      checkNumber: '1001',
    });
    const later = await insertItemWithParty(h.database, c.companyId, {
      communityAgentId: c.community,
      agentId: c.vendorId,
      txnTypeId: TxnTypeId.SeparateCheck,
      eventDate: '2025-03-15',
      checkNumber: '1002',
    });
    const byParty = await uploadFile(
      h.app,
      a.CreateItemAgentAttachment,
      { TopsItemAgentId: bill.itemAgentId },
      { fileName: 'check-1001.png', bytes: SampleFiles.png },
      c.token,
    );
    expect(byParty.body).toMatchObject({
      TopsItemAgentId: bill.itemAgentId,
      TopsItemId: bill.itemId,
      TopsAgentId: c.vendorId,
      MimeType: 'image/png',
    });
    const byItem = await uploadFile(
      h.app,
      a.CreateItemAgentAttachmentByItem,
      { TopsItemId: bill.itemId, AttachmentDisplayName: 'Invoice' },
      { fileName: 'invoice.pdf', bytes: SampleFiles.pdf },
      c.token,
    );
    expect(byItem.body).toMatchObject({
      TopsItemAgentId: bill.itemAgentId,
      AttachmentDisplayName: 'Invoice',
    });
    const wrongParty = await uploadFile(
      h.app,
      a.CreateItemAgentAttachmentByItem,
      { TopsItemId: bill.itemId, TopsAgentId: c.ownerId },
      { fileName: 'invoice.pdf', bytes: SampleFiles.pdf },
      c.token,
    );
    expect(wrongParty.status).toBe(404);
    await uploadFile(
      h.app,
      a.CreateItemAgentAttachmentByItem,
      { TopsItemId: later.itemId, TopsAgentId: c.vendorId },
      { fileName: 'check-1002.png', bytes: SampleFiles.png },
      c.token,
    );

    const ofParty = await callApi(
      h.app,
      a.GetItemAgentAttachments,
      { query: { itemAgentId: bill.itemAgentId } },
      c.token,
    );
    expect(ofParty.body.map((r) => r.AttachmentName).sort()).toEqual([
      'check-1001.png',
      'invoice.pdf',
    ]);
    const ofItem = await callApi(
      h.app,
      a.GetItemAttachments,
      { query: { itemId: bill.itemId } },
      c.token,
    );
    expect(ofItem.body).toHaveLength(2);
    const count = await callApi(
      h.app,
      a.CountItemAgentAttachments,
      { query: { itemAgentId: bill.itemAgentId } },
      c.token,
    );
    expect(count.body).toBe(2);

    const checks = await callApi(
      h.app,
      a.GetChecks,
      { query: { communityAgentId: c.community } },
      c.token,
    );
    expect(checks.body.map((r) => [r.CheckNumber, r.EventDate, r.AttachmentName])).toEqual([
      ['1002', '2025-03-15', 'check-1002.png'],
      ['1001', '2025-02-10', 'invoice.pdf'],
      ['1001', '2025-02-10', 'check-1001.png'],
    ]);
    const february = await callApi(
      h.app,
      a.GetChecksByDate,
      { query: { communityAgentId: c.community, startDate: '2025-02-01', endDate: '2025-02-28' } },
      c.token,
    );
    expect(february.body.map((r) => r.CheckNumber)).toEqual(['1001', '1001']);
    const backwards = await callApi(
      h.app,
      a.GetChecksByDate,
      { query: { communityAgentId: c.community, startDate: '2025-03-01', endDate: '2025-02-01' } },
      c.token,
    );
    expect(backwards.errorMessage).toBe('The end date is before the start date.');

    // Transaction attachments follow the transaction type's claim (apinvoice for separate checks).
    const noInvoices = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [fullGrant('vendors')],
    });
    const token = await signIn(h.app, noInvoices.userName);
    const denied = await callApi(
      h.app,
      a.GetItemAttachments,
      { query: { itemId: bill.itemId } },
      token,
    );
    expect(denied.status).toBe(403);
    expect((await fetchFile(h.app, byItem.body.AttachmentUrl, token)).status).toBe(403);
    const checksDenied = await callApi(
      h.app,
      a.GetChecks,
      { query: { communityAgentId: c.community } },
      token,
    );
    expect(checksDenied.status).toBe(403);

    const removed = await callApi(
      h.app,
      a.DeleteItemAgentAttachment,
      { params: { id: byItem.body.TopsItemAgentAttachmentId } },
      c.token,
    );
    expect(removed.body).toEqual({ success: true });
    expect(await storedFiles(h.filesRoot, c.companyId)).toHaveLength(2);
  });

  it('attaches files to bank accounts under the bank claim', async () => {
    const c = await attachmentCompany(h);
    const bankAccountId = await insertBankAccount(h.database, c.companyId, c.community);
    const created = await uploadFile(
      h.app,
      a.CreateBankAccountAttachment,
      { BankAccountId: bankAccountId },
      { fileName: 'statement.pdf', bytes: SampleFiles.pdf },
      c.token,
    );
    expect(created.body).toMatchObject({
      BankAccountId: bankAccountId,
      AttachmentName: 'statement.pdf',
    });
    const list = await callApi(
      h.app,
      a.GetBankAccountAttachments,
      { query: { bankAccountId } },
      c.token,
    );
    expect(list.body.map((r) => r.BankAccountAttachmentId)).toEqual([
      created.body.BankAccountAttachmentId,
    ]);
    const file = await fetchFile(h.app, created.body.AttachmentUrl, c.token);
    expect(Buffer.compare(file.bytes, SampleFiles.pdf)).toBe(0);

    const noBank = await addUser(h.database, c.companyId, {
      communityIds: c.communityIds,
      grants: [fullGrant('owner')],
    });
    const token = await signIn(h.app, noBank.userName);
    expect(
      (await callApi(h.app, a.GetBankAccountAttachments, { query: { bankAccountId } }, token))
        .status,
    ).toBe(403);
    expect((await fetchFile(h.app, created.body.AttachmentUrl, token)).status).toBe(403);
    const upload = await uploadFile(
      h.app,
      a.CreateBankAccountAttachment,
      { BankAccountId: bankAccountId },
      { fileName: 'statement.pdf', bytes: SampleFiles.pdf },
      token,
    );
    expect(upload.status).toBe(403);
    const missing = await callApi(
      h.app,
      a.GetBankAccountAttachments,
      { query: { bankAccountId: 999_999_999 } },
      c.token,
    );
    expect(missing.status).toBe(404);

    const removed = await callApi(
      h.app,
      a.DeleteBankAccountAttachment,
      { params: { id: created.body.BankAccountAttachmentId } },
      c.token,
    );
    expect(removed.body).toEqual({ success: true });
    expect(
      (await callApi(h.app, a.GetBankAccountAttachments, { query: { bankAccountId } }, c.token))
        .body,
    ).toEqual([]);
    expect(await storedFiles(h.filesRoot, c.companyId)).toEqual([]);
  });
});
