import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readChecks } from './check-queries';

type Get = typeof contract.apChecks.GetVoidChecks;

/** AccountsPayable/GetVoidChecks: a community's checks, to find one and void it. */
export async function getVoidChecks(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'apvoidchecks', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const parts = [sql`p.community_agent_id = ${query.communityAgentId}::bigint`];
  if (query.bankAccountId !== undefined) {
    parts.push(sql`p.bank_account_id = ${query.bankAccountId}::bigint`);
  }
  if (query.checkNumber) parts.push(sql`p.check_number = ${query.checkNumber}`);
  if (query.startDate) parts.push(sql`p.payment_date >= ${query.startDate}::date`);
  if (query.endDate) parts.push(sql`p.payment_date <= ${query.endDate}::date`);
  return readChecks(ctx, sql.join(parts, sql` and `));
}
