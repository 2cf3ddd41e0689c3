import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ComparisonOperatorId, LogicalOperatorId, type ReportFilter } from '@hoa/domain';
import { requireCommunity, requireSystemAdmin } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { columnsOf, dataPage, findSource } from './data-query';

type GetOwnerPaymentHistories = typeof contract.dataBrowser.GetOwnerPaymentHistories;

const and = (column: string, operator: ReportFilter['operator'], value: string | number) => ({
  column,
  operator,
  value,
  logicalOperator: LogicalOperatorId.And,
});

/**
 * Data/GetOwnerPaymentHistories: the OwnerPaymentHistories view (owners' posted payments) of one
 * community or of all the caller's, dated from startDate through endDate, newest first.
 */
export async function getOwnerPaymentHistories(
  ctx: RequestContext,
  input: InputOf<GetOwnerPaymentHistories>,
): Promise<ResponseOf<GetOwnerPaymentHistories>> {
  requireSystemAdmin(ctx);
  const q = input.query;
  if (q.communityAgentId !== undefined) await requireCommunity(ctx, q.communityAgentId);
  const source = findSource('ItemAgent', 'OwnerPaymentHistories');
  const filters = [
    ...(q.communityAgentId === undefined
      ? []
      : [and('CommunityAgentId', ComparisonOperatorId.Equals, q.communityAgentId)]),
    ...(q.startDate === undefined
      ? []
      : [and('EventDate', ComparisonOperatorId.GreaterThanOrEquals, q.startDate)]),
    ...(q.endDate === undefined
      ? []
      : [and('EventDate', ComparisonOperatorId.LessThanOrEquals, q.endDate)]),
  ];
  const page = await dataPage(ctx, source, {
    filters,
    sortColumn: 'EventDate',
    sortDescending: true,
    skip: q.skip,
    take: q.take,
  });
  return { Columns: columnsOf(source), ...page };
}
