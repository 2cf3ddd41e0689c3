import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { hasAccess, searchReports } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { reportCatalogue } from './catalogue';
import { withCommunityDataSources } from './community-data-sources';

type GetReportCatalogue = typeof contract.reportCatalogue.GetReportCatalogue;

/**
 * The reports the caller may run (read access to each report's claim), searched by a
 * case-insensitive part of the display name (spec 3 §5); for a community (on the caller's list),
 * with the values its parameters list: its codes and lockbox batches.
 */
export async function getReportCatalogue(
  ctx: RequestContext,
  input: InputOf<GetReportCatalogue>,
): Promise<ResponseOf<GetReportCatalogue>> {
  const mine = reportCatalogue().filter((r) => hasAccess(ctx.user.grants, r.claim, 'read'));
  const found = searchReports(mine, input.query.search ?? '').map(
    ({ schema: _s, claim: _c, ...r }) => r,
  );
  const community = input.query.communityAgentId;
  if (community === undefined) return found;
  await requireCommunity(ctx, community);
  return withCommunityDataSources(ctx, community, found);
}
