import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  FundsTransferMessages as M,
  fundsTransferProblem,
  FundsTransferStatus,
  todayIso,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireFreshTwoFactor } from '../two-factor/index';
import { postTransfers } from './post-transfers';
import { readTransfer, readTransferAccounts } from './transfer-queries';
import { idArray } from '../../sql/index';

type AccountFundsTransfer = typeof contract.fundsTransfer.AccountFundsTransfer;

/**
 * SmartBankingOnDemand/AccountFundsTransfer: moves funds between two bank accounts of one
 * community. Needs a fresh second factor (403 otherwise). Dated today or before, it posts at once
 * as a journal entry; dated later, it waits pending until PostDueTransfers on its date.
 */
export async function accountFundsTransfer(
  ctx: RequestContext,
  { body }: InputOf<AccountFundsTransfer>,
): Promise<ResponseOf<AccountFundsTransfer>> {
  requireClaim(ctx, 'gljournalentries', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  await requireFreshTwoFactor(ctx);
  const ids = [body.BankAccountIdFrom ?? 0, body.BankAccountIdTo ?? 0];
  // The from account is locked, so two transfers cannot both spend the same balance.
  await ctx.tx.execute(
    sql`select id from bank_accounts where id = ${body.BankAccountIdFrom ?? 0}::bigint for update`,
  );
  const accounts = await readTransferAccounts(ctx, sql`bank_accounts.id = any(${idArray(ids)})`);
  const from = accounts.find((a) => a.BankAccountId === body.BankAccountIdFrom);
  const to = accounts.find((a) => a.BankAccountId === body.BankAccountIdTo);
  const problem = fundsTransferProblem(
    {
      fromBankAccountId: body.BankAccountIdFrom,
      toBankAccountId: body.BankAccountIdTo,
      amountCents: body.Amount,
      reference: body.Reference ?? null,
    },
    from?.Balance ?? 0,
  );
  if (problem) throw badRequest(problem);
  if (
    from?.CommunityAgentId !== body.CommunityAgentId ||
    to?.CommunityAgentId !== body.CommunityAgentId
  )
    throw badRequest(M.toOtherCommunity);
  if (body.BankAgentId && body.BankAgentId !== from.BankAgentId)
    throw badRequest(M.toOtherCommunity);
  if (!from.AccountId || !to.AccountId) throw badRequest(M.noGlAccount);
  if (
    (body.AccountIdFrom && body.AccountIdFrom !== from.AccountId) ||
    (body.AccountIdTo && body.AccountIdTo !== to.AccountId)
  )
    throw badRequest(M.noGlAccount);
  const today = todayIso();
  const date = body.TransferDate ?? today;
  const [made] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`insert into funds_transfers (company_id, community_agent_id, from_bank_account_id,
          to_bank_account_id, from_account_id, to_account_id, from_cost_center_id,
          to_cost_center_id, amount_cents, reference, transfer_date, status, created_by_user_id)
        values (${ctx.user.companyId}, ${body.CommunityAgentId}::bigint, ${from.BankAccountId}::bigint,
          ${to.BankAccountId}::bigint, ${from.AccountId}::bigint, ${to.AccountId}::bigint,
          ${body.CostCenterIdFrom ?? null}::bigint, ${body.CostCenterIdTo ?? null}::bigint,
          ${body.Amount}::bigint, ${body.Reference || null}, ${date}::date,
          ${FundsTransferStatus.Pending}, ${ctx.user.userId}::bigint)
        returning id::int8 as id`,
  );
  if (!made) throw new Error('no transfer');
  if (date <= today) await postTransfers(ctx, [made.id]);
  return readTransfer(ctx, made.id);
}
