import { findState } from '@hoa/domain';
import { contract } from '@hoa/contract';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useMayCall } from '../../app/auth/claim-access';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';
import { LinkButton } from '../../widgets/link-button';
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
  return (
    <>
      <CommunityUsersModal community={assigning} onClose={() => setAssigning(null)} />
      <ListFrame state={state} query={query} filterLabel="Filter communities" withInactive>
        {(data) => (
          <Table aria-label="Communities" highlightOnHover striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Community</Table.Th>
                <Table.Th>Alias</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>City</Table.Th>
                <Table.Th ta="right">Properties</Table.Th>
                <Table.Th ta="right">Owners</Table.Th>
                <Table.Th>Status</Table.Th>
                {canAssign ? <Table.Th aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.Results.map((row) => (
                <Table.Tr key={row.CommunityAgentId}>
                  <Table.Td>
                    <LinkButton
                      ta="left"
                      onClick={() =>
                        void go(
                          buildRoute(SiteMap.communityHome, {
                            communityAgentId: row.CommunityAgentId,
                          }),
                        )
                      }
                    >
                      {row.DisplayName}
                    </LinkButton>
                  </Table.Td>
                  <Table.Td>{row.Alias}</Table.Td>
                  <Table.Td>{row.CommunityType}</Table.Td>
                  <Table.Td>
                    {[row.City, row.StateId === null ? null : findState(row.StateId)?.StateAlias]
                      .filter(Boolean)
                      .join(', ')}
                  </Table.Td>
                  <Table.Td ta="right">{row.CountProperties}</Table.Td>
                  <Table.Td ta="right">{row.CountOwners}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {row.IsActive ? null : <Badge color="gray">Inactive</Badge>}
                      {row.IsSetupComplete ? null : <Badge color="yellow">Setup incomplete</Badge>}
                    </Group>
                  </Table.Td>
                  {canAssign ? (
                    <Table.Td ta="right">
                      <Button size="compact-xs" variant="subtle" onClick={() => setAssigning(row)}>
                        Users
                      </Button>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
              {data.Results.length === 0 ? (
                <EmptyRow colSpan={canAssign ? 8 : 7}>No communities.</EmptyRow>
              ) : null}
            </Table.Tbody>
          </Table>
        )}
      </ListFrame>
    </>
  );
}
