import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readPositivePayAccounts, readSends } from './positive-pay-queries';

type P = typeof contract.positivePay;

const ofBank = (bankAgentId: number | undefined) =>
  sql`(${bankAgentId ?? null}::bigint is null or bank_accounts.bank_agent_id = ${bankAgentId ?? null}::bigint)`;

/** PositivePay/GetBankAccounts: the caller's bank accounts with their positive pay enrolment. */
export async function getBankAccounts(
  ctx: RequestContext,
  { query }: InputOf<P['GetBankAccounts']>,
): Promise<ResponseOf<P['GetBankAccounts']>> {
  requireClaim(ctx, 'bank', 'read');
  return readPositivePayAccounts(ctx, ofBank(query.bankAgentId));
}

/** PositivePay/GetSends: the files sent, newest first. */
export async function getPositivePaySends(
  ctx: RequestContext,
  { query }: InputOf<P['GetPositivePaySends']>,
): Promise<ResponseOf<P['GetPositivePaySends']>> {
  requireClaim(ctx, 'bank', 'read');
  return readSends(ctx, ofBank(query.bankAgentId));
}
