import { randomUUID } from 'node:crypto';
import { queryRows, sql, type Database } from '@hoa/db';
import { AttachmentTypeId, FileTypes, MailroomDeliveryOptionId, StatusId } from '@hoa/domain';
import { renderEachLetterPdf } from '../../documents/index';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { unauthorized } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import type { PrintVendor } from '../../print/print-vendor';
import { loadSession } from '../auth/index';
import { queueMail } from '../mail/index';
import {
  letterSender,
  ownerLetterRecipients,
  templateBytes,
  templateSource,
  type LetterSender,
} from '../templates/index';
import { batchHeader } from './batch-header';
import { letterMaker } from './letter-maker';
import { printOrder } from './print-order';

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

/** Recipients rendered, stored and recorded per transaction. */
const chunkSize = 200;

export interface Setup {
  communityAgentId: number;
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
  /** What the letters are sent for (the batch, or the violation it was made for) and its values. */
  subjectItemId: number;
  subjectMergeValues: Record<string, string>;
}

interface ChunkRecipient {
  id: number;
  agentId: number;
  delivery: 'Print' | 'Email';
  email: string | null;
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
 * handed to the print vendor. Each piece is a row of the delivery ledger. Work is done and
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
    const setup = await asCaller((ctx) => loadSetup(ctx, id));
    if (!setup) return;
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
    await asCaller((ctx) => finish(ctx, id, setup));
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

async function loadSetup(ctx: RequestContext, batchItemId: number): Promise<Setup | null> {
  const header = await batchHeader(ctx, batchItemId);
  if (header.TopsStatusId !== StatusId.Open) return null;
  const [options] = await queryRows<{
    is_color: boolean;
    is_double_sided: boolean;
    mailroom_delivery_option: number;
    include_return_envelope: boolean;
    prepaid_return_postage: boolean;
    subject_item_id: string | number;
    subject_merge_values: Record<string, string> | null;
  }>(
    ctx.tx,
    sql`select t.is_color, t.is_double_sided, t.mailroom_delivery_option,
               t.include_return_envelope, t.prepaid_return_postage,
               coalesce(b.subject_item_id, b.item_id) as subject_item_id, b.subject_merge_values
          from message_batches b join templates t on t.id = b.template_id
         where b.item_id = ${batchItemId}`,
  );
  const sender = await letterSender(ctx, header.CommunityAgentId);
  return {
    communityAgentId: header.CommunityAgentId,
    subject: header.Subject,
    body: header.Body,
    templateName: header.TemplateName,
    isColor: options?.is_color ?? false,
    isDoubleSided: options?.is_double_sided ?? false,
    mailroomDeliveryOption: options?.mailroom_delivery_option ?? 1,
    includeReturnEnvelope: options?.include_return_envelope ?? false,
    prepaidReturnPostage: options?.prepaid_return_postage ?? false,
    sender,
    source: await templateSource(ctx, header.TopsTemplateId),
    subjectItemId: Number(options?.subject_item_id ?? batchItemId),
    subjectMergeValues: options?.subject_merge_values ?? {},
  };
}

/** The next recipients not yet released, with their letters' values as of today. */
async function nextChunk(ctx: RequestContext, batchItemId: number, after: number, setup: Setup) {
  const rows = await queryRows<{
    id: string | number;
    agent_id: string | number;
    delivery: 'Print' | 'Email';
    email_address: string | null;
  }>(
    ctx.tx,
    sql`select id, agent_id, delivery, email_address from message_batch_recipients
         where item_id = ${batchItemId} and id > ${after} and not is_summary and not is_removed
           and is_valid and released_at is null
         order by id limit ${chunkSize}`,
  );
  const recipients: ChunkRecipient[] = rows.map((r) => ({
    id: Number(r.id),
    agentId: Number(r.agent_id),
    delivery: r.delivery,
    email: r.email_address,
  }));
  const owners = await ownerLetterRecipients(
    ctx,
    setup.communityAgentId,
    setup.sender,
    recipients.map((r) => r.agentId),
  );
  const byOwner = new Map(owners.map((o) => [o.ownerAgentId, o]));
  return recipients.flatMap((recipient) => {
    const owner = byOwner.get(recipient.agentId);
    // An owner who is no longer a billed owner of the community is not sent to.
    return owner
      ? [
          {
            recipient,
            owner: { ...owner, values: { ...owner.values, ...setup.subjectMergeValues } },
          },
        ]
      : [];
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
      attachmentKey: s.storageKey,
      attachmentName: fileName,
      attachmentType: FileTypes.Pdf,
    })),
  );
  const deliveries = [
    ...emails.map((s, i) => ({
      recipient_id: s.recipient.id,
      agent_id: s.recipient.agentId,
      channel: 'Email',
      mail_outbox_id: mailIds[i] ?? null,
    })),
    ...stored
      .filter((s) => s.recipient.delivery === 'Print')
      .flatMap((s) =>
        printChannels(setup.mailroomDeliveryOption).map((channel) => ({
          recipient_id: s.recipient.id,
          agent_id: s.recipient.agentId,
          channel,
          mail_outbox_id: null,
        })),
      ),
  ];
  await ctx.tx.execute(
    sql`insert into deliveries (company_id, batch_item_id, subject_item_id, recipient_id, agent_id,
                                channel, mail_outbox_id)
        select ${ctx.user.companyId}, ${batchItemId}, ${setup.subjectItemId}, r.recipient_id,
               r.agent_id,
               r.channel, r.mail_outbox_id
          from jsonb_to_recordset(${JSON.stringify(deliveries)}::jsonb)
               as r(recipient_id bigint, agent_id bigint, channel text, mail_outbox_id bigint)`,
  );
  await ctx.tx.execute(
    sql`update message_batch_recipients m
           set merge_values = r.merge_values, attachment_id = r.attachment_id, released_at = now()
          from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
               as r(recipient_id bigint, attachment_id bigint, merge_values jsonb)
         where m.id = r.recipient_id`,
  );
  await ctx.tx.execute(
    sql`update message_batches set progress_done = progress_done + ${stored.length}
         where item_id = ${batchItemId}`,
  );
}

/** Complete: released now, and the summary addresses told what went out. */
async function finish(ctx: RequestContext, batchItemId: number, setup: Setup): Promise<void> {
  const header = await batchHeader(ctx, batchItemId);
  const summary = await queryRows<{ email_address: string }>(
    ctx.tx,
    sql`select email_address from message_batch_recipients
         where item_id = ${batchItemId} and is_summary and is_valid and not is_removed`,
  );
  const lines = [
    `The message batch "${setup.subject}" of ${header.CommunityName} was released.`,
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
      subject: `Released: ${setup.subject}`.slice(0, 300),
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
