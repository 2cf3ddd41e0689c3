import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { FundsTransferStatus } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readTransferAccounts, readTransfers } from './transfer-queries';

type F = typeof contract.fundsTransfer;

/** FundsTransfer/GetFundsTransfers: a community's transfers, or only the pending ones. */
export async function getFundsTransfers(
  ctx: RequestContext,
  { query }: InputOf<F['GetFundsTransfers']>,
): Promise<ResponseOf<F['GetFundsTransfers']>> {
  requireClaim(ctx, 'gljournalentries', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return readTransfers(
    ctx,
    sql`ft.community_agent_id = ${query.communityAgentId}::bigint
        and (not ${query.pendingOnly} or ft.status = ${FundsTransferStatus.Pending})`,
  );
}

/** FundsTransfer/GetTransferFromAccounts: the community's bank accounts and their balances. */
export async function getTransferFromAccounts(
  ctx: RequestContext,
  { query }: InputOf<F['GetTransferFromAccounts']>,
): Promise<ResponseOf<F['GetTransferFromAccounts']>> {
  requireClaim(ctx, 'gljournalentries', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await readTransferAccounts(
    ctx,
    sql`bank_accounts.community_agent_id = ${query.communityAgentId}::bigint`,
  );
  return rows.map(({ CommunityAgentId: _, ...row }) => row);
}

/** FundsTransfer/GetTransferToAccounts: the other bank accounts of the from account's community. */
export async function getTransferToAccounts(
  ctx: RequestContext,
  { query }: InputOf<F['GetTransferToAccounts']>,
): Promise<ResponseOf<F['GetTransferToAccounts']>> {
  requireClaim(ctx, 'gljournalentries', 'read');
  const [from] = await readTransferAccounts(
    ctx,
    sql`bank_accounts.id = ${query.bankAccountIdFrom}::bigint`,
  );
  if (!from) throw notFound();
  await requireCommunity(ctx, from.CommunityAgentId);
  const rows = await readTransferAccounts(
    ctx,
    sql`bank_accounts.community_agent_id = ${from.CommunityAgentId}::bigint
        and bank_accounts.id <> ${from.BankAccountId}::bigint`,
  );
  return rows.map(({ CommunityAgentId: _, ...row }) => row);
}
