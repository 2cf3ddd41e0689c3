import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { MessageBatchContent, MessageBatchMessages } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { requireBankAccount } from '../attachments/index';
import { insertFilesBatch } from './new-batch';
import { chosenOwners } from './recipient-rows';

type Accrue = typeof contract.messageBatches.AccrueEmailMessageBatchViaBankAccountAttachments;

/**
 * MessageBatch/AccrueEmailMessageBatchViaBankAccountAttachments: an email batch (item type 78,
 * Incomplete) of files attached to the community's bank accounts (a bank statement …): every
 * recipient, billed owners chosen and addresses typed, gets all of them. Each is checked by the
 * email rule and stays in the batch with its reason when it fails. An attachment of another
 * community or company is not found (404); the caller needs read access to the bank accounts.
 */
export async function accrueEmailMessageBatchViaBankAccountAttachments(
  ctx: RequestContext,
  { body }: InputOf<Accrue>,
): Promise<ResponseOf<Accrue>> {
  const communityAgentId = body.communityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const linkIds = [...new Set(body.bankAccountAttachmentIds)];
  const links = await queryRows<{ id: number; bank_account_id: number; attachment_id: number }>(
    ctx.tx,
    sql`select baa.id, baa.bank_account_id, baa.attachment_id
          from bank_account_attachments baa join bank_accounts ba on ba.id = baa.bank_account_id
         where baa.id = any(${idArray(linkIds)}) and ba.community_agent_id = ${communityAgentId}`,
  );
  if (links.length !== linkIds.length) throw notFound();
  for (const account of new Set(links.map((link) => Number(link.bank_account_id))))
    await requireBankAccount(ctx, account, 'read');
  const byLink = new Map(links.map((link) => [Number(link.id), Number(link.attachment_id)]));
  const files = [...new Set(linkIds.map((id) => byLink.get(id) ?? 0))];
  const addresses = [...new Map(body.emailAddresses.map((a) => [a.toLowerCase(), a])).values()];
  if (body.ownerAgentIds.length + addresses.length === 0)
    throw badRequest(MessageBatchMessages.noAttachmentRecipients);
  const owners =
    body.ownerAgentIds.length === 0
      ? []
      : await chosenOwners(ctx, communityAgentId, body.ownerAgentIds);
  const batchItemId = await insertFilesBatch(
    ctx,
    { ...body, content: MessageBatchContent.BankAccountAttachments },
    [
      ...owners.map((owner) => ({ owner, attachmentIds: files })),
      ...addresses.map((address) => ({ address, attachmentIds: files })),
    ],
  );
  return { TopsItemId: batchItemId };
}
