import type { PropertyPortfolioRow as PropertyRow } from '@hoa/contract';
import { PortfolioOwnerSortOptions } from '@hoa/domain';
import { Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGo } from '../../app/navigation';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LinkButton } from '../../widgets/link-button';
import { profileViewRoute } from '../crm';
import { accountColumn } from './agent-columns';
import { SortSelect } from './list-controls';
import { ListFrame } from './list-frame';
import { propertyPortfolioQuery } from './portfolio-queries';
import { streetText } from './row-format';
import { useListState } from './use-list-state';

/** A community's properties with their owners and balances (ownerships by property). */
export function PropertyList(props: { communityAgentId: number; take: number }) {
  const go = useGo();
  const state = useListState({ take: props.take });
  const query = useQuery(
    propertyPortfolioQuery({
      communityAgentId: props.communityAgentId,
      skip: state.skip,
      take: state.take,
      sortOptionId: state.sortOptionId,
      searchTerm: state.searchTerm,
    }),
  );
  const columns = useMemo(() => propertyColumns(go), [go]);
  return (
    <ListFrame
      state={state}
      query={query}
      filterLabel="Filter properties"
      controls={
        <SortSelect
          options={PortfolioOwnerSortOptions}
          value={state.sortOptionId}
          onChange={state.setSortOptionId}
        />
      }
    >
      {(data) => (
        <DataGrid
          aria-label="Properties"
          rows={data.Results}
          columns={columns}
          rowKey={propertyKey}
          variableRowHeight
          empty="No properties."
        />
      )}
    </ListFrame>
  );
}

type Go = ReturnType<typeof useGo>;

const propertyKey = (row: PropertyRow) => row.PropertyAgentId;

function propertyColumns(go: Go): GridColumn<PropertyRow>[] {
  const link = (label: string, agent: { TopsAgentId: number; TopsAgentTypeId: number }) => (
    <LinkButton key={agent.TopsAgentId} ta="left" onClick={() => void go(profileViewRoute(agent))}>
      {label}
    </LinkButton>
  );
  return [
    accountColumn(),
    { id: 'lot', header: 'Lot', width: 90, cell: (row) => row.LotNumber },
    {
      id: 'property',
      header: 'Property',
      width: 240,
      cell: (row) =>
        link(streetText(row) || 'Property', {
          TopsAgentId: row.PropertyAgentId,
          TopsAgentTypeId: 3,
        }),
    },
    {
      id: 'owners',
      header: 'Owners',
      width: 280,
      cell: (row) => (
        <Group gap="xs">{row.Owners.map((owner) => link(owner.DisplayName, owner))}</Group>
      ),
    },
    moneyColumn('balance', 'Balance', (row) => row.Balance, 120),
  ];
}
