import { randomUUID } from 'node:crypto';
import type { MessageBatchHeader } from '@hoa/contract';
import { queryRows, sql, type Database } from '@hoa/db';
import { AttachmentTypeId, FileTypes, MailroomDeliveryOptionId, StatusId } from '@hoa/domain';
import { renderEachLetterPdf } from '../../documents/index';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { PrintVendor } from '../../print/print-vendor';
import { loadSession } from '../auth/index';
import { queueMail } from '../mail/index';
import { letterSender, templateBytes, templateSource, type LetterSender } from '../templates/index';
import { emailAttachmentsChunk } from './attachment-emails';
import { batchHeader } from './batch-header';
import { batchLetterRecipients } from './batch-letter-values';
import { letterMaker } from './letter-maker';
import { printOrder } from './print-order';
import { letterKeyColumns, letterKeyOf } from './recipient-rows';
import { recordDeliveries, releaseChunkSize } from './release-chunks';

/** What a release job is given: ids only (pg-boss's tables have no row-level security). */
export interface ReleaseRequest {
  companyId: number;
  userId: number;
  batchItemId: number;
}

export interface ReleaseDeps {
  database: Database;
  files: FileStore;
  printVendor: PrintVendor;
}

export interface Setup {
  batchItemId: number;
  communityAgentId: number;
  /**
   * The item the batch sends the letters of (a collection run, a violation): its deliveries are
   * recorded for it.
   */
  sourceItemId: number | null;
  subject: string;
  body: string;
  templateName: string;
  isColor: boolean;
  isDoubleSided: boolean;
  mailroomDeliveryOption: number;
  includeReturnEnvelope: boolean;
  prepaidReturnPostage: boolean;
  sender: LetterSender;
  source: Awaited<ReturnType<typeof templateSource>>;
}

interface ChunkRecipient {
  id: number;
  agentId: number;
  delivery: 'Print' | 'Email';
  email: string | null;
  /** What its letter is sent for, in a batch of letters of several; else null. */
  subjectItemId: number | null;
}

/** The print channels of the mailroom option: first class, certified, or both. */
function printChannels(option: number): string[] {
  if (option === MailroomDeliveryOptionId.Certified) return ['Certified'];
  if (option === MailroomDeliveryOptionId.Both) return ['Print', 'Certified'];
  return ['Print'];
}

/**
 * Releases a batch (status Open): each valid recipient's letter is rendered with the values of
 * the day, stored and attached to the owner's profile; email recipients get it by email through
 * the outbox; print recipients' letters are then merged into one PDF, kept in the print queue and
 * handed to the print vendor. A batch of attached files emails each recipient its own files
 * instead (attachment-emails.ts). Each piece is a row of the delivery ledger. Work is done and
 * committed in chunks, so a failed release can be released again and goes on where it stopped;
 * the batch ends Complete, or Updated with the error.
 */
export async function runMessageBatchRelease(
  deps: ReleaseDeps,
  request: ReleaseRequest,
): Promise<void> {
  const asCaller = <T>(work: (ctx: RequestContext) => Promise<T>) =>
    deps.database.withTenant(
      { companyId: request.companyId, userId: request.userId },
      async (tx) => {
        const user = await loadSession(tx, request.userId);
        if (!user) throw unauthorized();
        return work({ tx, user, tokenHash: '' });
      },
    );
  const id = request.batchItemId;
  try {
    const header = await asCaller((ctx) => batchHeader(ctx, id));
    if (header.TopsStatusId !== StatusId.Open) return;
    if (header.TopsTemplateId === null) {
      const message = { subject: header.Subject, body: header.Body };
      while ((await asCaller((ctx) => emailAttachmentsChunk(ctx, id, message))) > 0);
    } else {
      const templateId = header.TopsTemplateId;
      const setup = await asCaller((ctx) => loadSetup(ctx, header, templateId));
      const bytes = await templateBytes(deps.files, setup.source);
      const make = letterMaker(bytes);
      for (let after = 0; ;) {
        const chunk = await asCaller((ctx) => nextChunk(ctx, id, after, setup));
        if (chunk.length === 0) break;
        const stored = await storeLetters(deps.files, request.companyId, setup, make, chunk);
        await asCaller((ctx) => recordChunk(ctx, id, setup, stored));
        after = chunk.at(-1)?.recipient.id ?? after;
      }
      await printOrder(deps, asCaller, request, setup, make);
    }
    await asCaller((ctx) => finish(ctx, id, header.Subject));
  } catch (error) {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
    await asCaller((ctx) =>
      ctx.tx.execute(
        sql`with b as (update message_batches set release_error = ${message} where item_id = ${id})
            update items set status_id = ${StatusId.Updated}, updated_at = now() where id = ${id}`,
      ),
    );
  }
}

