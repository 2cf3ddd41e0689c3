import { formatCents, PortfolioOwnerSortOptions } from '@hoa/domain';
import { Group, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useGo } from '../../app/navigation';
import { EmptyRow } from '../../widgets/empty-row';
import { LinkButton } from '../../widgets/link-button';
import { profileViewRoute } from '../crm';
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
  const link = (label: string, agent: { TopsAgentId: number; TopsAgentTypeId: number }) => (
    <LinkButton key={agent.TopsAgentId} ta="left" onClick={() => void go(profileViewRoute(agent))}>
      {label}
    </LinkButton>
  );
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
        <Table aria-label="Properties" highlightOnHover striped fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Account</Table.Th>
              <Table.Th>Lot</Table.Th>
              <Table.Th>Property</Table.Th>
              <Table.Th>Owners</Table.Th>
              <Table.Th ta="right">Balance</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.Results.map((row) => (
              <Table.Tr key={row.PropertyAgentId}>
                <Table.Td ff="monospace">{row.AccountNumber}</Table.Td>
                <Table.Td>{row.LotNumber}</Table.Td>
                <Table.Td>
                  {link(streetText(row) || 'Property', {
                    TopsAgentId: row.PropertyAgentId,
                    TopsAgentTypeId: 3,
                  })}
                </Table.Td>
                <Table.Td>
                  <Group gap="xs">
                    {row.Owners.map((owner) => link(owner.DisplayName, owner))}
                  </Group>
                </Table.Td>
                <Table.Td ta="right">{formatCents(row.Balance)}</Table.Td>
              </Table.Tr>
            ))}
            {data.Results.length === 0 ? <EmptyRow colSpan={5}>No properties.</EmptyRow> : null}
          </Table.Tbody>
        </Table>
      )}
    </ListFrame>
  );
}
