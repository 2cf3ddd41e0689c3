import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { hasAccess, searchReports } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { reportCatalogue } from './catalogue';

type GetReportCatalogue = typeof contract.reportCatalogue.GetReportCatalogue;

/**
 * The reports the caller may run (read access to each report's claim), searched by a
 * case-insensitive part of the display name (spec 3 §5).
 */
export function getReportCatalogue(
  ctx: RequestContext,
  input: InputOf<GetReportCatalogue>,
): Promise<ResponseOf<GetReportCatalogue>> {
  const mine = reportCatalogue().filter((r) => hasAccess(ctx.user.grants, r.claim, 'read'));
  return Promise.resolve(
    searchReports(mine, input.query.search ?? '').map(({ schema: _s, claim: _c, ...r }) => r),
  );
}
