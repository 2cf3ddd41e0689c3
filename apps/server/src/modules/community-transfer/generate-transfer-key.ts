import { createHash, randomBytes } from 'node:crypto';
import { communityTransfers, contacts, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { TransferKeyValidDays } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { recordTransferSummary } from './transfer-summary';

type GenerateTransferKey = typeof contract.communityTransfer.GenerateTransferKey;

/** SHA-256 of a key as typed (spaces and case aside): only the hash is stored. */
export function transferKeyHash(key: string): string {
  const plain = key.replace(/[\s-]/g, '').toUpperCase();
  return createHash('sha256').update(plain).digest('hex');
}

/**
 * The sending company issues a transfer key of its community (spec 1 §2.2 'transfer key
 * generation'): 20 characters in groups of four, shown once, valid for TransferKeyValidDays.
 */
export async function generateTransferKey(
  ctx: RequestContext,
  input: InputOf<GenerateTransferKey>,
): Promise<ResponseOf<GenerateTransferKey>> {
  requireClaim(ctx, 'community', 'update');
  const communityAgentId = input.body.CommunityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const plain = randomBytes(10).toString('hex').toUpperCase();
  const key = plain.match(/.{4}/g)?.join('-') ?? plain;
  const expires = new Date(Date.now() + TransferKeyValidDays * 24 * 60 * 60 * 1000);
  const [contact] = await ctx.tx
    .select({ name: contacts.displayName })
    .from(contacts)
    .where(eq(contacts.agentId, communityAgentId));
  const [row] = await ctx.tx
    .insert(communityTransfers)
    .values({
      companyId: ctx.user.companyId,
      communityAgentId,
      communityName: contact?.name ?? '',
      senderCompanyName: ctx.user.companyName,
      keyHash: transferKeyHash(key),
      keyExpiresAt: expires,
      summary: {},
      createdByUserId: ctx.user.userId,
    })
    .returning({ id: communityTransfers.id });
  await recordTransferSummary(ctx.tx, row?.id ?? 0);
  return {
    CommunityTransferId: row?.id ?? 0,
    TransferKey: key,
    KeyExpiresAt: expires.toISOString(),
  };
}
