import { contract } from '@hoa/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../app/api';

// Everything of this area sits under ['roles'] so one invalidation refreshes it.
export const rolesKey = ['roles'] as const;

export const rolesQuery = queryOptions({
  queryKey: [...rolesKey, 'list'],
  queryFn: () => api.call(contract.roles.GetRoles),
});

export function roleQuery(productRoleId: number) {
  return queryOptions({
    queryKey: [...rolesKey, 'role', productRoleId],
    queryFn: () => api.call(contract.roles.GetRole, { query: { productRoleId } }),
  });
}

export const claimsQuery = queryOptions({
  queryKey: [...rolesKey, 'claims'],
  queryFn: () => api.call(contract.roles.GetClaims),
  staleTime: 300_000,
});

export const roleUsersQuery = queryOptions({
  queryKey: [...rolesKey, 'users'],
  queryFn: () => api.call(contract.roles.GetUsers),
});