/** A letter batch's template options, sender and document. */
async function loadSetup(
  ctx: RequestContext,
  header: MessageBatchHeader,
  templateId: number,
): Promise<Setup> {
  const [options] = await queryRows<{
    is_color: boolean;
    is_double_sided: boolean;
    mailroom_delivery_option: number;
    include_return_envelope: boolean;
    prepaid_return_postage: boolean;
  }>(
    ctx.tx,
    sql`select is_color, is_double_sided, mailroom_delivery_option, include_return_envelope,
               prepaid_return_postage from templates where id = ${templateId}`,
  );
  const sender = await letterSender(ctx, header.CommunityAgentId);
  return {
    batchItemId: header.TopsItemId,
    communityAgentId: header.CommunityAgentId,
    sourceItemId: header.SourceItemId,
    subject: header.Subject,
    body: header.Body,
    templateName: header.TemplateName,
    isColor: options?.is_color ?? false,
    isDoubleSided: options?.is_double_sided ?? false,
    mailroomDeliveryOption: options?.mailroom_delivery_option ?? 1,
    includeReturnEnvelope: options?.include_return_envelope ?? false,
    prepaidReturnPostage: options?.prepaid_return_postage ?? false,
    sender,
    source: await templateSource(ctx, templateId),
  };
}

/** The next recipients not yet released, with their letters' values as of today. */
async function nextChunk(ctx: RequestContext, batchItemId: number, after: number, setup: Setup) {
  const rows = await queryRows<{
    id: string | number;
    agent_id: string | number;
    property_agent_id: string | number;
    mailing_address: string | null;
    source_merge_values: Record<string, string> | null;
    delivery: 'Print' | 'Email';
    email_address: string | null;
    source_item_id: string | number | null;
  }>(
    ctx.tx,
    sql`select id, ${letterKeyColumns}, delivery, email_address, source_item_id
          from message_batch_recipients
         where item_id = ${batchItemId} and id > ${after} and not is_summary and not is_removed
           and is_valid and released_at is null
         order by id limit ${releaseChunkSize}`,
  );
  const letters = await batchLetterRecipients(ctx, setup, setup.sender, rows.map(letterKeyOf));
  return rows.flatMap((row, i) => {
    const owner = letters[i];
    const recipient: ChunkRecipient = {
      id: Number(row.id),
      agentId: Number(row.agent_id),
      delivery: row.delivery,
      email: row.email_address,
      subjectItemId: row.source_item_id === null ? null : Number(row.source_item_id),
    };
    // A recipient no longer an owner or renter of the property is not sent to.
    return owner ? [{ recipient, owner }] : [];
  });
}

type Chunk = Awaited<ReturnType<typeof nextChunk>>;
type Stored = (Chunk[number] & { storageKey: string; sizeBytes: number })[];

/** Renders and stores each recipient's letter (outside any transaction). */
async function storeLetters(
  files: FileStore,
  companyId: number,
  setup: Setup,
  make: ReturnType<typeof letterMaker>,
  chunk: Chunk,
): Promise<Stored> {
  const pdfs = await renderEachLetterPdf(
    chunk.map((entry) => make(setup.sender.returnLines, entry.owner.values)),
    { title: setup.templateName, isDoubleSided: false },
  );
  const stored: Stored = [];
  for (const [i, entry] of chunk.entries()) {
    const pdf = pdfs[i] ?? new Uint8Array();
    const storageKey = newStorageKey(companyId, randomUUID());
    await files.put(storageKey, pdf, FileTypes.Pdf);
    stored.push({ ...entry, storageKey, sizeBytes: pdf.length });
  }
  return stored;
}

/** A letter's file name: the subject's letters and digits. */
const letterFileName = (subject: string) =>
  `${
    subject
      .replace(/[^A-Za-z0-9 .-]/g, '')
      .trim()
      .slice(0, 80) || 'Letter'
  }.pdf`;

