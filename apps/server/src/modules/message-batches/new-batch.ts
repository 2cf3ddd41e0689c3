import { items, messageBatches } from '@hoa/db';
import {
  DeliveryMethodId,
  localDay,
  messageBatchTemplateName,
  StatusId,
  TxnTypeId,
  type DeliveryMethod,
  type MessageBatchContentName,
} from '@hoa/domain';
import type { LetterRecipient } from '../templates/index';
import type { RequestContext } from '../../http/request-context';
import { addressRecipient, insertRecipients, ownerRecipient } from './recipient-rows';

export interface NewBatch {
  communityAgentId: number;
  content: MessageBatchContentName;
  /** A letter batch's template, else null. */
  templateId: number | null;
  /** The item's reference: the template's name, or what the batch sends. */
  reference: string;
  deliveryMethodId: DeliveryMethod;
  subject: string;
  body: string;
  /** The item whose letters the batch sends (a collection run, a violation), or null. */
  sourceItemId?: number | null;
  /** The merge values the source gives every letter (a violation's, as of its level). */
  sourceMergeValues?: Record<string, string> | null;
}

/** A new batch: its item (type 78, Incomplete, dated today) and its row; answers the item id. */
export async function insertBatch(ctx: RequestContext, batch: NewBatch): Promise<number> {
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: batch.communityAgentId,
      txnTypeId: TxnTypeId.MessageBatch,
      statusId: StatusId.Incomplete,
      eventDate: localDay(new Date()),
      reference: batch.reference.slice(0, 100),
      description: batch.subject,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  const batchItemId = item?.id ?? 0;
  await ctx.tx.insert(messageBatches).values({
    itemId: batchItemId,
    companyId: ctx.user.companyId,
    content: batch.content,
    templateId: batch.templateId,
    deliveryMethodId: batch.deliveryMethodId,
    subject: batch.subject,
    body: batch.body,
    sourceItemId: batch.sourceItemId ?? null,
    sourceMergeValues: batch.sourceMergeValues ?? null,
  });
  return batchItemId;
}

/** A recipient of a batch of attached files: an owner or an address, with the files it gets. */
export type FilesRecipient = (
  { owner: LetterRecipient; address?: never } | { address: string; owner?: never }
) & { attachmentIds: readonly number[] };

/**
 * A new batch of attached files (Email only, no template), its recipients checked by the email
 * rule with their files, and its summary addresses; answers the item id.
 */
export async function insertFilesBatch(
  ctx: RequestContext,
  batch: {
    communityAgentId: number;
    content: MessageBatchContentName;
    subject: string;
    body: string;
    summaryEmailAddresses: readonly string[];
  },
  recipients: readonly FilesRecipient[],
): Promise<number> {
  const batchItemId = await insertBatch(ctx, {
    communityAgentId: batch.communityAgentId,
    content: batch.content,
    templateId: null,
    reference: messageBatchTemplateName(batch.content, null),
    deliveryMethodId: DeliveryMethodId.Email,
    subject: batch.subject,
    body: batch.body,
  });
  await insertRecipients(ctx, batchItemId, [
    ...recipients.map((r) => ({
      ...(r.owner
        ? ownerRecipient(r.owner, DeliveryMethodId.Email, false)
        : addressRecipient(r.address, false)),
      attachment_ids: r.attachmentIds,
    })),
    ...batch.summaryEmailAddresses.map((address) => addressRecipient(address, true)),
  ]);
  return batchItemId;
}
