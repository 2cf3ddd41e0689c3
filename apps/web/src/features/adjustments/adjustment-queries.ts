import { contract } from '@hoa/contract';
import { StatusId } from '@hoa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';
import { buildRoute, SiteMap } from '../../app/site-map';

// Everything of this area sits under ['adjustments'].
export const adjustmentsKey = ['adjustments'] as const;
const A = contract.adjustments;

export function adjustmentsQuery(q: {
  communityAgentId: number;
  statusId: number | undefined;
  skip: number;
  take: number;
}) {
  return queryOptions({
    queryKey: [...adjustmentsKey, 'list', q],
    queryFn: () => api.call(A.GetAdjustments, { query: q }),
  });
}

export function adjustmentProfileQuery(itemId: number) {
  return queryOptions({
    queryKey: [...adjustmentsKey, 'profile', itemId],
    queryFn: () => api.call(A.GetAdjustmentsProfile, { query: { itemId } }),
  });
}

export function ownerCodesQuery(communityAgentId: number, propertyAgentId: number) {
  return queryOptions({
    queryKey: [...adjustmentsKey, 'codes', communityAgentId, propertyAgentId],
    queryFn: () =>
      api.call(A.GetAgentParentCodesAndBalances, { query: { communityAgentId, propertyAgentId } }),
  });
}

export function acceleratedQuery(communityAgentId: number, propertyAgentId: number) {
  return queryOptions({
    queryKey: [...adjustmentsKey, 'accelerated', communityAgentId, propertyAgentId],
    queryFn: () =>
      api.call(A.GetAcceleratedCharges, { query: { communityAgentId, propertyAgentId } }),
  });
}

export function availableChargesQuery(communityId: number, txnType: number) {
  return queryOptions({
    queryKey: [...adjustmentsKey, 'available', communityId, txnType],
    queryFn: () => api.call(A.GetAdjustmentAvailableCharges, { query: { communityId, txnType } }),
  });
}

export function ownerFiltersQuery(communityId: number) {
  return queryOptions({
    queryKey: [...adjustmentsKey, 'filters', communityId],
    queryFn: () => api.call(A.GetAdjustmentOwnerFilters, { query: { communityId } }),
  });
}

/** The community's section codes grouped by code category (Code/GetSectionCodeCategories). */
export function sectionCategoriesQuery(communityAgentId: number) {
  return queryOptions({
    queryKey: [...adjustmentsKey, 'section-categories', communityAgentId],
    queryFn: () => api.call(A.GetSectionCodeCategories, { query: { communityAgentId } }),
  });
}

/** Add or waive opens the profile when posted, else the review (spec 3 §2 route choice). */
export function adjustmentRoute(
  communityAgentId: number,
  item: { TopsItemId: number; TopsStatusId: number },
): string {
  const pattern =
    item.TopsStatusId === StatusId.Posted ? SiteMap.adjustmentProfile : SiteMap.adjustmentReview;
  return buildRoute(pattern, { communityAgentId, itemId: item.TopsItemId });
}
