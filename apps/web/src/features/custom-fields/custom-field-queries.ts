import { contract, type RequestOf } from '@hoa/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { customFieldsQueryRoot } from '../../widgets/custom-field-values';

// Everything of this area, the values panel included, sits under one key so one invalidation
// refreshes it.
export const customFieldsKey = customFieldsQueryRoot;

export interface GroupsFilter {
  communityAgentId?: number;
  agentTypeGroupId?: number;
}

export function groupsQuery(filter: GroupsFilter) {
  return queryOptions({
    queryKey: [...customFieldsKey, 'groups', filter],
    queryFn: () => api.call(contract.customFields.GetGroups, { query: filter }),
  });
}

export const rolesOptionsQuery = queryOptions({
  queryKey: [...customFieldsKey, 'roles'],
  queryFn: () => api.call(contract.roles.GetRoles),
  staleTime: 300_000,
});

type Cf = typeof contract.customFields;
export type SaveGroupBody = RequestOf<Cf['SaveGroup']>['body'];
export type SaveFieldBody = RequestOf<Cf['SaveField']>['body'];

/** A change to categories or fields; the lists refresh after it. */
function useCustomFieldMutation<T, R>(
  call: (input: T) => Promise<R>,
  onSuccess?: (result: R) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result) => {
      onSuccess?.(result);
      await queryClient.invalidateQueries({ queryKey: customFieldsKey });
    },
  });
}

export function useSaveGroup(onSuccess?: () => void) {
  return useCustomFieldMutation(
    (body: SaveGroupBody) => api.call(contract.customFields.SaveGroup, { body }),
    onSuccess,
  );
}

export function useSaveField(onSuccess?: () => void) {
  return useCustomFieldMutation(
    (body: SaveFieldBody) => api.call(contract.customFields.SaveField, { body }),
    onSuccess,
  );
}

export function useMoveField(onSuccess?: () => void) {
  return useCustomFieldMutation(
    (body: { CustomFieldId: number; TargetCustomFieldGroupId: number }) =>
      api.call(contract.customFields.MoveField, { body }),
    onSuccess,
  );
}

export function useDeleteGroup(onSuccess?: () => void) {
  return useCustomFieldMutation(
    (customFieldGroupId: number) =>
      api.call(contract.customFields.DeleteGroup, { params: { customFieldGroupId } }),
    onSuccess,
  );
}

export function useDeleteField(onSuccess?: () => void) {
  return useCustomFieldMutation(
    (customFieldId: number) =>
      api.call(contract.customFields.DeleteField, { params: { customFieldId } }),
    onSuccess,
  );
}
