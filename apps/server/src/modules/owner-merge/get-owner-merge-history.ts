import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { ownerMergePropertyProblem } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  loadMergeOwner,
  ownerName,
  propertyMerges,
  propertyOwners,
  selectMergeableRows,
} from './merge-queries';

type GetOwnerMergeHistory = typeof contract.ownerMerge.GetOwnerMergeHistory;

/**
 * Item/GetOwnerMergeHistory: for an owner (the merge's target), the property's other owners, the
 * chosen source owner's history rows in the filter that a merge may move, and the property's
 * past merges. Rows are listed only once a source and both dates are given (the filter applied).
 */
export async function getOwnerMergeHistory(
  ctx: RequestContext,
  { query }: InputOf<GetOwnerMergeHistory>,
): Promise<ResponseOf<GetOwnerMergeHistory>> {
  const owner = await loadMergeOwner(ctx, query.ownerAgentId, 'read');
  if (owner.propertyAgentId === null) throw appError('OwnerMergeNotOwner');
  const { sourceOwnerAgentId, startDate, endDate } = query;
  let rows: ResponseOf<GetOwnerMergeHistory>['Rows'] = [];
  if (sourceOwnerAgentId !== undefined && startDate !== undefined && endDate !== undefined) {
    const source = await loadMergeOwner(ctx, sourceOwnerAgentId, 'read');
    if (ownerMergePropertyProblem(source.propertyAgentId, owner.propertyAgentId) !== null) {
      throw appError('OwnerMergeOtherProperty');
    }
    const found = await selectMergeableRows(ctx, { ownerAgentId: source.id, startDate, endDate });
    rows = found.map((r) => r.row);
  }
  return {
    OwnerAgentId: owner.id,
    OwnerName: await ownerName(ctx, owner.id),
    PropertyAgentId: owner.propertyAgentId,
    CommunityAgentId: owner.communityAgentId,
    SourceOwners: await propertyOwners(ctx, owner.propertyAgentId, owner.id),
    Rows: rows,
    Merges: await propertyMerges(ctx, owner.propertyAgentId),
  };
}
