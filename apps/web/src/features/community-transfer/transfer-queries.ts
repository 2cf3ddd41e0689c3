import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

export const transferKey = ['communityTransfer'] as const;

export const transferHistoryQuery = queryOptions({
  queryKey: [...transferKey, 'history'],
  queryFn: () => api.call(contract.communityTransfer.GetTransferHistory),
});

export function transferQuery(id: number) {
  return queryOptions({
    queryKey: [...transferKey, id],
    queryFn: () => api.call(contract.communityTransfer.GetTransfer, { params: { id } }),
  });
}
