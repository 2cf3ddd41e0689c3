import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { messageBatches, queryRows, sql } from '@hoa/db';
import {
  MessageBatchMessages,
  recipientRemovedMessage,
  StatusId,
  type DeliveryMethod,
} from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { letterSender, ownerLetterRecipients } from '../templates/index';
import { sendableTemplate } from './accrue-message-batch';
import { batchHeader, editableBatch } from './batch-header';
import { recipientsOf } from './get-recipients';
import { insertRecipients, ownerRecipient, summaryRecipient } from './recipient-rows';

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
 * template (a removed recipient stays removed).
 */
export async function updateMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<C['UpdateMessageBatch']>,
): Promise<ResponseOf<C['UpdateMessageBatch']>> {
  const header = await editableBatch(ctx, body.messageBatchItemId);
  // A violation's letter batch stays a CCR_Letter batch, a letter batch a Letter one.
  const template = await sendableTemplate(
    ctx,
    body.topsTemplateId,
    header.CommunityAgentId,
    header.TopsTemplateTypeId,
  );
  const method = body.deliveryMethodId as DeliveryMethod;
  await ctx.tx
    .update(messageBatches)
    .set({
      templateId: template.TopsTemplateId,
      deliveryMethodId: method,
      subject: body.subject,
      body: body.body,
    })
    .where(sql`${messageBatches.itemId} = ${body.messageBatchItemId}`);
  const kept = await queryRows<{ agent_id: string | number; is_removed: boolean }>(
    ctx.tx,
    sql`delete from message_batch_recipients
         where item_id = ${body.messageBatchItemId} and not is_summary
     returning agent_id, is_removed`,
  );
  const live = kept.filter((r) => !r.is_removed).map((r) => Number(r.agent_id));
  const sender = await letterSender(ctx, header.CommunityAgentId);
  const owners = await ownerLetterRecipients(ctx, header.CommunityAgentId, sender, live);
  await insertRecipients(
    ctx,
    body.messageBatchItemId,
    owners.map((owner) => ownerRecipient(owner, method, template.RequiresOwner)),
  );
  await markUpdated(ctx, body.messageBatchItemId);
  return batchHeader(ctx, body.messageBatchItemId);
}

/** MessageBatch/AddSummaryRecipient: an address that gets the batch's summary. */
export async function addSummaryRecipient(
  ctx: RequestContext,
  { body }: InputOf<C['AddSummaryRecipient']>,
): Promise<ResponseOf<C['AddSummaryRecipient']>> {
  await editableBatch(ctx, body.messageBatchItemId);
  const recipient = summaryRecipient(body.emailAddress);
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
