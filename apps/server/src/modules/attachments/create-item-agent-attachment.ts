import { itemAgentAttachments } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import type { CallerCall } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { requireItemAgent, requireItemParty, type ItemAgentOwner } from './access';
import { readItemAgentAttachment } from './queries';
import { runUpload } from './upload';

type CreateItemAgentAttachment = typeof contract.attachments.CreateItemAgentAttachment;
type CreateByItem = typeof contract.attachments.CreateItemAgentAttachmentByItem;

/** Links an attachment to a transaction party and reads it back. */
export async function linkToItemAgent(
  ctx: RequestContext,
  party: ItemAgentOwner,
  attachmentId: number,
): Promise<ResponseOf<CreateItemAgentAttachment>> {
  const [link] = await ctx.tx
    .insert(itemAgentAttachments)
    .values({ companyId: ctx.user.companyId, itemAgentId: party.itemAgentId, attachmentId })
    .returning({ id: itemAgentAttachments.id });
  if (!link) throw new Error('Item agent attachment insert returned no row');
  return readItemAgentAttachment(ctx, link.id);
}

/** Uploads a file to one party of a transaction. */
export function createItemAgentAttachment(
  call: CallerCall<CreateItemAgentAttachment>,
  files: FileStore,
): Promise<ResponseOf<CreateItemAgentAttachment>> {
  const body = call.input.body;
  return runUpload(call, files, body, {
    authorize: (ctx) => requireItemAgent(ctx, body.TopsItemAgentId, 'update'),
    record: linkToItemAgent,
  });
}

/** Uploads a file to a transaction: to the given party, else to its first one. */
export function createItemAgentAttachmentByItem(
  call: CallerCall<CreateByItem>,
  files: FileStore,
): Promise<ResponseOf<CreateByItem>> {
  const body = call.input.body;
  return runUpload(call, files, body, {
    authorize: (ctx) => requireItemParty(ctx, body.TopsItemId, body.TopsAgentId, 'update'),
    record: linkToItemAgent,
  });
}
