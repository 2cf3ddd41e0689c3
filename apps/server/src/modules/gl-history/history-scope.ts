import { localDay, ReportMessages } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readAccount, type AccountRow, type HistoryScope } from './history-queries';

interface ScopeQuery {
  communityAgentId: number;
  accountId: number;
  asOfDate?: string | undefined;
  fromDate?: string | undefined;
  costCenterCategoryId?: number | undefined;
}

/** Checks the caller may read the community's ledger and that the account is the community's. */
export async function resolveHistoryScope(
  ctx: RequestContext,
  query: ScopeQuery,
): Promise<{ scope: HistoryScope; account: AccountRow }> {
  requireClaim(ctx, 'glaccounts', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const scope: HistoryScope = {
    communityAgentId: query.communityAgentId,
    accountId: query.accountId,
    asOfDate: query.asOfDate ?? localDay(new Date()),
    fromDate: query.fromDate ?? null,
    costCenterId: query.costCenterCategoryId ?? null,
  };
  if (scope.fromDate !== null && scope.fromDate > scope.asOfDate) {
    throw badRequest(ReportMessages.startAfterEnd);
  }
  const account = await readAccount(ctx.tx, scope);
  if (!account) throw notFound();
  return { scope, account };
}
