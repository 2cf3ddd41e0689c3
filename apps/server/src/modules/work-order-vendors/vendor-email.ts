import { randomUUID } from 'node:crypto';
import { attachments, itemAgentAttachments, queryRows, sql } from '@hoa/db';
import {
  AttachmentTypeId,
  defaultVendorEmailBody,
  FileTypes,
  formatDate,
  TemplateTypeId,
  todayIso,
  vendorEmailSubject,
  type VendorEmailValues,
  vendorRecipients,
} from '@hoa/domain';
import { templateBlocks, type LetterBlock } from '../../documents/index';
import { newStorageKey, type FileStore } from '../../files/file-store';
import { storeThenRecord } from '../../files/store-then-record';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { queueMail } from '../mail/index';
import { templateBytes, templateSource, type TemplateSource } from '../templates/index';
import { addEmailHistory, readEmailHistory } from './email-history';
import { requireWorkOrderFacts, type WorkOrderFacts } from './work-order-facts';
import { renderWorkOrderPdf, workOrderPdfName } from './work-order-pdf';

type Run = <T>(work: (ctx: RequestContext) => Promise<T>) => Promise<T>;

export interface VendorEmail {
  itemId: number;
  companyName: string;
  recipients: readonly string[];
  cc: readonly string[];
}

