import { contract, type CouponOwnersFilters } from '@hoa/contract';
import { CouponOwnersTakeAll } from '@hoa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

/** The server-side filters of the coupon owner list; the section filter is applied on screen. */
export type OwnerFilters = Required<
  Pick<
    CouponOwnersFilters,
    'SortOption' | 'SearchText' | 'BalanceOver' | 'IsDirectDebit' | 'IsHoldPayment'
  >
>;

export const defaultFilters: OwnerFilters = {
  SortOption: 1,
  SearchText: '',
  BalanceOver: null,
  IsDirectDebit: null,
  IsHoldPayment: null,
};

/** The whole list at once (take 2147483647), paged on screen 50 at a time (spec 3 §9). */
export const couponOwnersQuery = (communityAgentId: number, filters: OwnerFilters) =>
  queryOptions({
    queryKey: ['coupons', 'owners', communityAgentId, filters],
    queryFn: () =>
      api.call(contract.coupons.GetCouponOwnersList, {
        body: {
          CommunityAgentId: communityAgentId,
          Skip: 0,
          Take: CouponOwnersTakeAll,
          ...filters,
        },
      }),
    placeholderData: keepPreviousData,
  });
