import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { SecurityDepositMessages as M, StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { postReceivableItems } from '../gl/index';
import { depositCode, readDeposit, requireOwner } from './deposit-queries';
import { insertOwnerItem } from './owner-item';

type S = typeof contract.securityDeposits;

/**
 * A security deposit (82) received from an owner, saved accrued for review: a credit to the
 * owner's security deposit code on the bank's GL account. Posted, the bank is debited and the
 * deposit liability (the code's liability account) credited; the owner's deposit balance goes
 * below zero by the amount held.
 */
export async function addSecurityDeposit(
  ctx: RequestContext,
  { body }: InputOf<S['AddSecurityDeposit']>,
): Promise<ResponseOf<S['AddSecurityDeposit']>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  await requireOwner(ctx, body.CommunityAgentId, body.OwnerAgentId);
  const code = await depositCode(ctx, body.CommunityAgentId);
  if (!code) throw badRequest(M.noCode);
  const [bank] = await queryRows<{ gl: number | null }>(
    ctx.tx,
    sql`select gl_account_id::int8 as gl from bank_accounts
         where id = ${body.BankAccountId}::bigint and not is_removed
           and community_agent_id = ${body.CommunityAgentId}::bigint`,
  );
  if (!bank?.gl) throw badRequest(M.bankAccountRequired);
  const itemId = await insertOwnerItem(ctx, {
    communityAgentId: body.CommunityAgentId,
    txnTypeId: TxnTypeId.SecurityDeposit,
    ownerAgentId: body.OwnerAgentId,
    date: body.EventDate,
    reference: body.Reference,
    checkNumber: body.CheckNumber,
    idempotencyKey: body.IdempotencyKey,
    codeId: code.id,
    cents: body.Amount,
    isDebit: false,
    accountId: bank.gl,
  });
  return readDeposit(ctx, itemId);
}

/** Posts a reviewed security deposit. */
export async function postSecurityDeposit(
  ctx: RequestContext,
  { body }: InputOf<S['PostSecurityDeposit']>,
): Promise<ResponseOf<S['PostSecurityDeposit']>> {
  requireClaim(ctx, 'arownerpayments', 'create');
  const [item] = await queryRows<{ community: number; type: number; status: number }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community, txn_type_id::int as type,
               status_id::int as status
          from items where id = ${body.TopsItemId}::bigint for update`,
  );
  if (!item || item.type !== TxnTypeId.SecurityDeposit) throw notFound();
  await requireCommunity(ctx, item.community);
  if (item.status !== StatusId.Accrued) throw appError('SecurityDepositNotAccrued');
  await postReceivableItems(ctx.tx, ctx.user.companyId, [body.TopsItemId]);
  return readDeposit(ctx, body.TopsItemId);
}
