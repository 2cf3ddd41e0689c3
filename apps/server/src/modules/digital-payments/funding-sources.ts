import { queryRows, sql } from '@hoa/db';
import type { contract, FundingSource, InputOf, ResponseOf } from '@hoa/contract';
import {
  DigitalPaymentMessages as M,
  FundingSourcePageSize,
  MaxMicroDepositAttempts,
  microDepositError,
  pendingTransfersMessage,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { customerOf } from './account-queries';
import { providerFor } from './provider/index';
import { syncTransfers } from './sync-transfers';

type S = typeof contract.digitalPayments;

interface SourceRow extends FundingSource {
  ProviderId: string | null;
  CommunityAgentId: number;
}

const sourceSelect = sql`
  select b.id::int8 as "AgentBankId", b.account_name as "AccountName",
         right(b.account_number, 4) as "AccountLast4", coalesce(bc.display_name, '') as "BankName",
         f.id::int8 as "FundingSourceId", f.status as "Status", f.id is not null as "IsEnabled",
         coalesce(f.attempts, 0)::int as "Attempts",
         greatest(${MaxMicroDepositAttempts} - coalesce(f.attempts, 0), 0)::int as "AttemptsLeft",
         f.provider_id as "ProviderId", b.community_agent_id::int8 as "CommunityAgentId"
    from bank_accounts b
    left join contacts bc on bc.agent_id = b.bank_agent_id
    left join digital_payment_funding_sources f on f.bank_account_id = b.id and not f.is_removed`;

const publicOf = ({ ProviderId: _p, CommunityAgentId: _c, ...rest }: SourceRow): FundingSource =>
  rest;

/** A bank account and its funding source, its community checked against the user's list. */
async function bankSource(ctx: RequestContext, agentBankId: number): Promise<SourceRow> {
  const [row] = await queryRows<SourceRow>(
    ctx.tx,
    sql`${sourceSelect} where b.id = ${agentBankId} and not b.is_removed`,
  );
  if (!row) throw notFound();
  await requireCommunity(ctx, row.CommunityAgentId);
  return row;
}

/** GetBankAccountDigitalPaymentSettings: the community's bank accounts, 5 per page. */
export async function getBankAccountDigitalPaymentSettings(
  ctx: RequestContext,
  { query }: InputOf<S['GetBankAccountDigitalPaymentSettings']>,
): Promise<ResponseOf<S['GetBankAccountDigitalPaymentSettings']>> {
  requireClaim(ctx, 'bank', 'read');
  await requireCommunity(ctx, query.communityId);
  const rows = await queryRows<SourceRow & { total: number }>(
    ctx.tx,
    sql`select s.*, count(*) over ()::int as total from (${sourceSelect}
          where b.community_agent_id = ${query.communityId} and not b.is_removed) s
        order by s."AccountName", s."AgentBankId"
        limit ${FundingSourcePageSize} offset ${(query.page - 1) * FundingSourcePageSize}`,
  );
  return {
    Rows: rows.map(({ total: _t, ...r }) => publicOf(r)),
    Total: rows[0]?.total ?? 0,
  };
}

async function pendingOf(ctx: RequestContext, fundingSourceId: number) {
  await syncTransfers(ctx, sql`t.funding_source_id = ${fundingSourceId}`);
  const [row] = await queryRows<{ count: number; total: number }>(
    ctx.tx,
    sql`select count(*)::int as count, coalesce(sum(amount_cents), 0)::int8 as total
          from digital_payment_transfers where funding_source_id = ${fundingSourceId}
           and status in (0, 1)`,
  );
  return { count: row?.count ?? 0, total: row?.total ?? 0 };
}

async function removeSource(ctx: RequestContext, source: SourceRow): Promise<void> {
  if (!source.FundingSourceId || !source.ProviderId) return;
  const pending = await pendingOf(ctx, source.FundingSourceId);
  if (pending.count > 0)
    throw appError('DigitalPaymentsPendingTransfers', pending.count, pending.total);
  await providerFor(ctx).removeFundingSource(source.ProviderId);
  await ctx.tx.execute(
    sql`update digital_payment_funding_sources set is_removed = true, updated_at = now()
         where id = ${source.FundingSourceId}`,
  );
}

/**
 * SetBankAccountForDigitalPayment: enabled, the account becomes a funding source of the
 * community's customer and two micro-deposits are sent; disabled, the source is removed.
 */
export async function setBankAccountForDigitalPayment(
  ctx: RequestContext,
  { body }: InputOf<S['SetBankAccountForDigitalPayment']>,
): Promise<ResponseOf<S['SetBankAccountForDigitalPayment']>> {
  requireClaim(ctx, 'bank', 'update');
  const source = await bankSource(ctx, body.AgentBankId);
  if (!body.IsEnabled) {
    await removeSource(ctx, source);
    return publicOf(await bankSource(ctx, body.AgentBankId));
  }
  if (source.FundingSourceId) return publicOf(source);
  const customer = await customerOf(ctx, source.CommunityAgentId);
  if (customer?.status !== 'Verified') throw appError('DigitalPaymentsNotVerified');
  const [bank] = await queryRows<{ routing: string | null; number: string | null }>(
    ctx.tx,
    sql`select routing_number as routing, account_number as number from bank_accounts
         where id = ${body.AgentBankId}`,
  );
  if (!bank?.routing || !bank.number) throw appError('DigitalPaymentsBankAccountIncomplete');
  const provider = providerFor(ctx);
  const added = await provider.addFundingSource(customer.customerId, {
    routingNumber: bank.routing,
    accountNumber: bank.number,
    name: source.AccountName,
  });
  const status = await provider.initiateMicroDeposits(added.fundingSourceId);
  await ctx.tx.execute(
    sql`insert into digital_payment_funding_sources (company_id, community_agent_id,
          bank_account_id, provider_id, status)
        values (${ctx.user.companyId}, ${source.CommunityAgentId}, ${body.AgentBankId},
          ${added.fundingSourceId}, ${status})`,
  );
  return publicOf(await bankSource(ctx, body.AgentBankId));
}

/**
 * VerifyBankAccountRegistration: the two micro-deposit amounts in cents. A wrong pair is an
 * answer, not an error (the attempt must be kept): the status and the message say what happened.
 */
export async function verifyBankAccountRegistration(
  ctx: RequestContext,
  { body }: InputOf<S['VerifyBankAccountRegistration']>,
): Promise<ResponseOf<S['VerifyBankAccountRegistration']>> {
  requireClaim(ctx, 'bank', 'update');
  const problem = microDepositError(body.Amount1, body.Amount2);
  if (problem) throw badRequest(problem);
  const source = await bankSource(ctx, body.AgentBankId);
  if (!source.FundingSourceId || !source.ProviderId)
    throw appError('DigitalPaymentsNotAFundingSource');
  if (source.Status === 'MicroDepositMaxAttempted')
    throw appError('DigitalPaymentsMicroDepositMaxAttempted');
  const result = await providerFor(ctx).verifyMicroDeposits(
    source.ProviderId,
    body.Amount1,
    body.Amount2,
  );
  await ctx.tx.execute(
    sql`update digital_payment_funding_sources set status = ${result.status},
           attempts = ${result.attempts}, updated_at = now()
         where id = ${source.FundingSourceId}`,
  );
  const Message =
    result.status === 'Verified'
      ? null
      : result.status === 'MicroDepositMaxAttempted'
        ? M.microDepositMaxAttempted
        : M.microDepositFailed;
  return { ...publicOf(await bankSource(ctx, body.AgentBankId)), Message };
}

async function sourceById(ctx: RequestContext, fundingSourceId: number) {
  const [row] = await queryRows<{ bank: number }>(
    ctx.tx,
    sql`select bank_account_id::int8 as bank from digital_payment_funding_sources
         where id = ${fundingSourceId} and not is_removed`,
  );
  if (!row) throw notFound();
  return bankSource(ctx, row.bank);
}

/** DigitalPayment/GetPendingTransfers: what still blocks removing the source. */
export async function getPendingTransfers(
  ctx: RequestContext,
  { query }: InputOf<S['GetPendingTransfers']>,
): Promise<ResponseOf<S['GetPendingTransfers']>> {
  requireClaim(ctx, 'bank', 'read');
  await sourceById(ctx, query.fundingSourceId);
  const pending = await pendingOf(ctx, query.fundingSourceId);
  return {
    Count: pending.count,
    Total: pending.total,
    Message: pending.count > 0 ? pendingTransfersMessage(pending.count, pending.total) : null,
  };
}

/** DigitalPayment/DeleteFundingSource: refused while transfers are pending. */
export async function deleteFundingSource(
  ctx: RequestContext,
  { body }: InputOf<S['DeleteFundingSource']>,
): Promise<ResponseOf<S['DeleteFundingSource']>> {
  requireClaim(ctx, 'bank', 'update');
  await removeSource(ctx, await sourceById(ctx, body.FundingSourceId));
  return { Message: M.fundingSourceRemoved };
}

/** A verified funding source of the community, for paying. */
export async function verifiedSource(
  ctx: RequestContext,
  communityId: number,
  fundingSourceId: number,
) {
  const source = await sourceById(ctx, fundingSourceId);
  if (source.CommunityAgentId !== communityId) throw notFound();
  if (source.Status !== 'Verified' || !source.ProviderId)
    throw appError('DigitalPaymentsFundingSourceNotVerified');
  return { bankAccountId: source.AgentBankId, providerId: source.ProviderId };
}
