import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AccountRequiredTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { depositCode, heldCents, readDeposit, readDeposits } from './deposit-queries';

type S = typeof contract.securityDeposits;

/** SecurityDeposit/GetCode: the community's deposit code and the payable account refunds go to. */
export async function getCode(
  ctx: RequestContext,
  { query }: InputOf<S['GetCode']>,
): Promise<ResponseOf<S['GetCode']>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const code = await depositCode(ctx, query.communityAgentId);
  return {
    CodeID: code?.id ?? null,
    CodeAlias: code?.alias ?? null,
    CodeName: code?.name ?? null,
    PayableAccountId: await payableAccount(ctx, query.communityAgentId),
  };
}

/** SecurityDeposit/GetBalance: what is held for the owner. */
export async function getBalance(
  ctx: RequestContext,
  { query }: InputOf<S['GetBalance']>,
): Promise<ResponseOf<S['GetBalance']>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  const [owner] = await queryRows<{ community: number | null }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from agents where id = ${query.ownerAgentId}::bigint`,
  );
  if (!owner?.community) throw notFound();
  await requireCommunity(ctx, owner.community);
  return { OwnerAgentId: query.ownerAgentId, Balance: await heldCents(ctx, query.ownerAgentId) };
}

/** The community's deposits and refunds (the review list), optionally one owner's. */
export async function getSecurityDeposits(
  ctx: RequestContext,
  { query }: InputOf<S['GetSecurityDeposits']>,
): Promise<ResponseOf<S['GetSecurityDeposits']>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const owner = query.ownerAgentId ?? null;
  const Rows = await readDeposits(
    ctx,
    sql`i.community_agent_id = ${query.communityAgentId}::bigint and i.status_id <> 16
        and (${owner}::bigint is null or ia.agent_id = ${owner}::bigint)`,
  );
  return { Rows };
}

/** SecurityDeposit/GetSummary: one deposit or refund. */
export async function getSummary(
  ctx: RequestContext,
  { query }: InputOf<S['GetSummary']>,
): Promise<ResponseOf<S['GetSummary']>> {
  requireClaim(ctx, 'arownerpayments', 'read');
  const deposit = await readDeposit(ctx, query.itemId);
  await requireCommunity(ctx, deposit.CommunityAgentId);
  return deposit;
}

/** The community's Accounts Payable required account (spec 1 §3.5 required type 4). */
export async function payableAccount(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<number | null> {
  const [row] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select account_id::int8 as id from required_accounts
         where community_agent_id = ${communityAgentId}::bigint
           and account_required_type_id = ${AccountRequiredTypeId.AccountsPayable}::smallint`,
  );
  return row?.id ?? null;
}
