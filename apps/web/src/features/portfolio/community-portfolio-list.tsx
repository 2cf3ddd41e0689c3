import { findState } from '@hoa/domain';
import { contract, type ResponseOf } from '@hoa/contract';
import { Badge, Button } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useMayCall } from '../../app/auth/claim-access';
import { useGo } from '../../app/navigation';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { activeStatusColumn, communityNameColumn } from './agent-columns';
import { CommunityUsersModal, type CommunityUsersTarget } from './community-users-modal';
import { ListFrame } from './list-frame';
import { communityPortfolioQuery } from './portfolio-queries';
import { useListState } from './use-list-state';

/** The user's communities with their property and owner counts; the gate opens setup if due. */
export function CommunityPortfolioList(props: { take: number }) {
  const go = useGo();
  const state = useListState({ take: props.take });
  const query = useQuery(
    communityPortfolioQuery({
      skip: state.skip,
      take: state.take,
      searchTerm: state.searchTerm,
      includeInactive: state.includeInactiveParam,
    }),
  );
  const canAssign = useMayCall(contract.user.AddUsersToCommunity);
  const [assigning, setAssigning] = useState<CommunityUsersTarget | null>(null);
  const columns = useMemo(
    () => portfolioColumns(go, canAssign ? setAssigning : null),
    [go, canAssign],
  );
  return (
    <>
      <CommunityUsersModal community={assigning} onClose={() => setAssigning(null)} />
      <ListFrame state={state} query={query} filterLabel="Filter communities" withInactive>
        {(data) => (
          <DataGrid
            aria-label="Communities"
            rows={data.Results}
            columns={columns}
            rowKey={communityKey}
            rowHeight={36}
            empty="No communities."
          />
        )}
      </ListFrame>
    </>
  );
}

type PortfolioRow = ResponseOf<typeof contract.portfolio.GetCommunityPortfolio>['Results'][number];

const communityKey = (row: PortfolioRow) => row.CommunityAgentId;

function portfolioColumns(
  go: ReturnType<typeof useGo>,
  assign: ((row: PortfolioRow) => void) | null,
): GridColumn<PortfolioRow>[] {
  const columns: GridColumn<PortfolioRow>[] = [
    communityNameColumn(go),
    { id: 'alias', header: 'Alias', width: 90, cell: (row) => row.Alias },
    { id: 'type', header: 'Type', width: 120, cell: (row) => row.CommunityType },
    {
      id: 'city',
      header: 'City',
      width: 160,
      cell: (row) =>
        [row.City, row.StateId === null ? null : findState(row.StateId)?.StateAlias]
          .filter(Boolean)
          .join(', '),
    },
    {
      id: 'properties',
      header: 'Properties',
      width: 100,
      align: 'right',
      cell: (row) => row.CountProperties,
    },
    { id: 'owners', header: 'Owners', width: 90, align: 'right', cell: (row) => row.CountOwners },
    activeStatusColumn((row) =>
      row.IsSetupComplete ? null : <Badge color="yellow">Setup incomplete</Badge>,
    ),
  ];
  if (!assign) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: '',
      width: 80,
      align: 'right',
      cell: (row) => (
        <Button size="compact-xs" variant="subtle" onClick={() => assign(row)}>
          Users
        </Button>
      ),
    },
  ];
}
