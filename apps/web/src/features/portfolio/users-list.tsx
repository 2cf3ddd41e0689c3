import { type contract, type ResponseOf } from '@hoa/contract';
import { hasAccess } from '@hoa/domain';
import { Badge, Button, Group } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSession } from '../../app/auth/session';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import { activeStatusColumn } from './agent-columns';
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
  const columns = useMemo(
    () => userColumns(canReset ? { assign: setAssigning, reset: setResetting } : null),
    [canReset],
  );
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
          <DataGrid
            aria-label="Users"
            rows={data.Results}
            columns={columns}
            rowKey={userKey}
            rowHeight={36}
            empty="No users."
          />
        )}
      </ListFrame>
    </>
  );
}

type UserRow = ResponseOf<typeof contract.portfolio.GetPortfolioUsers>['Results'][number];

const userKey = (row: UserRow) => row.UserId;

function userColumns(
  actions: { assign: (row: UserRow) => void; reset: (row: UserRow) => void } | null,
): GridColumn<UserRow>[] {
  const columns: GridColumn<UserRow>[] = [
    { id: 'name', header: 'Name', width: 180, cell: (row) => row.DisplayName },
    { id: 'user-name', header: 'User name', width: 140, cell: (row) => row.UserName },
    { id: 'email', header: 'Email', width: 220, cell: (row) => row.Email },
    { id: 'roles', header: 'Roles', width: 200, cell: (row) => row.RoleNames.join(', ') },
    {
      id: 'communities',
      header: 'Communities',
      width: 110,
      align: 'right',
      cell: (row) => row.CommunityCount,
    },
    activeStatusColumn((row) =>
      row.IsSystemAdmin ? <Badge variant="light">System admin</Badge> : null,
    ),
  ];
  if (!actions) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: '',
      width: 220,
      align: 'right',
      cell: (row) => (
        <Group gap={4} justify="flex-end" wrap="nowrap">
          <Button size="compact-xs" variant="subtle" onClick={() => actions.assign(row)}>
            Communities
          </Button>
          <Button size="compact-xs" variant="subtle" onClick={() => actions.reset(row)}>
            Reset password
          </Button>
        </Group>
      ),
    },
  ];
}
