import type { contract, InputOf, ResponseOf, Template } from '@hoa/contract';
import {
  MessageBatchContent,
  MessageBatchMessages,
  TemplateTypeId,
  usesCollectionMergeCodes,
  type DeliveryMethod,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadTemplateFor, type LetterRecipient } from '../templates/index';
import { insertBatch } from './new-batch';
import { addressRecipient, chosenOwners, insertRecipients, ownerRecipient } from './recipient-rows';

type Accrue = typeof contract.messageBatches.AccrueMessageBatch;

/**
 * A letter template the community may send (its own link or a system one) of the type (Letter
 * for a batch, CCR_Letter for a violation's level); else a 400. A template with collection codes
 * is sent only by a batch made from a collection run.
 */
export async function sendableTemplate(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
  sourceItemId: number | null,
  templateTypeId: number = TemplateTypeId.Letter,
) {
  const template = await loadTemplateFor(ctx, templateId, communityAgentId);
  if (!template.IsSystem && !template.IsLinked)
    throw badRequest(MessageBatchMessages.templateNotLinked);
  if (template.TopsTemplateTypeId !== templateTypeId)
    throw badRequest(MessageBatchMessages.letterTemplatesOnly);
  if (sourceItemId === null && usesCollectionMergeCodes(template.MergeCodes))
    throw badRequest(MessageBatchMessages.collectionTemplate);
  return template;
}

/** A letter batch to make: its template, owners (their letter values read), and its source. */
export interface NewMessageBatch {
  communityAgentId: number;
  template: Template;
  method: DeliveryMethod;
  owners: readonly LetterRecipient[];
  subject: string;
  body: string;
  summaryEmailAddresses: readonly string[];
  /** The item whose letters the batch sends (a collection run, a violation), or null. */
  sourceItemId: number | null;
  /** The merge values the source gives every letter (a violation's, as of its level). */
  sourceMergeValues?: Record<string, string>;
}

/**
 * Writes a letter batch (item type 78, Incomplete) with its recipients, each checked against the
 * delivery rules (an invalid one stays in the batch with its reason, and is not sent to), and its
 * summary addresses; answers its item id.
 */
export async function insertMessageBatch(
  ctx: RequestContext,
  batch: NewMessageBatch,
): Promise<number> {
  const batchItemId = await insertBatch(ctx, {
    communityAgentId: batch.communityAgentId,
    content: MessageBatchContent.Letter,
    templateId: batch.template.TopsTemplateId,
    reference: batch.template.Name,
    deliveryMethodId: batch.method,
    subject: batch.subject,
    body: batch.body,
    sourceItemId: batch.sourceItemId,
    sourceMergeValues: batch.sourceMergeValues ?? null,
  });
  await insertRecipients(ctx, batchItemId, [
    ...batch.owners.map((owner) =>
      ownerRecipient(owner, batch.method, batch.template.RequiresOwner),
    ),
    ...batch.summaryEmailAddresses.map((address) => addressRecipient(address, true)),
  ]);
  return batchItemId;
}

/**
 * MessageBatch/AccrueMessageBatch: a letter batch of the community's billed owners chosen (and,
 * as asked, a letter to each other address of theirs, to the property's other owners and to its
 * renter).
 */
export async function accrueMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<Accrue>,
): Promise<ResponseOf<Accrue>> {
  await requireCommunity(ctx, body.communityAgentId);
  const template = await sendableTemplate(ctx, body.topsTemplateId, body.communityAgentId, null);
  const owners = await chosenOwners(ctx, body.communityAgentId, body.ownerAgentIds, body);
  const batchItemId = await insertMessageBatch(ctx, {
    communityAgentId: body.communityAgentId,
    template,
    method: body.deliveryMethodId as DeliveryMethod,
    owners,
    subject: body.subject,
    body: body.body,
    summaryEmailAddresses: body.summaryEmailAddresses,
    sourceItemId: null,
  });
  return { TopsItemId: batchItemId };
}