/** The chunk's attachments, profile links, emails, delivery rows and recipients, set-based. */
async function recordChunk(ctx: RequestContext, batchItemId: number, setup: Setup, stored: Stored) {
  const fileName = letterFileName(setup.subject);
  const attached = await queryRows<{ id: string | number; storage_key: string }>(
    ctx.tx,
    sql`insert into attachments (company_id, attachment_type_id, content_type, file_name,
                                 display_name, size_bytes, storage_key, uploaded_by_user_id)
        select ${ctx.user.companyId}, ${AttachmentTypeId.Document}, ${FileTypes.Pdf}, ${fileName},
               ${fileName}, r.size_bytes, r.storage_key, ${ctx.user.userId}
          from jsonb_to_recordset(${JSON.stringify(stored.map((s) => ({ size_bytes: s.sizeBytes, storage_key: s.storageKey })))}::jsonb)
               as r(size_bytes bigint, storage_key text)
     returning id, storage_key`,
  );
  const attachmentOf = new Map(attached.map((a) => [a.storage_key, Number(a.id)]));
  const rows = stored.map((s) => ({
    recipient_id: s.recipient.id,
    agent_id: s.recipient.agentId,
    attachment_id: attachmentOf.get(s.storageKey) ?? 0,
    merge_values: s.owner.values,
  }));
  await ctx.tx.execute(
    sql`insert into agent_attachments (company_id, agent_id, attachment_id, is_gallery, tags)
        select ${ctx.user.companyId}, r.agent_id, r.attachment_id, false, array['Letter']
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(agent_id bigint, attachment_id bigint)`,
  );
  const emails = stored.filter((s) => s.recipient.delivery === 'Email');
  const mailIds = await queueMail(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    emails.map((s) => ({
      toAddress: s.recipient.email ?? '',
      toUserId: null,
      subject: setup.subject,
      body: setup.body,
      kind: 'message-batch',
      recipientAgentId: s.recipient.agentId,
      attachments: [{ storageKey: s.storageKey, fileName, contentType: FileTypes.Pdf }],
    })),
  );
  const deliveries = [
    ...emails.map((s, i) => ({
      recipient_id: s.recipient.id,
      agent_id: s.recipient.agentId,
      channel: 'Email',
      mail_outbox_id: mailIds[i] ?? null,
      subject_item_id: s.recipient.subjectItemId,
    })),
    ...stored
      .filter((s) => s.recipient.delivery === 'Print')
      .flatMap((s) =>
        printChannels(setup.mailroomDeliveryOption).map((channel) => ({
          recipient_id: s.recipient.id,
          agent_id: s.recipient.agentId,
          channel,
          mail_outbox_id: null,
          subject_item_id: s.recipient.subjectItemId,
        })),
      ),
  ];
  await recordDeliveries(
    ctx,
    { batchItemId, subjectItemId: setup.sourceItemId ?? batchItemId },
    deliveries,
    stored.length,
  );
  await ctx.tx.execute(
    sql`update message_batch_recipients m
           set merge_values = r.merge_values, attachment_id = r.attachment_id, released_at = now()
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
               as r(recipient_id bigint, attachment_id bigint, merge_values jsonb)
         where m.id = r.recipient_id`,
  );
}

/** Complete: released now, and the summary addresses told what went out. */
async function finish(ctx: RequestContext, batchItemId: number, subject: string): Promise<void> {
  const header = await batchHeader(ctx, batchItemId);
  const summary = await queryRows<{ email_address: string }>(
    ctx.tx,
    sql`select email_address from message_batch_recipients
         where item_id = ${batchItemId} and is_summary and is_valid and not is_removed`,
  );
  const lines = [
    `The message batch "${subject}" of ${header.CommunityName} was released.`,
    `Emails: ${header.EmailRecipients}. Printed letters: ${header.PrintRecipients}.`,
    header.PrintOrder
      ? `Print order ${header.PrintOrder.OrderNumber ?? ''}: ${header.PrintOrder.Pages} pages.`
      : '',
  ].filter(Boolean);
  await queueMail(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    summary.map((s) => ({
      toAddress: s.email_address,
      toUserId: null,
      subject: `Released: ${subject}`.slice(0, 300),
      body: lines.join('\n'),
      kind: 'message-batch-summary',
    })),
  );
  await ctx.tx.execute(
    sql`with b as (update message_batches
                      set released_at = now(), released_by_user_id = ${ctx.user.userId},
                          release_error = null
                    where item_id = ${batchItemId})
        update items set status_id = ${StatusId.Complete}, updated_at = now()
         where id = ${batchItemId}`,
  );
}
