import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectFiscalYears, toFiscalYear } from './profile-queries';

type GetFiscalYearsByCommunity = typeof contract.accountingSetup.GetFiscalYearsByCommunity;
type GetClosedFiscalYearsByCommunity =
  typeof contract.accountingSetup.GetClosedFiscalYearsByCommunity;

// Fiscal years and periods are read by every posting screen: community access is enough.
export async function getFiscalYearsByCommunity(
  ctx: RequestContext,
  input: InputOf<GetFiscalYearsByCommunity>,
): Promise<ResponseOf<GetFiscalYearsByCommunity>> {
  const id = input.query.communityAgentId;
  await requireCommunity(ctx, id);
  const years = await selectFiscalYears(ctx, sql`fy.community_agent_id = ${id}`);
  return years.map(toFiscalYear);
}

export async function getClosedFiscalYearsByCommunity(
  ctx: RequestContext,
  input: InputOf<GetClosedFiscalYearsByCommunity>,
): Promise<ResponseOf<GetClosedFiscalYearsByCommunity>> {
  const id = input.query.communityAgentId;
  await requireCommunity(ctx, id);
  const years = await selectFiscalYears(ctx, sql`fy.community_agent_id = ${id} and fy.is_closed`);
  return years.map(toFiscalYear);
}
