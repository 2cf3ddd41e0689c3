import { contract } from '@hoa/contract';
import type { SetupWizardName } from '@hoa/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../app/api';

// The wizards' state sits under ['community-setup'].
export const setupWizardKey = ['community-setup'] as const;

export function wizardQuery(communityAgentId: number, wizardName: SetupWizardName) {
  return queryOptions({
    queryKey: [...setupWizardKey, wizardName, communityAgentId],
    queryFn: () =>
      api.call(contract.communitySetup.GetWizard, { query: { communityAgentId, wizardName } }),
  });
}

// What the wizards' steps change: accounts, the accounting profile, banks, codes, and the
// community list, whose setup flags open the community's other screens.
const refreshedKeys = [
  setupWizardKey,
  ['gl-accounts'],
  ['accounting-setup'],
  ['banks'],
  ['codes'],
  ['communityList'],
] as const;

/** Refreshes everything a wizard step may have changed. */
export function useSetupRefresh(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all(refreshedKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  }, [queryClient]);
}
