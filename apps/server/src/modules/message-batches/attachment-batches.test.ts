import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { DeliveryMethodId, MessageBatchContent, MessageBatchMessages, StatusId } from '@hoa/domain';
import { callApi } from '../../../test/api';
import {
  fetchFile,
  insertBankAccount,
  insertOwnerAndVendor,
  SampleFiles,
  uploadFile,
  useAppWithFiles,
} from '../../../test/attachments-factories';
import { communicationsWorld } from '../../../test/communications-factories';
import { testDatabases } from '../../../test/databases';
import { startSmtpServer, type TestSmtpServer } from '../../../test/smtp-test-server';
import { LocalFileStore } from '../../files/local-file-store';
import { deliverOutbox, smtpSender } from '../mail/index';

const m = contract.messageBatches;
const f = contract.communicationFeed;
const a = contract.attachments;

type World = Awaited<ReturnType<typeof communicationsWorld>>;

describe.each(testDatabases())('email batches of attachments on $name', (testDb) => {
  const h = useAppWithFiles(testDb);
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(() => smtp.close());

  /** Uploads a file to a profile; answers its agent attachment id. */
  async function attachToAgent(
    w: World,
    agentId: number,
    fileName: string,
    bytes = SampleFiles.pdf,
  ) {
    const up = await uploadFile(
      h.app,
      a.CreateAgentAttachment,
      { TopsAgentId: agentId },
      { fileName, bytes },
      w.token,
    );
    expect(up.status).toBe(200);
    return up.body.TopsAgentAttachmentId;
  }

  /** Uploads a file to a bank account; answers its bank account attachment id. */
  async function attachToBankAccount(w: World, bankAccountId: number, fileName: string) {
    const up = await uploadFile(
      h.app,
      a.CreateBankAccountAttachment,
      { BankAccountId: bankAccountId },
      { fileName, bytes: SampleFiles.pdf },
      w.token,
    );
    expect(up.status).toBe(200);
    return up.body.BankAccountAttachmentId;
  }

  /** The company's outbox: each mail with its files, by address. */
  function outbox(w: World) {
    return h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ to_address: string; kind: string; files: string[]; keys: string[] }>(
        tx,
        sql`select m.to_address, m.kind,
                   array(select x.file_name from mail_outbox_attachments x
                          where x.mail_id = m.id order by x.position) as files,
                   array(select x.storage_key from mail_outbox_attachments x
                          where x.mail_id = m.id order by x.position) as keys
              from mail_outbox m order by m.to_address`,
      ),
    );
  }

  /** A batch's recipients, summary recipients last. */
  async function recipientsOf(w: World, messageBatchItemId: number) {
    const page = await callApi(
      h.app,
      m.GetMessageBatchRecipients,
      { query: { messageBatchItemId } },
      w.token,
    );
    return page.body.Recipients;
  }

  /** The storage key of an attachment by its file name. */
  async function storageKeyOf(w: World, fileName: string) {
    const [row] = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ storage_key: string }>(
        tx,
        sql`select storage_key from attachments where file_name = ${fileName}`,
      ),
    );
    return row?.storage_key;
  }

  it('emails three owners their own files and the community’s: one without email stays invalid; release, outbox, SMTP, feed', async () => {
    const w = await communicationsWorld(h, 4);
    // Owners 1 and 4 have an address; owner 2 has none.
    const [one, two, , four] = w.homes.map((home) => home.ownerId);
    if (!one || !two || !four) throw new Error('no owners');
    const statement1 = await attachToAgent(w, one, 'Statement-1.pdf');
    const photo1 = await attachToAgent(w, one, 'Violation-1.png', SampleFiles.png);
    const statement2 = await attachToAgent(w, two, 'Statement-2.pdf');
    const statement4 = await attachToAgent(w, four, 'Statement-4.pdf');
    const rules = await attachToAgent(w, w.communityId, 'Pool rules.pdf');
    const accrued = await callApi(
      h.app,
      m.AccrueEmailMessageBatchViaAgentAttachments,
      {
        body: {
          communityAgentId: w.communityId,
          recipients: [
            { ownerAgentId: one, agentAttachmentIds: [statement1, photo1, rules] },
            { ownerAgentId: two, agentAttachmentIds: [statement2, rules] },
            { ownerAgentId: four, agentAttachmentIds: [statement4, rules, statement4] },
          ],
          subject: 'Your statement and the pool rules',
          body: 'Please find your files attached.',
          summaryEmailAddresses: ['manager@example.com'],
        },
      },
      w.token,
    );
    expect(accrued.status).toBe(200);
    const id = accrued.body.TopsItemId;
    const header = await callApi(
      h.app,
      m.GetMessageBatchReviewHeader,
      { query: { messageBatchItemId: id } },
      w.token,
    );
    expect(header.body).toMatchObject({
      TopsStatusId: StatusId.Incomplete,
      Content: MessageBatchContent.AgentAttachments,
      TopsTemplateId: null,
      TemplateName: 'Profile attachments',
      DeliveryMethodId: DeliveryMethodId.Email,
      Recipients: 3,
      EmailRecipients: 2,
      PrintRecipients: 0,
      InvalidRecipients: 1,
      SummaryRecipients: 1,
    });
    expect(
      (await recipientsOf(w, id)).map((r) => [
        r.Name,
        r.isValid,
        r.validationError,
        r.Attachments.map((x) => x.FileName),
      ]),
    ).toEqual([
      ['Owner1 Home001', true, null, ['Statement-1.pdf', 'Violation-1.png', 'Pool rules.pdf']],
      [
        'Owner2 Home002',
        false,
        MessageBatchMessages.emailRequired,
        ['Statement-2.pdf', 'Pool rules.pdf'],
      ],
      ['Owner4 Home004', true, null, ['Statement-4.pdf', 'Pool rules.pdf']],
      ['manager@example.com', true, null, []],
    ]);
    const dry = await callApi(
      h.app,
      m.GetMessageBatchDryRun,
      { query: { messageBatchItemId: id } },
      w.token,
    );
    expect(dry.body).toMatchObject({
      Recipients: 2,
      Email: 2,
      Print: 0,
      Invalid: [{ Name: 'Owner2 Home002', validationError: MessageBatchMessages.emailRequired }],
      CostEstimates: [],
    });
    const samples = await fetchFile(
      h.app,
      `${m.GetSampleLetters.path}?messageBatchItemId=${id}`,
      w.token,
    );
    expect(samples.status).toBe(400);
    // Subject and text change; a template or another delivery does not fit such a batch.
    const withTemplate = await callApi(
      h.app,
      m.UpdateMessageBatch,
      {
        body: {
          messageBatchItemId: id,
          deliveryMethodId: DeliveryMethodId.Email,
          topsTemplateId: w.communityId,
          subject: 'x',
        },
      },
      w.token,
    );
    expect(withTemplate.status).toBe(400);
    expect(withTemplate.errorMessage).toBe(MessageBatchMessages.attachmentsByEmailOnly);
    const printed = await callApi(
      h.app,
      m.UpdateMessageBatch,
      {
        body: { messageBatchItemId: id, deliveryMethodId: DeliveryMethodId.Print, subject: 'x' },
      },
      w.token,
    );
    expect(printed.errorMessage).toBe(MessageBatchMessages.attachmentsByEmailOnly);
    const updated = await callApi(
      h.app,
      m.UpdateMessageBatch,
      {
        body: {
          messageBatchItemId: id,
          deliveryMethodId: DeliveryMethodId.Email,
          subject: 'Your March statement',
          body: 'Attached: your statement and the pool rules.',
        },
      },
      w.token,
    );
    expect(updated.body).toMatchObject({
      TopsStatusId: StatusId.Updated,
      Subject: 'Your March statement',
      Recipients: 3,
      InvalidRecipients: 1,
    });
    // The community's file is taken off its profile: the batch keeps it and still sends it.
    const rulesKey = await storageKeyOf(w, 'Pool rules.pdf');
    const deleted = await callApi(
      h.app,
      a.DeleteAgentAttachment,
      { params: { id: rules } },
      w.token,
    );
    expect(deleted.status).toBe(200);

    const released = await callApi(
      h.app,
      m.ReleaseMessageBatch,
      { body: { messageBatchItemId: id } },
      w.token,
    );
    expect(released.body).toMatchObject({
      TopsStatusId: StatusId.Complete,
      ProgressDone: 2,
      ProgressTotal: 2,
      ReleaseError: null,
      PrintOrder: null,
    });
    const mails = await outbox(w);
    expect(mails.map((x) => [x.to_address, x.kind, x.files])).toEqual([
      ['manager@example.com', 'message-batch-summary', []],
      [
        'owner1@example.com',
        'message-batch',
        ['Statement-1.pdf', 'Violation-1.png', 'Pool rules.pdf'],
      ],
      ['owner4@example.com', 'message-batch', ['Statement-4.pdf', 'Pool rules.pdf']],
    ]);
    expect(mails[2]?.keys).toEqual([await storageKeyOf(w, 'Statement-4.pdf'), rulesKey]);
    const listed = await callApi(h.app, contract.mail.GetOutbox, { query: {} }, w.token);
    expect(
      listed.body.Mails.find((x) => x.ToAddress === 'owner4@example.com')?.AttachmentNames,
    ).toEqual(['Statement-4.pdf', 'Pool rules.pdf']);
    // SMTP gets each mail with every one of its files.
    const sender = smtpSender({ smtpUrl: smtp.url, from: 'office@example.com' });
    expect(
      await deliverOutbox(h.database, w.companyId, sender, new LocalFileStore(h.filesRoot)),
    ).toEqual({ sent: 3, failed: 0 });
    sender.close();
    const raw = smtp.received.find((x) => x.to.includes('owner1@example.com'))?.raw ?? '';
    for (const name of ['Statement-1.pdf', 'Violation-1.png', 'Pool rules.pdf'])
      expect(raw).toMatch(new RegExp(`filename="?${name.replace('.', '\\.')}"?`));
    // The delivery ledger lists each piece with its files.
    const feed = await callApi(h.app, f.GetByParent, { query: { parentItemId: id } }, w.token);
    expect(
      feed.body.Communications.map((c) => [
        c.Name,
        c.Channel,
        c.State,
        c.TemplateName,
        c.Attachments.map((x) => x.FileName),
      ]),
    ).toEqual([
      [
        'Owner4 Home004',
        'Email',
        'Sent',
        'Profile attachments',
        ['Statement-4.pdf', 'Pool rules.pdf'],
      ],
      [
        'Owner1 Home001',
        'Email',
        'Sent',
        'Profile attachments',
        ['Statement-1.pdf', 'Violation-1.png', 'Pool rules.pdf'],
      ],
    ]);
    const mine = await callApi(h.app, f.GetByAgent, { query: { agentId: one } }, w.token);
    expect(mine.body.Communications.map((c) => [c.Subject, c.Attachments.length])).toEqual([
      ['Your March statement', 3],
    ]);
    const theirs = await callApi(h.app, f.GetCountByAgent, { query: { agentId: two } }, w.token);
    expect(theirs.body.Count).toBe(0);
  });

  it('sends a file only to its profile or, from the community, to its owners; another community’s or company’s file is not found', async () => {
    const w = await communicationsWorld(h, 2);
    const other = await communicationsWorld(h, 1);
    const [one, two] = w.homes.map((home) => home.ownerId);
    if (!one || !two) throw new Error('no owners');
    const hers = await attachToAgent(w, two, 'Statement-2.pdf');
    const elsewhere = await insertOwnerAndVendor(h.database, w.companyId, w.otherCommunityId);
    const otherCommunity = await attachToAgent(w, elsewhere.ownerId, 'Elsewhere.pdf');
    const foreign = await attachToAgent(other, other.homes[0]?.ownerId ?? 0, 'Foreign.pdf');
    const accrue = (ownerAgentId: number, agentAttachmentIds: number[]) =>
      callApi(
        h.app,
        m.AccrueEmailMessageBatchViaAgentAttachments,
        {
          body: {
            communityAgentId: w.communityId,
            recipients: [{ ownerAgentId, agentAttachmentIds }],
            subject: 'Files',
          },
        },
        w.token,
      );
    const notHers = await accrue(one, [hers]);
    expect(notHers.status).toBe(400);
    expect(notHers.errorMessage).toBe(MessageBatchMessages.attachmentNotForRecipient);
    expect((await accrue(two, [otherCommunity])).status).toBe(404);
    expect((await accrue(two, [foreign])).status).toBe(404);
    const notAnOwner = await accrue(elsewhere.ownerId, [hers]);
    expect(notAnOwner.status).toBe(400);
    const none = await accrue(two, []);
    expect(none.status).toBe(400);
    expect(none.errorMessage).toContain(MessageBatchMessages.noAttachments);
    const batches = await callApi(
      h.app,
      m.GetMessageBatches,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(batches.body.TotalCount).toBe(0);
    expect((await accrue(two, [hers])).status).toBe(200);
  });

  it('emails a bank account’s files to typed addresses and an owner; another company’s is not found', async () => {
    const w = await communicationsWorld(h, 1);
    const other = await communicationsWorld(h, 1);
    const [one] = w.homes.map((home) => home.ownerId);
    if (!one) throw new Error('no owner');
    const account = await insertBankAccount(h.database, w.companyId, w.communityId);
    const statement = await attachToBankAccount(w, account, 'March statement.pdf');
    const checks = await attachToBankAccount(w, account, 'March checks.pdf');
    const otherAccount = await insertBankAccount(h.database, other.companyId, other.communityId);
    const foreign = await attachToBankAccount(other, otherAccount, 'Foreign statement.pdf');
    const accrue = (body: {
      bankAccountAttachmentIds: number[];
      ownerAgentIds?: number[];
      emailAddresses?: string[];
    }) =>
      callApi(
        h.app,
        m.AccrueEmailMessageBatchViaBankAccountAttachments,
        {
          body: {
            communityAgentId: w.communityId,
            subject: 'March bank statement',
            body: 'The operating account’s statement for March.',
            ...body,
          },
        },
        w.token,
      );
    expect(
      (await accrue({ bankAccountAttachmentIds: [foreign], emailAddresses: ['a@b.co'] })).status,
    ).toBe(404);
    const nobody = await accrue({ bankAccountAttachmentIds: [statement] });
    expect(nobody.status).toBe(400);
    expect(nobody.errorMessage).toBe(MessageBatchMessages.noAttachmentRecipients);
    const accrued = await accrue({
      bankAccountAttachmentIds: [statement, checks],
      ownerAgentIds: [one],
      emailAddresses: ['board@example.com', 'treasurer@example.org', 'not-an-address'],
    });
    expect(accrued.status).toBe(200);
    const id = accrued.body.TopsItemId;
    expect(
      (await recipientsOf(w, id)).map((r) => [
        r.Name,
        r.validationError,
        r.Attachments.map((x) => x.FileName),
      ]),
    ).toEqual([
      ['board@example.com', null, ['March statement.pdf', 'March checks.pdf']],
      [
        'not-an-address',
        'not-an-address is not a valid email address.',
        ['March statement.pdf', 'March checks.pdf'],
      ],
      ['Owner1 Home001', null, ['March statement.pdf', 'March checks.pdf']],
      ['treasurer@example.org', null, ['March statement.pdf', 'March checks.pdf']],
    ]);
    const released = await callApi(
      h.app,
      m.ReleaseMessageBatch,
      { body: { messageBatchItemId: id } },
      w.token,
    );
    expect(released.body).toMatchObject({
      Content: MessageBatchContent.BankAccountAttachments,
      TemplateName: 'Bank account attachments',
      TopsStatusId: StatusId.Complete,
      ProgressDone: 3,
    });
    const files = ['March statement.pdf', 'March checks.pdf'];
    expect((await outbox(w)).map((x) => [x.to_address, x.files])).toEqual([
      ['board@example.com', files],
      ['owner1@example.com', files],
      ['treasurer@example.org', files],
    ]);
    const feed = await callApi(h.app, f.GetByParent, { query: { parentItemId: id } }, w.token);
    expect(feed.body.TotalCount).toBe(3);
    expect(
      feed.body.Communications.map((c) => [c.Name, c.TopsAgentId, c.Attachments.length]),
    ).toEqual([
      ['treasurer@example.org', null, 2],
      ['board@example.com', null, 2],
      ['Owner1 Home001', one, 2],
    ]);
    const list = await callApi(
      h.app,
      m.GetMessageBatches,
      { query: { communityAgentId: w.communityId } },
      w.token,
    );
    expect(list.body.Batches.map((b) => [b.Content, b.TemplateName])).toEqual([
      [MessageBatchContent.BankAccountAttachments, 'Bank account attachments'],
    ]);
  });
});
