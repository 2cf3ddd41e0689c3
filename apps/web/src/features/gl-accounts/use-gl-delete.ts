import type { contract } from '@hoa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { glKey } from './gl-queries';

type DeleteById =
  | typeof contract.glAccounts.DeleteAccount
  | typeof contract.glAccounts.DeleteCostCenter
  | typeof contract.glAccounts.DeleteFund;

/** Deletes a record of the chart by id, says so, and refreshes the chart's queries. */
export function useGlDelete(endpoint: DeleteById, successText: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.call(endpoint, { params: { id } }),
    onSuccess: async () => {
      showSuccess(successText);
      await queryClient.invalidateQueries({ queryKey: glKey });
    },
  });
}
