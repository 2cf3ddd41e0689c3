import { useQuery } from '@tanstack/react-query';
import { DirectoryTable } from './directory-table';
import { ListFrame } from './list-frame';
import { agentListQuery } from './portfolio-queries';
import { useListState } from './use-list-state';

export type AgentListTypeId = 1 | 6 | 8 | 24;

export const AgentListTitles: Record<AgentListTypeId, string> = {
  1: 'Organizations',
  6: 'Banks',
  8: 'Amenities',
  24: 'Partners',
};

/** Organizations, banks, amenities or partners, by name, a page at a time. */
export function AgentList(props: {
  agentTypeId: AgentListTypeId;
  communityAgentId?: number;
  take: number;
}) {
  const state = useListState({ take: props.take });
  const query = useQuery(
    agentListQuery({
      agentTypeId: props.agentTypeId,
      ...(props.communityAgentId ? { communityAgentId: props.communityAgentId } : {}),
      skip: state.skip,
      take: state.take,
      searchTerm: state.searchTerm,
      includeInactive: state.includeInactiveParam,
    }),
  );
  const title = AgentListTitles[props.agentTypeId];
  return (
    <ListFrame
      state={state}
      query={query}
      filterLabel={`Filter ${title.toLowerCase()}`}
      withInactive
    >
      {(data) => <DirectoryTable label={title} rows={data.Results} />}
    </ListFrame>
  );
}
