import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { messageBatches, queryRows, sql } from '@hoa/db';
import {
  DeliveryMethodId,
  MessageBatchContent,
  MessageBatchMessages,
  recipientRemovedMessage,
  StatusId,
  type DeliveryMethod,
} from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { letterRecipientsOf, letterSender } from '../templates/index';
import { sendableTemplate } from './accrue-message-batch';
import { batchHeader, editableBatch } from './batch-header';
import { recipientsOf } from './get-recipients';
import {
  addressRecipient,
  insertRecipients,
  letterKeyColumns,
  letterKeyOf,
  ownerRecipient,
} from './recipient-rows';

type C = typeof contract.messageBatches;

/** The batch becomes Updated (21) once changed after it was accrued. */
async function markUpdated(ctx: RequestContext, batchItemId: number): Promise<void> {
  await ctx.tx.execute(
    sql`update items set status_id = ${StatusId.Updated}, updated_at = now()
         where id = ${batchItemId}`,
  );
}

/**
 * MessageBatch/Update: a new template, delivery method, subject or body while the batch is
 * edited; the owners' delivery and validity are worked out again under the new method and
 * template (a removed recipient stays removed). An attachments batch changes its subject and body
 * only: it has no template and goes by email.
 */
export async function updateMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<C['UpdateMessageBatch']>,
): Promise<ResponseOf<C['UpdateMessageBatch']>> {
  const header = await editableBatch(ctx, body.messageBatchItemId);
  const id = body.messageBatchItemId;
  const method = body.deliveryMethodId as DeliveryMethod;
  const letters = header.Content === MessageBatchContent.Letter;
  if (!letters && (body.topsTemplateId !== undefined || method !== DeliveryMethodId.Email))
    throw badRequest(MessageBatchMessages.attachmentsByEmailOnly);
  if (letters && body.topsTemplateId === undefined)
    throw badRequest(MessageBatchMessages.templateRequired);
  const template =
    body.topsTemplateId === undefined
      ? null
      : // A violation's letter batch stays a CCR_Letter batch, a letter batch a Letter one.
        await sendableTemplate(
          ctx,
          body.topsTemplateId,
          header.CommunityAgentId,
          header.SourceItemId,
          header.TopsTemplateTypeId ?? undefined,
        );
  await ctx.tx
    .update(messageBatches)
    .set({
      templateId: template?.TopsTemplateId ?? null,
      deliveryMethodId: method,
      subject: body.subject,
      body: body.body,
    })
    .where(sql`${messageBatches.itemId} = ${id}`);
  if (template) {
    const kept = await queryRows<{
      id: string | number;
      agent_id: string | number;
      property_agent_id: string | number;
      mailing_address: string | null;
      source_merge_values: Record<string, string> | null;
      source_item_id: string | number | null;
      is_removed: boolean;
    }>(
      ctx.tx,
      sql`delete from message_batch_recipients
           where item_id = ${id} and not is_summary
       returning id, ${letterKeyColumns}, source_item_id, is_removed`,
    );
    const live = kept.filter((r) => !r.is_removed).sort((a, b) => Number(a.id) - Number(b.id));
    const sender = await letterSender(ctx, header.CommunityAgentId);
    const addressed = await letterRecipientsOf(
      ctx,
      header.CommunityAgentId,
      sender,
      live.map(letterKeyOf),
    );
    await insertRecipients(
      ctx,
      id,
      addressed.flatMap((letter, i) => {
        if (!letter) return [];
        const row = live[i];
        return [
          {
            ...ownerRecipient(letter, method, template.RequiresOwner),
            source_item_id: row?.source_item_id == null ? null : Number(row.source_item_id),
            source_merge_values: row?.source_merge_values ?? null,
          },
        ];
      }),
    );
  }
  await markUpdated(ctx, id);
  return batchHeader(ctx, id);
}

/** MessageBatch/AddSummaryRecipient: an address that gets the batch's summary. */
export async function addSummaryRecipient(
  ctx: RequestContext,
  { body }: InputOf<C['AddSummaryRecipient']>,
): Promise<ResponseOf<C['AddSummaryRecipient']>> {
  await editableBatch(ctx, body.messageBatchItemId);
  const recipient = addressRecipient(body.emailAddress, true);
  if (!recipient.is_valid) throw badRequest(recipient.validation_error ?? '');
  await insertRecipients(ctx, body.messageBatchItemId, [recipient]);
  await markUpdated(ctx, body.messageBatchItemId);
  const { Recipients } = await recipientsOf(ctx, body.messageBatchItemId, { summaryOnly: true });
  const added = Recipients.at(-1);
  if (!added) throw notFound();
  return added;
}

async function removeRecipient(
  ctx: RequestContext,
  batchItemId: number,
  recipientId: number,
  summary: boolean,
): Promise<{ Message: string }> {
  await editableBatch(ctx, batchItemId);
  const [removed] = await queryRows<{ name: string }>(
    ctx.tx,
    sql`update message_batch_recipients set is_removed = true
         where id = ${recipientId} and item_id = ${batchItemId} and is_summary = ${summary}
           and not is_removed
     returning name`,
  );
  if (!removed) throw notFound(MessageBatchMessages.recipientNotFound);
  await markUpdated(ctx, batchItemId);
  return { Message: recipientRemovedMessage(removed.name) };
}

/** MessageBatch/RemoveRecipientFromMessageBatch: 'You successfully removed {recipient}'. */
export function removeRecipientFromMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<C['RemoveRecipientFromMessageBatch']>,
): Promise<ResponseOf<C['RemoveRecipientFromMessageBatch']>> {
  return removeRecipient(ctx, body.messageBatchItemId, body.messageBatchRecipientId, false);
}

/** MessageBatch/RemoveSummaryRecipientFromMessageBatch. */
export function removeSummaryRecipientFromMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<C['RemoveSummaryRecipientFromMessageBatch']>,
): Promise<ResponseOf<C['RemoveSummaryRecipientFromMessageBatch']>> {
  return removeRecipient(ctx, body.messageBatchItemId, body.messageBatchRecipientId, true);
}

/**
 * A batch's letters withdrawn before they go out: each recipient removed as
 * RemoveRecipientFromMessageBatch removes it (the call's access checked). A batch released, even
 * in part (a letter printed or emailed), is left as it is: 'released', its letters are out.
 */
export async function withdrawMessageBatch(
  ctx: RequestContext,
  batchItemId: number,
): Promise<'withdrawn' | 'released'> {
  requireClaim(ctx, 'communications', 'update');
  const header = await batchHeader(ctx, batchItemId);
  const recipients = await queryRows<{ id: string | number; released: boolean }>(
    ctx.tx,
    sql`select id, released_at is not null as released from message_batch_recipients
         where item_id = ${batchItemId} and not is_removed and not is_summary order by id`,
  );
  if (!header.IsEditable || recipients.some((r) => r.released)) return 'released';
  for (const recipient of recipients) {
    await removeRecipientFromMessageBatch(ctx, {
      query: undefined,
      params: undefined,
      body: { messageBatchItemId: batchItemId, messageBatchRecipientId: Number(recipient.id) },
    });
  }
  return 'withdrawn';
}
