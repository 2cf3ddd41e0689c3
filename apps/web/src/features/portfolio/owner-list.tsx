import { PortfolioOwnerSortOptions } from '@hoa/domain';
import { useQuery } from '@tanstack/react-query';
import { SortSelect } from './list-controls';
import { ListFrame } from './list-frame';
import { OwnershipTable } from './ownership-table';
import { ownerPortfolioQuery } from './portfolio-queries';
import { useListState } from './use-list-state';

/** A community's owners of one owner type, or of every owner-like type (ownerships by owner). */
export function OwnerList(props: { communityAgentId: number; ownerTypeId?: number; take: number }) {
  const state = useListState({ take: props.take, sortOptionId: 3 });
  const query = useQuery(
    ownerPortfolioQuery({
      communityAgentId: props.communityAgentId,
      ...(props.ownerTypeId ? { agentTypeId: props.ownerTypeId } : {}),
      skip: state.skip,
      take: state.take,
      sortOptionId: state.sortOptionId,
      searchTerm: state.searchTerm,
    }),
  );
  return (
    <ListFrame
      state={state}
      query={query}
      filterLabel="Filter owners"
      controls={
        <SortSelect
          options={PortfolioOwnerSortOptions}
          value={state.sortOptionId}
          onChange={state.setSortOptionId}
        />
      }
    >
      {(data) => <OwnershipTable label="Owners" rows={data.Results} showBalance />}
    </ListFrame>
  );
}
