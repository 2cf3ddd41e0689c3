import { hasAccess } from '@hoa/domain';
import { Badge, Button, Group, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSession } from '../../app/auth/session';
import { EmptyRow } from '../../widgets/empty-row';
import { ListFrame } from './list-frame';
import { usersQuery } from './portfolio-queries';
import { ResetPasswordModal, type ResetPasswordTarget } from './reset-password-modal';
import { UserCommunitiesModal, type UserCommunitiesTarget } from './user-communities-modal';
import { useListState } from './use-list-state';

/** The company's users with their roles and how many communities they work in. */
export function UsersList(props: { take: number }) {
  const state = useListState({ take: props.take });
  const query = useQuery(
    usersQuery({
      skip: state.skip,
      take: state.take,
      searchTerm: state.searchTerm,
      includeInactive: state.includeInactiveParam,
    }),
  );
  const session = useSession().data;
  const canReset = session ? hasAccess(session.Claims, 'maintainuser', 'update') : false;
  const [resetting, setResetting] = useState<ResetPasswordTarget | null>(null);
  const [assigning, setAssigning] = useState<UserCommunitiesTarget | null>(null);
  return (
    <>
      <ResetPasswordModal
        user={resetting}
        onClose={() => {
          setResetting(null);
        }}
      />
      <UserCommunitiesModal
        user={assigning}
        onClose={() => {
          setAssigning(null);
        }}
      />
      <ListFrame state={state} query={query} filterLabel="Filter users" withInactive>
        {(data) => (
          <Table aria-label="Users" highlightOnHover striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>User name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Roles</Table.Th>
                <Table.Th ta="right">Communities</Table.Th>
                <Table.Th>Status</Table.Th>
                {canReset ? <Table.Th aria-label="Actions" /> : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.Results.map((row) => (
                <Table.Tr key={row.UserId}>
                  <Table.Td>{row.DisplayName}</Table.Td>
                  <Table.Td>{row.UserName}</Table.Td>
                  <Table.Td>{row.Email}</Table.Td>
                  <Table.Td>{row.RoleNames.join(', ')}</Table.Td>
                  <Table.Td ta="right">{row.CommunityCount}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {row.IsActive ? null : <Badge color="gray">Inactive</Badge>}
                      {row.IsSystemAdmin ? <Badge variant="light">System admin</Badge> : null}
                    </Group>
                  </Table.Td>
                  {canReset ? (
                    <Table.Td ta="right">
                      <Group gap={4} justify="flex-end" wrap="nowrap">
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => {
                            setAssigning(row);
                          }}
                        >
                          Communities
                        </Button>
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          onClick={() => {
                            setResetting(row);
                          }}
                        >
                          Reset password
                        </Button>
                      </Group>
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
              {data.Results.length === 0 ? (
                <EmptyRow colSpan={canReset ? 7 : 6}>No users.</EmptyRow>
              ) : null}
            </Table.Tbody>
          </Table>
        )}
      </ListFrame>
    </>
  );
}
