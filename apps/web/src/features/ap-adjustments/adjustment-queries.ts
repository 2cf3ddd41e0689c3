import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const apAdjustmentsKey = ['ap-adjustments'] as const;
const A = contract.apAdjustments;

export const adjustmentsQuery = (communityAgentId: number) =>
  queryOptions({
    queryKey: [...apAdjustmentsKey, 'list', communityAgentId],
    queryFn: () => api.call(A.GetApAdjustments, { query: { communityAgentId } }),
  });

export const adjustmentQuery = (itemId: number) =>
  queryOptions({
    queryKey: [...apAdjustmentsKey, 'one', itemId],
    queryFn: () => api.call(A.GetApAdjustment, { query: { itemId } }),
  });
