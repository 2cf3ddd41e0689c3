import type { contract, InputOf, ResponseOf } from '@hoa/contract';
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
import { letterSender, loadTemplateFor, ownerLetterRecipients } from '../templates/index';
import { insertRecipients, ownerRecipient, summaryRecipient } from './recipient-rows';

type Accrue = typeof contract.messageBatches.AccrueMessageBatch;

/** A letter template the community may send (its own link or a system one); else a 400. */
export async function sendableTemplate(
  ctx: RequestContext,
  templateId: number,
  communityAgentId: number,
) {
  const template = await loadTemplateFor(ctx, templateId, communityAgentId);
  if (!template.IsSystem && !template.IsLinked)
    throw badRequest(MessageBatchMessages.templateNotLinked);
  if (template.TopsTemplateTypeId !== TemplateTypeId.Letter)
    throw badRequest(MessageBatchMessages.letterTemplatesOnly);
  return template;
}

/**
 * MessageBatch/AccrueMessageBatch: a batch (item type 78, Incomplete) of the community's billed
 * owners chosen (and, as asked, a letter to each other address of theirs, to the property's other
 * owners and to its renter), each a recipient checked against the delivery rules (an invalid one stays in
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
    body,
  );
  const billed = new Set(owners.map((o) => o.ownerAgentId));
  if (billed.size !== new Set(body.ownerAgentIds).size)
    throw badRequest(MessageBatchMessages.ownerNotInCommunity);
  const method = body.deliveryMethodId as DeliveryMethod;
  const [item] = await ctx.tx
    .insert(items)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId: body.communityAgentId,
      txnTypeId: TxnTypeId.MessageBatch,
      statusId: StatusId.Incomplete,
      eventDate: localDay(new Date()),
      reference: template.Name.slice(0, 100),
      description: body.subject,
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: items.id });
  const batchItemId = item?.id ?? 0;
  await ctx.tx.insert(messageBatches).values({
    itemId: batchItemId,
    companyId: ctx.user.companyId,
    templateId: template.TopsTemplateId,
    deliveryMethodId: method,
    subject: body.subject,
    body: body.body,
  });
  await insertRecipients(ctx, batchItemId, [
    ...owners.map((owner) => ownerRecipient(owner, method, template.RequiresOwner)),
    ...body.summaryEmailAddresses.map(summaryRecipient),
  ]);
  return { TopsItemId: batchItemId };
}
