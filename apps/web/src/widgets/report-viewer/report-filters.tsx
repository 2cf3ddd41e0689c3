import { globalAgentIds } from '@hoa/domain';
import { MultiSelect } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { communityLabel, useCommunityList } from '../../app/community/community-list';

/**
 * The communities a global report covers: the ones chosen, or all the user's while none is
 * (agentIds null), and the input choosing them.
 */
export function useCommunitiesFilter(): { agentIds: number[] | null; input: ReactNode } {
  const [chosen, setChosen] = useState<string[]>([]);
  const communities = useCommunityList();
  return {
    agentIds: globalAgentIds(chosen),
    input: (
      <MultiSelect
        label="Communities"
        w={320}
        clearable
        searchable
        placeholder={chosen.length === 0 ? 'All my communities' : undefined}
        data={(communities.data ?? []).map((c) => ({
          value: String(c.CommunityAgentId),
          label: communityLabel(c),
        }))}
        value={chosen}
        onChange={setChosen}
      />
    ),
  };
}
