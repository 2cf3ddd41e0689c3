import type { contract, InputOf, ResponseOf, Template } from '@hoa/contract';
import { items, messageBatches } from '@hoa/db';
import {
  localDay,
  MessageBatchMessages,
  StatusId,
  TemplateTypeId,
  TxnTypeId,
  usesCollectionMergeCodes,
  type DeliveryMethod,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  letterSender,
  loadTemplateFor,
  ownerLetterRecipients,
  type LetterRecipient,
} from '../templates/index';
import { insertRecipients, ownerRecipient, summaryRecipient } from './recipient-rows';

type Accrue = typeof contract.messageBatches.AccrueMessageBatch;

/**
 * A letter template the community may send (its own link or a system one); else a 400. A
 * template with collection codes is sent only by a batch made from a collection run.
 */
export async function sendableTemplate(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
  sourceItemId: number | null,
) {
  const template = await loadTemplateFor(ctx, templateId, communityAgentId);
  if (!template.IsSystem && !template.IsLinked)
    throw badRequest(MessageBatchMessages.templateNotLinked);
  if (template.TopsTemplateTypeId !== TemplateTypeId.Letter)
    throw badRequest(MessageBatchMessages.letterTemplatesOnly);
  if (sourceItemId === null && usesCollectionMergeCodes(template.MergeCodes))
    throw badRequest(MessageBatchMessages.collectionTemplate);
  return template;
}

/** A batch to make: its template, owners (their letter values read), and what it was made for. */
export interface NewMessageBatch {
  communityAgentId: number;
  template: Template;
  method: DeliveryMethod;
  owners: readonly LetterRecipient[];
  subject: string;
  body: string;
  summaryEmailAddresses: readonly string[];
  /** The collection run whose letters the batch sends, or null. */
  sourceItemId: number | null;
}

/**
 * Writes a message batch (item type 78, Incomplete) with its recipients, each checked against the
 * delivery rules (an invalid one stays in the batch with its reason, and is not sent to), and its
 * summary addresses; answers its item id.
 */
export async function insertMessageBatch(
  ctx: RequestContext,
  batch: NewMessageBatch,
): Promise<number> {
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: batch.communityAgentId,
      txnTypeId: TxnTypeId.MessageBatch,
      statusId: StatusId.Incomplete,
      eventDate: localDay(new Date()),
      reference: batch.template.Name.slice(0, 100),
      description: batch.subject,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  const batchItemId = item?.id ?? 0;
  await ctx.tx.insert(messageBatches).values({
    itemId: batchItemId,
    companyId: ctx.user.companyId,
    templateId: batch.template.TopsTemplateId,
    deliveryMethodId: batch.method,
    subject: batch.subject,
    body: batch.body,
    sourceItemId: batch.sourceItemId,
  });
  await insertRecipients(ctx, batchItemId, [
    ...batch.owners.map((owner) =>
      ownerRecipient(owner, batch.method, batch.template.RequiresOwner),
    ),
    ...batch.summaryEmailAddresses.map(summaryRecipient),
  ]);
  return batchItemId;
}

/** MessageBatch/AccrueMessageBatch: a batch of the community's billed owners chosen. */
export async function accrueMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<Accrue>,
): Promise<ResponseOf<Accrue>> {
  await requireCommunity(ctx, body.communityAgentId);
  const template = await sendableTemplate(ctx, body.topsTemplateId, body.communityAgentId, null);
  const sender = await letterSender(ctx, body.communityAgentId);
  const owners = await ownerLetterRecipients(
    ctx,
    body.communityAgentId,
    sender,
    body.ownerAgentIds,
  );
  if (owners.length !== new Set(body.ownerAgentIds).size)
    throw badRequest(MessageBatchMessages.ownerNotInCommunity);
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