/** The community's Vendor template for the email's text, when its settings name a usable one. */
async function vendorTemplate(ctx: RequestContext, communityAgentId: number) {
  const [row] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select t.id::int8 as id from work_order_settings s
          join templates t on t.id = s.vendor_template_id
         where s.community_agent_id = ${communityAgentId}
           and t.template_type_id = ${TemplateTypeId.Vendor} and not t.is_deleted`,
  );
  return row ? templateSource(ctx, row.id) : null;
}

/** A template's merged body as plain text: paragraphs as lines, table rows as tab-separated lines. */
function plainText(blocks: readonly LetterBlock[]): string {
  return blocks
    .flatMap((b) => {
      if (b.kind === 'paragraph') return [b.runs.map((run) => run.text).join('')];
      if (b.kind === 'table') return b.rows.map((row) => row.join('\t'));
      return [''];
    })
    .join('\n')
    .trim();
}

function emailValues(facts: WorkOrderFacts, firstRecipient: string): Record<string, string> {
  const values: VendorEmailValues = {
    VendorName: facts.VendorName ?? '',
    WorkOrderNumber: String(facts.ItemId),
    WorkOrderSummary: facts.Summary,
    TargetDate: facts.TargetDate ? formatDate(facts.TargetDate) : '',
    CommunityName: facts.CommunityName,
    CompanyName: facts.CompanyName,
  };
  return {
    ...values,
    VendorAddress: facts.VendorAddress.join(', '),
    RecipientName: facts.VendorName ?? firstRecipient,
    LetterDate: formatDate(todayIso()),
  };
}

/** The email's text: the Vendor template merged, else the default text. */
async function emailBody(
  files: FileStore,
  template: TemplateSource | null,
  values: Record<string, string>,
  fallback: VendorEmailValues,
): Promise<string> {
  if (!template) return defaultVendorEmailBody(fallback);
  const text = plainText(templateBlocks(await templateBytes(files, template), values));
  return text === '' ? defaultVendorEmailBody(fallback) : text;
}

/** The PDF kept on the work order item: on the vendor's party of it (added when missing). */
async function attachPdf(
  ctx: RequestContext,
  facts: WorkOrderFacts,
  file: { storageKey: string; sizeBytes: number },
): Promise<number> {
  const companyId = ctx.user.companyId;
  const fileName = workOrderPdfName(facts.ItemId);
  const [row] = await ctx.tx
    .insert(attachments)
    .values({
      companyId,
      attachmentTypeId: AttachmentTypeId.Document,
      contentType: FileTypes.Pdf,
      fileName,
      displayName: fileName,
      sizeBytes: file.sizeBytes,
      storageKey: file.storageKey,
      uploadedByUserId: ctx.user.userId,
    })
    .returning({ id: attachments.id });
  if (!row) throw new Error('The work order PDF was not stored');
  const party = facts.VendorAgentId ?? facts.CommunityAgentId;
  const [itemAgent] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`with found as (
          select id from item_agents
           where item_id = ${facts.ItemId} and agent_id = ${party} and not is_deleted
           order by id limit 1),
        added as (
          insert into item_agents (company_id, item_id, agent_id)
          select ${companyId}, ${facts.ItemId}, ${party} where not exists (select 1 from found)
          returning id)
        select id::int8 as id from found union all select id::int8 from added`,
  );
  if (!itemAgent) throw new Error('The work order has no party to keep its PDF on');
  await ctx.tx
    .insert(itemAgentAttachments)
    .values({ companyId, itemAgentId: itemAgent.id, attachmentId: row.id });
  return row.id;
}

/**
 * Emails a work order as a PDF (SendEmailToVendor, SendEmailToVendorContact): the addresses are
 * checked, the work order read (workordermaintain update, a community of the caller's), the PDF
 * rendered and the text made from the community's Vendor template or the default text, outside
 * any transaction; then, in one transaction, the PDF is kept on the work order, ONE outbox mail
 * queued to the recipients and copies with the PDF attached, and the history written. The outbox
 * holds one address list per mail, so the copies are delivered among the mail's addresses; the
 * history keeps which were copies. Answers the history.
 */
export async function sendVendorEmail(run: Run, files: FileStore, email: VendorEmail) {
  const checked = vendorRecipients(email.recipients, email.cc);
  if (!checked.ok) throw badRequest(checked.message);
  const { facts, template, companyId } = await run(async (ctx) => {
    const read = await requireWorkOrderFacts(ctx, email.itemId, 'update');
    const source = await vendorTemplate(ctx, read.CommunityAgentId);
    return { facts: read, template: source, companyId: ctx.user.companyId };
  });
  const values = emailValues(facts, checked.recipients[0] ?? '');
  const body = await emailBody(files, template, values, {
    VendorName: values.VendorName ?? '',
    WorkOrderNumber: String(facts.ItemId),
    WorkOrderSummary: facts.Summary,
    TargetDate: values.TargetDate ?? '',
    CommunityName: facts.CommunityName,
    CompanyName: facts.CompanyName,
  });
  const pdf = await renderWorkOrderPdf(facts, new Date());
  const storageKey = newStorageKey(companyId, randomUUID());
  return storeThenRecord(files, { storageKey, bytes: pdf, contentType: FileTypes.Pdf }, () =>
    run(async (ctx) => {
      await requireWorkOrderFacts(ctx, email.itemId, 'update');
      const attachmentId = await attachPdf(ctx, facts, { storageKey, sizeBytes: pdf.length });
      const [mailId] = await queueMail(ctx.tx, ctx.user.companyId, ctx.user.userId, [
        {
          toAddress: checked.recipients.join(', '),
          ccAddress: checked.cc.length === 0 ? null : checked.cc.join(', '),
          toUserId: null,
          subject: vendorEmailSubject(facts.ItemId, facts.Summary),
          body,
          kind: 'work-order-vendor',
          ...(facts.VendorAgentId === null ? {} : { recipientAgentId: facts.VendorAgentId }),
          attachments: [
            { storageKey, fileName: workOrderPdfName(facts.ItemId), contentType: FileTypes.Pdf },
          ],
        },
      ]);
      await addEmailHistory(ctx, {
        itemId: facts.ItemId,
        companyName: email.companyName,
        recipients: checked.recipients,
        cc: checked.cc,
        attachmentId,
        mailOutboxId: mailId ?? null,
      });
      return readEmailHistory(ctx, facts.ItemId);
    }),
  );
}
