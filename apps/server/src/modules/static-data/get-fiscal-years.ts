import { asc, eq, fiscalYears } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetFiscalYears = typeof contract.staticData.GetFiscalYears;

export async function getFiscalYears(
  ctx: RequestContext,
  input: InputOf<GetFiscalYears>,
): Promise<ResponseOf<GetFiscalYears>> {
  await requireCommunity(ctx, input.query.communityAgentId);
  return ctx.tx
    .select({
      TopsFiscalYearId: fiscalYears.id,
      Sequence: fiscalYears.sequence,
      StartDate: fiscalYears.startDate,
      EndDate: fiscalYears.endDate,
      IsClosed: fiscalYears.isClosed,
    })
    .from(fiscalYears)
    .where(eq(fiscalYears.communityAgentId, input.query.communityAgentId))
    .orderBy(asc(fiscalYears.sequence));
}
