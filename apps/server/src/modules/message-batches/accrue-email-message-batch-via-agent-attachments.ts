import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { MessageBatchContent, MessageBatchMessages } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { requireAgentAttachmentOwners } from '../attachments/index';
import { insertFilesBatch } from './new-batch';
import { chosenOwners } from './recipient-rows';

type Accrue = typeof contract.messageBatches.AccrueEmailMessageBatchViaAgentAttachments;

interface LinkRow {
  id: number;
  agent_id: number;
  attachment_id: number;
}

/**
 * The files each owner gets, in order (a file chosen twice goes once): an attachment goes only to
 * the owner it is attached to or, attached to the community, to any owner; else a 400.
 */
function filesByOwner(
  recipients: InputOf<Accrue>['body']['recipients'],
  links: ReadonlyMap<number, LinkRow>,
  communityAgentId: number,
): Map<number, number[]> {
  const files = new Map<number, number[]>();
  for (const recipient of recipients) {
    const own = files.get(recipient.ownerAgentId) ?? [];
    for (const linkId of recipient.agentAttachmentIds) {
      const link = links.get(linkId);
      if (!link) throw notFound();
      const agentId = Number(link.agent_id);
      if (agentId !== recipient.ownerAgentId && agentId !== communityAgentId)
        throw badRequest(MessageBatchMessages.attachmentNotForRecipient);
      const attachmentId = Number(link.attachment_id);
      if (!own.includes(attachmentId)) own.push(attachmentId);
    }
    files.set(recipient.ownerAgentId, own);
  }
  return files;
}

/**
 * MessageBatch/AccrueEmailMessageBatchViaAgentAttachments: an email batch (item type 78,
 * Incomplete) of files already attached to profiles: each billed owner chosen gets the files of
 * their own profile, or of the community's, chosen for them. Each owner is checked by the email
 * rule ('Email Address Required', an invalid address) and stays in the batch with its reason when
 * it fails. An attachment of another community or company is not found (404); the caller needs
 * read access to the profiles the files are attached to.
 */
export async function accrueEmailMessageBatchViaAgentAttachments(
  ctx: RequestContext,
  { body }: InputOf<Accrue>,
): Promise<ResponseOf<Accrue>> {
  const communityAgentId = body.communityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const linkIds = [...new Set(body.recipients.flatMap((r) => r.agentAttachmentIds))];
  const links = await queryRows<LinkRow>(
    ctx.tx,
    sql`select aa.id, aa.agent_id, aa.attachment_id
          from agent_attachments aa join agents a on a.id = aa.agent_id
         where aa.id = any(${idArray(linkIds)})
           and (a.id = ${communityAgentId} or a.community_agent_id = ${communityAgentId})`,
  );
  if (links.length !== linkIds.length) throw notFound();
  await requireAgentAttachmentOwners(ctx, linkIds, 'read');
  const files = filesByOwner(
    body.recipients,
    new Map(links.map((link) => [Number(link.id), link])),
    communityAgentId,
  );
  const owners = await chosenOwners(ctx, communityAgentId, [...files.keys()]);
  const batchItemId = await insertFilesBatch(
    ctx,
    { ...body, content: MessageBatchContent.AgentAttachments },
    owners.map((owner) => ({ owner, attachmentIds: files.get(owner.ownerAgentId) ?? [] })),
  );
  return { TopsItemId: batchItemId };
}
