import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ArchitecturalRequestMessages as M, DeliveryMethodId } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { insertSourcedBatches } from '../message-batches/index';
import { letterSender, ownerLetterRecipients } from '../templates/index';
import { requireCurrentAction } from './current-action';
import { usableArcTemplate } from './letters';
import { readArchitecturalView, requireArchitecturalRequest } from './request-rows';

type Take = typeof contract.architecturalRequests.TakeArchitecturalRequestAction;

/**
 * ArchitecturalRequest/TakeArchitecturalRequestAction: the request's current action taken on the
 * post day. With a template (the one given, else the level's; an ARC_Letter the community uses) its
 * letter goes to the owner as a message batch (Smart: by the owner's delivery preference), with the
 * letters to the owner's other addresses, the other owners of the property and its current renter
 * when asked, like a violation level's. Refusals answer the spec's text with the reason.
 */
export async function takeArchitecturalRequestAction(
  ctx: RequestContext,
  { body }: InputOf<Take>,
): Promise<ResponseOf<Take>> {
  const itemId = body.architecturalRequestItemId;
  const request = await requireArchitecturalRequest(ctx, itemId, 'update');
  if (
    body.communityAgentId !== request.CommunityAgentId ||
    body.propertyAgentId !== request.PropertyAgentId ||
    (body.ownerAgentId !== null && body.ownerAgentId !== request.OwnerAgentId)
  )
    throw appError('ArchitecturalTakeSkipRefused', M.actionNotOfRequest);
  const action = await requireCurrentAction(ctx, itemId, body.architecturalRequestActionId);
  const templateId = body.agentTemplateId ?? action.templateId;
  let batchId: number | null = null;
  if (templateId !== null) {
    const template = await usableArcTemplate(ctx, templateId, request.CommunityAgentId);
    if (!template) throw appError('ArchitecturalTakeSkipRefused', M.letterTemplateNotUsable);
    if (request.OwnerAgentId === null) throw appError('ArchitecturalTakeSkipRefused', M.noOwner);
    const sender = await letterSender(ctx, request.CommunityAgentId, body.postDate);
    const letters = (
      await ownerLetterRecipients(ctx, request.CommunityAgentId, sender, [request.OwnerAgentId], {
        isGeneratingLettersForAllPrimaryOwnerAddresses:
          body.isGeneratingLettersForAllPrimaryOwnerAddresses,
        isGeneratingLettersForAllOwnersInProperty: body.isGeneratingLettersForAllOwnersInProperty,
        isGeneratingLettersForCurrentRenterAtMailingAddress:
          body.isGeneratingLettersForCurrentRenterAtMailingAddress,
      })
    ).filter((letter) => letter.propertyAgentId === request.PropertyAgentId);
    if (letters.length === 0) throw appError('ArchitecturalTakeSkipRefused', M.noOwner);
    const values = {
      RequestDescription: request.Description || request.Subject,
      RequestSubject: request.Subject,
      DecisionType: request.StatusName,
    };
    [batchId = null] = await insertSourcedBatches(ctx, [
      {
        communityAgentId: request.CommunityAgentId,
        template,
        method: DeliveryMethodId.Smart,
        subject: `${request.CodeName}: ${action.levelName}`,
        letters: letters.map((owner) => ({ owner, sourceItemId: itemId, values })),
      },
    ]);
  }
  await ctx.tx.execute(
    sql`update architectural_request_actions
           set processed_on = ${body.postDate}::date, was_skipped = false,
               by_user_id = ${ctx.user.userId}, template_id = ${templateId},
               message_batch_item_id = ${batchId},
               for_all_primary_owner_addresses = ${body.isGeneratingLettersForAllPrimaryOwnerAddresses},
               for_all_owners_in_property = ${body.isGeneratingLettersForAllOwnersInProperty},
               for_current_renter = ${body.isGeneratingLettersForCurrentRenterAtMailingAddress}
         where id = ${action.id}`,
  );
  return readArchitecturalView(ctx, itemId);
}
