import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  MessageBatchContent,
  MessageBatchMessages,
  TemplateTypeId,
  type DeliveryMethod,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadTemplateFor } from '../templates/index';
import { insertBatch } from './new-batch';
import { addressRecipient, chosenOwners, insertRecipients, ownerRecipient } from './recipient-rows';

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
  const owners = await chosenOwners(ctx, body.communityAgentId, body.ownerAgentIds, body);
  const method = body.deliveryMethodId as DeliveryMethod;
  const batchItemId = await insertBatch(ctx, {
    communityAgentId: body.communityAgentId,
    content: MessageBatchContent.Letter,
    templateId: template.TopsTemplateId,
    reference: template.Name,
    deliveryMethodId: method,
    subject: body.subject,
    body: body.body,
  });
  await insertRecipients(ctx, batchItemId, [
    ...owners.map((owner) => ownerRecipient(owner, method, template.RequiresOwner)),
    ...body.summaryEmailAddresses.map((address) => addressRecipient(address, true)),
  ]);
  return { TopsItemId: batchItemId };
}
