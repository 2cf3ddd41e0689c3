import type { contract, InputOf, ResponseOf, Template } from '@hoa/contract';
import { items, messageBatches } from '@hoa/db';
import {
  localDay,
  MessageBatchMessages,
  StatusId,
  TemplateTypeId,
  TxnTypeId,
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
 * A letter template the community may send (its own link or a system one) of the type (Letter
 * for a batch, CCR_Letter for a violation's level); else a 400.
 */
export async function sendableTemplate(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
  templateTypeId: number = TemplateTypeId.Letter,
) {
  const template = await loadTemplateFor(ctx, templateId, communityAgentId);
  if (!template.IsSystem && !template.IsLinked)
    throw badRequest(MessageBatchMessages.templateNotLinked);
  if (template.TopsTemplateTypeId !== templateTypeId)
    throw badRequest(MessageBatchMessages.letterTemplatesOnly);
  return template;
}

export interface NewMessageBatch {
  communityAgentId: number;
  template: Template;
  method: DeliveryMethod;
  subject: string;
  body: string;
  owners: readonly LetterRecipient[];
  summaryEmailAddresses: readonly string[];
  /** The item the batch is made for (a violation) and the merge values it adds to each letter. */
  subjectItem?: { itemId: number; mergeValues: Record<string, string> };
}

/** Stores a batch (item type 78, Incomplete) with its recipients; its item id. */
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
    subjectItemId: batch.subjectItem?.itemId ?? null,
    subjectMergeValues: batch.subjectItem?.mergeValues ?? null,
  });
  await insertRecipients(ctx, batchItemId, [
    ...batch.owners.map((owner) =>
      ownerRecipient(owner, batch.method, batch.template.RequiresOwner),
    ),
    ...batch.summaryEmailAddresses.map(summaryRecipient),
  ]);
  return batchItemId;
}

/**
 * MessageBatch/AccrueMessageBatch: a batch (item type 78, Incomplete) of the community's billed
 * owners chosen, each a recipient checked against the delivery rules (an invalid one stays in
 * the batch with its reason, and is not sent to), and its summary addresses.
 */
export async function accrueMessageBatch(
  ctx: RequestContext,
  { body }: InputOf<Accrue>,
): Promise<ResponseOf<Accrue>> {
  await requireCommunity(ctx, body.communityAgentId);
  const template = await sendableTemplate(ctx, body.topsTemplateId, body.communityAgentId);
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
    subject: body.subject,
    body: body.body,
    owners,
    summaryEmailAddresses: body.summaryEmailAddresses,
  });
  return { TopsItemId: batchItemId };
}
