import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { DeliveryMethodId, MessageBatchMessages, StatusId, TemplateTypeId } from '@hoa/domain';
import { callApi, signIn } from '../../../test/api';
import { useApp } from '../../../test/app-harness';
import { fetchFile } from '../../../test/attachments-factories';
import {
  communicationsWorld,
  templateDocx,
  uploadTemplate,
} from '../../../test/communications-factories';
import { pdfText } from '../../../test/coupon-factories';
import { testDatabases } from '../../../test/databases';
import { createTestCompany } from '../../../test/factories';
import { buildApp } from '../../app';
import { LocalFileStore } from '../../files/local-file-store';
import { startMessageBatchReleases } from '../../jobs/message-batch-releases';
import { openJobRunner } from '../../jobs/job-runner';
import { DropFolderPrintVendor } from '../../print/drop-folder-print-vendor';

const m = contract.messageBatches;
const f = contract.communicationFeed;

describe.each(testDatabases())('message batches on $name', (testDb) => {
  const h = useApp(testDb);

  /** A linked letter template with the owner's name and balance. */
  async function balanceTemplate(
    w: Awaited<ReturnType<typeof communicationsWorld>>,
    app: FastifyInstance = h.app,
  ) {
    const up = await uploadTemplate(
      app,
      w.token,
      { TopsTemplateTypeId: TemplateTypeId.Letter },
      {
        fileName: 'Balance letter.docx',
        bytes: await templateDocx([
          'Dear {OwnerName},',
          'Account {AccountNumber}: you owe {Balance}.',
        ]),
      },
    );
    expect(up.status).toBe(200);
    const id = up.body.Template.TopsTemplateId;
    await callApi(
      app,
      contract.templates.LinkTemplateToCommunity,
      { body: { templateIds: [id], communityAgentId: w.communityId } },
      w.token,
    );
    return id;
  }

  it('accrues a smart batch of 20 owners, removes one, releases it: outbox, print PDF, feed', async () => {
    const w = await communicationsWorld(h, 20);
    const templateId = await balanceTemplate(w);
    const accrued = await callApi(
      h.app,
      m.AccrueMessageBatch,
      {
        body: {
          communityAgentId: w.communityId,
          topsTemplateId: templateId,
          deliveryMethodId: DeliveryMethodId.Smart,
          ownerAgentIds: w.homes.map((home) => home.ownerId),
          subject: 'Your January balance',
          body: 'Your letter is attached.',
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
    // Owners 1, 4, …, 19 (7) prefer email with an address; owner 2 prefers email without one.
    expect(header.body).toMatchObject({
      TopsStatusId: StatusId.Incomplete,
      IsEditable: true,
      Recipients: 20,
      EmailRecipients: 7,
      PrintRecipients: 13,
      InvalidRecipients: 0,
      SummaryRecipients: 1,
    });
    const recipients = await callApi(
      h.app,
      m.GetMessageBatchRecipients,
      { query: { messageBatchItemId: id } },
      w.token,
    );
    const second = recipients.body.Recipients.find((r) => r.Name === 'Owner2 Home002');
    expect(second).toMatchObject({ PrefersEmail: true, Delivery: 'Print', isValid: true });
    const last = recipients.body.Recipients.find((r) => r.Name === 'Owner20 Home020');
    const removed = await callApi(
      h.app,
      m.RemoveRecipientFromMessageBatch,
      {
        body: {
          messageBatchItemId: id,
          messageBatchRecipientId: last?.MessageBatchRecipientId ?? 0,
        },
      },
      w.token,
    );
    expect(removed.body.Message).toBe('You successfully removed Owner20 Home020');
    const dry = await callApi(
      h.app,
      m.GetMessageBatchDryRun,
      { query: { messageBatchItemId: id } },
      w.token,
    );
    expect(dry.body).toMatchObject({
      Recipients: 19,
      Print: 12,
      Email: 7,
      Invalid: [],
      NoAddress: [],
    });
    expect(dry.body.CostEstimates.map((c) => c.MailroomDeliveryOption)).toEqual([1, 2, 3]);
    expect(dry.body.CostEstimates[0]?.Cents).toBe(12 * 108);
    const samples = await fetchFile(
      h.app,
      `${m.GetSampleLetters.path}?messageBatchItemId=${id}`,
      w.token,
    );
    expect(samples.status).toBe(200);
    expect(pdfText(samples.bytes)).toContain('Owner1 Home001');

    const released = await callApi(
      h.app,
      m.ReleaseMessageBatch,
      { body: { messageBatchItemId: id } },
      w.token,
    );
    expect(released.status).toBe(200);
    expect(released.body).toMatchObject({
      TopsStatusId: StatusId.Complete,
      IsEditable: false,
      ProgressDone: 19,
      ProgressTotal: 19,
      ReleaseError: null,
    });
    expect(released.body.PrintOrder).toMatchObject({ Letters: 12, OrderState: 'Submitted' });
    // The outbox: 7 letters by email, each with its PDF, and the summary.
    const mails = await h.database.withTenant({ companyId: w.companyId, userId: null }, (tx) =>
      queryRows<{ to_address: string; kind: string; attachment_name: string | null }>(
        tx,
        sql`select m.to_address, m.kind, a.file_name as attachment_name
              from mail_outbox m left join mail_outbox_attachments a on a.mail_id = m.id
             order by m.id`,
      ),
    );
    expect(mails.filter((x) => x.kind === 'message-batch')).toHaveLength(7);
    expect(
      mails
        .filter((x) => x.kind === 'message-batch')
        .every((x) => x.attachment_name === 'Your January balance.pdf'),
    ).toBe(true);
    expect(
      mails.filter((x) => x.kind === 'message-batch-summary').map((x) => x.to_address),
    ).toEqual(['manager@example.com']);
    // The print queue: one PDF with each print recipient's name and balance.
    const print = await fetchFile(
      h.app,
      `${m.DownloadPrintFile.path}?messageBatchItemId=${id}`,
      w.token,
    );
    expect(print.status).toBe(200);
    const text = pdfText(print.bytes);
    const printed = w.homes.filter((_, i) => i % 3 !== 0 && i !== 19);
    expect(printed).toHaveLength(12);
    for (const [i, home] of w.homes.entries()) {
      const name = `Owner${i + 1} Home${String(i + 1).padStart(3, '0')}`;
      expect(text.includes(`Dear ${name},`), name).toBe(printed.includes(home));
    }
    expect(text).toContain('you owe $250.00');
    // The feed: every piece, newest first; each owner's letter kept on the profile.
    const feed = await callApi(h.app, f.GetByParent, { query: { parentItemId: id } }, w.token);
    expect(feed.body.TotalCount).toBe(19);
    expect(new Set(feed.body.Communications.map((c) => c.Channel))).toEqual(
      new Set(['Email', 'Print']),
    );
    expect(feed.body.Communications.find((c) => c.Channel === 'Print')?.Detail).toBe(
      released.body.PrintOrder?.OrderNumber,
    );
    const owner = w.homes[0]?.ownerId ?? 0;
    const count = await callApi(h.app, f.GetCountByAgent, { query: { agentId: owner } }, w.token);
    expect(count.body.Count).toBe(1);
    const mine = await callApi(h.app, f.GetByAgent, { query: { agentId: owner } }, w.token);
    expect(mine.body.Communications[0]).toMatchObject({ Channel: 'Email', State: 'Waiting' });
    const view = await fetchFile(
      h.app,
      `${f.GetFormLetterView.path}?deliveryId=${mine.body.Communications[0]?.DeliveryId}`,
      w.token,
    );
    expect(pdfText(view.bytes)).toContain('Dear Owner1 Home001,');
    const attached = await callApi(
      h.app,
      contract.attachments.GetAgentAttachments,
      { query: { agentId: owner } },
      w.token,
    );
    expect(attached.status).toBe(200);
    // Released: nothing more can change.
    const again = await callApi(
      h.app,
      m.RemoveRecipientFromMessageBatch,
      {
        body: {
          messageBatchItemId: id,
          messageBatchRecipientId: second?.MessageBatchRecipientId ?? 0,
        },
      },
      w.token,
    );
    expect([again.status, again.errorMessage]).toEqual([400, MessageBatchMessages.notEditable]);
    // The vendor's report is read back: mailed.
    const state = await callApi(
      h.app,
      contract.printVendor.GetOrderStateByBatchItemId,
      { query: { batchItemId: id } },
      w.token,
    );
    expect(state.body).toMatchObject({
      OrderNumber: released.body.PrintOrder?.OrderNumber,
      OrderState: 'Submitted',
    });
    // The print queue lists the order, for the community and for all the caller's communities.
    for (const query of [
      { communityAgentId: w.communityId },
      {},
      { orderState: 'Submitted' as const },
    ]) {
      const queue = await callApi(h.app, contract.printVendor.GetPrintQueue, { query }, w.token);
      expect(queue.body.TotalCount).toBe(1);
      expect(queue.body.Orders[0]).toMatchObject({
        BatchItemId: id,
        CommunityAgentId: w.communityId,
        Letters: 12,
        OrderNumber: released.body.PrintOrder?.OrderNumber,
        OrderState: 'Submitted',
      });
    }
    const mailed = await callApi(
      h.app,
      contract.printVendor.GetPrintQueue,
      { query: { orderState: 'Mailed' } },
      w.token,
    );
    expect(mailed.body.TotalCount).toBe(0);
  });

  it('marks email recipients without a valid address invalid, and keeps other companies out', async () => {
    const w = await communicationsWorld(h, 3);
    const templateId = await balanceTemplate(w);
    const accrued = await callApi(
      h.app,
      m.AccrueMessageBatch,
      {
        body: {
          communityAgentId: w.communityId,
          topsTemplateId: templateId,
          deliveryMethodId: DeliveryMethodId.Email,
          ownerAgentIds: w.homes.map((home) => home.ownerId),
          subject: 'By email',
          summaryEmailAddresses: ['not-an-address'],
        },
      },
      w.token,
    );
    const id = accrued.body.TopsItemId;
    const list = await callApi(
      h.app,
      m.GetMessageBatchRecipients,
      { query: { messageBatchItemId: id } },
      w.token,
    );
    expect(list.body.Recipients.map((r) => [r.Name, r.isValid, r.validationError])).toEqual([
      ['Owner1 Home001', true, null],
      ['Owner2 Home002', false, 'Email Address Required'],
      ['Owner3 Home003', false, 'Email Address Required'],
      ['not-an-address', false, 'not-an-address is not a valid email address.'],
    ]);
    const other = await createTestCompany(h.database);
    const otherToken = await signIn(h.app, other.admin.userName);
    const header = await callApi(
      h.app,
      m.GetMessageBatchReviewHeader,
      { query: { messageBatchItemId: id } },
      otherToken,
    );
    expect(header.status).toBe(404);
    const release = await callApi(
      h.app,
      m.ReleaseMessageBatch,
      { body: { messageBatchItemId: id } },
      otherToken,
    );
    expect(release.status).toBe(404);
    const queue = await callApi(
      h.app,
      contract.printVendor.GetPrintQueue,
      { query: { communityAgentId: w.communityId } },
      otherToken,
    );
    expect(queue.status).toBe(404);
    // Another community's owner cannot join the batch.
    const foreign = await callApi(
      h.app,
      m.AccrueMessageBatch,
      {
        body: {
          communityAgentId: w.otherCommunityId,
          topsTemplateId: templateId,
          deliveryMethodId: DeliveryMethodId.Print,
          ownerAgentIds: [w.homes[0]?.ownerId ?? 0],
          subject: 'Wrong community',
        },
      },
      w.token,
    );
    expect(foreign.status).toBe(400);
  });

  it('releases in the background when the process runs jobs, and reads the vendor’s report back', async () => {
    const w = await communicationsWorld(h, 4);
    const root = path.join(os.tmpdir(), `hoa-release-test-${randomUUID()}`);
    const files = new LocalFileStore(path.join(root, 'files'));
    const printVendor = new DropFolderPrintVendor(path.join(root, 'print'));
    const app = await buildApp({
      database: h.database,
      backgroundJobs: true,
      fileStore: files,
      printVendor,
    });
    const jobs = await openJobRunner(h.database, {
      databaseUrl: process.env.TEST_DATABASE_URL,
      pollingIntervalSeconds: 0.5,
    });
    try {
      await startMessageBatchReleases(h.database, jobs, { files, printVendor });
      const templateId = await balanceTemplate(w, app);
      const accrued = await callApi(
        app,
        m.AccrueMessageBatch,
        {
          body: {
            communityAgentId: w.communityId,
            topsTemplateId: templateId,
            deliveryMethodId: DeliveryMethodId.Print,
            ownerAgentIds: w.homes.map((home) => home.ownerId),
            subject: 'Certified notice',
          },
        },
        w.token,
      );
      const id = accrued.body.TopsItemId;
      await callApi(
        app,
        contract.templates.SaveTemplateOptions,
        {
          body: {
            Template: {
              TopsTemplateId: templateId,
              IsColor: false,
              IsDoubleSided: true,
              MailroomDeliveryOption: 2,
              IncludeReturnEnvelope: true,
              PrepaidReturnPostage: true,
            },
          },
        },
        w.token,
      );
      const queued = await callApi(
        app,
        m.ReleaseMessageBatch,
        { body: { messageBatchItemId: id } },
        w.token,
      );
      // Queued: Open (being released) until the job has done it.
      expect(queued.body.TopsStatusId).toBe(StatusId.Open);
      let header = queued.body;
      for (let i = 0; i < 120 && header.TopsStatusId !== StatusId.Complete; i++) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        header = (
          await callApi(
            app,
            m.GetMessageBatchReviewHeader,
            { query: { messageBatchItemId: id } },
            w.token,
          )
        ).body;
      }
      expect(header).toMatchObject({
        TopsStatusId: StatusId.Complete,
        ProgressDone: 4,
        ReleaseError: null,
      });
      const orderNumber = header.PrintOrder?.OrderNumber ?? '';
      // The drop folder holds the order: its PDF (double-sided: each letter starts on a front
      // side) and its manifest with every address and the certified flag.
      const folder = path.join(root, 'print', orderNumber);
      const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as {
        pages: number;
        mailroomDeliveryOption: number;
        letters: { name: string; firstPage: number; certified: boolean; recipientId: number }[];
      };
      expect(manifest.mailroomDeliveryOption).toBe(2);
      expect(manifest.letters.map((l) => [l.name, l.firstPage, l.certified])).toEqual([
        ['Owner1 Home001', 1, true],
        ['Owner2 Home002', 3, true],
        ['Owner3 Home003', 5, true],
        ['Owner4 Home004', 7, true],
      ]);
      expect(pdfText(await readFile(path.join(folder, 'letters.pdf')))).toContain('Owner4 Home004');
      // The vendor reports it mailed, with a tracking number for the first letter.
      const first = manifest.letters[0]?.recipientId ?? 0;
      await writeFile(
        path.join(folder, 'status.json'),
        JSON.stringify({
          state: 'Mailed',
          stateAt: '2026-11-30T15:00:00Z',
          certified: [{ recipientId: first, trackingNumber: '9407111899560000000001' }],
        }),
      );
      const state = await callApi(
        app,
        contract.printVendor.GetOrderStateByBatchItemId,
        { query: { batchItemId: id } },
        w.token,
      );
      expect(state.body).toMatchObject({ OrderNumber: orderNumber, OrderState: 'Mailed' });
      const certified = await callApi(
        app,
        contract.printVendor.GetCertifiedOrderDetails,
        { query: { orderNumber } },
        w.token,
      );
      expect(certified.body).toEqual([
        {
          Name: 'Owner1 Home001',
          TopsAgentId: w.homes[0]?.ownerId,
          TrackingNumber: '9407111899560000000001',
        },
      ]);
      const feed = await callApi(app, f.GetByParent, { query: { parentItemId: id } }, w.token);
      expect(feed.body.Communications.map((c) => [c.Channel, c.State])).toEqual(
        Array.from({ length: 4 }, () => ['Certified', 'Mailed']),
      );
    } finally {
      await jobs.stop();
      await app.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
