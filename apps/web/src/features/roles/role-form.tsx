import { contract, type RequestOf, type ResponseOf, type Role } from '@hoa/contract';
import {
  Button,
  MultiSelect,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { formProblem, useContractForm } from '../../widgets/contract-form';
import { PageHeader } from '../../widgets/page-header';
import { ProblemAlert } from '../../widgets/problem-alert';
import { toGrantList, toGrantMap, type ClaimDefinition, type GrantMap } from './claim-grants';
import { ClaimsGrid } from './claims-grid';
import { roleQuery, rolesKey } from './role-queries';

type RoleUser = ResponseOf<typeof contract.roles.GetUsers>[number];
type SaveBody = RequestOf<typeof contract.roles.SaveRole>['body'];

interface RoleValues {
  Name: string;
  Description: string;
  IsBoardRole: boolean;
  /** The levels ticked per claim; saved as the body's Claims. */
  grants: GrantMap;
  UserIds: string[];
}

interface RoleFormProps {
  /** Undefined when creating a role. */
  role: Role | undefined;
  claims: readonly ClaimDefinition[];
  users: readonly RoleUser[];
}

export function RoleForm({ role, claims, users }: RoleFormProps) {
  const go = useGo();
  const queryClient = useQueryClient();
  const initialValues: RoleValues = {
    Name: role?.Name ?? '',
    Description: role?.Description ?? '',
    IsBoardRole: role?.IsBoardRole ?? false,
    grants: toGrantMap(role?.Claims ?? []),
    UserIds: (role?.UserIds ?? []).map(String),
  };
  const form = useContractForm({
    initialValues,
    schema: contract.roles.SaveRole.body,
    toBody: ({ grants, UserIds, ...values }: RoleValues) => ({
      ProductRoleId: role?.ProductRoleId,
      ...values,
      Claims: toGrantList(grants),
      UserIds: UserIds.map(Number),
    }),
  });

  const userOptions = useMemo(
    () =>
      users.map((user) => ({
        value: String(user.UserId),
        label: `${user.DisplayName} (${user.UserName})`,
      })),
    [users],
  );

  const save = useMutation({
    mutationFn: (body: SaveBody) => api.call(contract.roles.SaveRole, { body }),
    onSuccess: async (saved) => {
      showSuccess('Role saved.');
      queryClient.setQueryData(roleQuery(saved.ProductRoleId).queryKey, saved);
      // A new role's address first: waiting for the refetch would let this replace a screen the
      // user has gone on to (Back to roles) with the role again.
      if (!role) {
        await go(buildRoute(SiteMap.rolesManage, { productRoleId: saved.ProductRoleId }), {
          replace: true,
        });
      }
      await queryClient.invalidateQueries({ queryKey: rolesKey });
    },
  });

  const remove = useMutation({
    mutationFn: (productRoleId: number) =>
      api.call(contract.roles.DeleteRole, { params: { productRoleId } }),
    onSuccess: async (_result, productRoleId) => {
      showSuccess('Role deleted.');
      // Leave the screen first so nothing refetches the deleted role.
      await go(SiteMap.rolesIndex, { replace: true });
      queryClient.removeQueries({ queryKey: roleQuery(productRoleId).queryKey });
      await queryClient.invalidateQueries({ queryKey: rolesKey });
    },
  });

  function confirmDelete(productRoleId: number): void {
    openConfirm({
      title: 'Delete role',
      message: `Delete the role "${role?.Name ?? ''}"? Its users lose the claims it grants.`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => {
        remove.mutate(productRoleId);
      },
    });
  }

  return (
    <form
      onSubmit={form.onSubmit((body) => {
        save.mutate(body);
      })}
      noValidate
      aria-label="Role"
    >
      <PageHeader
        title={role ? role.Name : 'New role'}
        subtitle="Role"
        actions={
          <>
            <Button
              variant="default"
              onClick={() => {
                void go(SiteMap.rolesIndex);
              }}
            >
              Back to roles
            </Button>
            {role ? (
              <Button
                color="red"
                variant="light"
                loading={remove.isPending}
                onClick={() => {
                  confirmDelete(role.ProductRoleId);
                }}
              >
                Delete
              </Button>
            ) : null}
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </>
        }
      />
      <Stack gap="md">
        <ProblemAlert problem={formProblem(form.errors)} />
        <Paper withBorder p="md" radius="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm">
              <TextInput label="Name" withAsterisk {...form.getInputProps('Name')} />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                maxRows={5}
                {...form.getInputProps('Description')}
              />
              <Switch
                label="Board role"
                description="A reduced approval role for board members"
                {...form.getInputProps('IsBoardRole', { type: 'checkbox' })}
              />
            </Stack>
            <MultiSelect
              label="Users"
              placeholder="Add users"
              searchable
              clearable
              data={userOptions}
              nothingFoundMessage="No matching user"
              {...form.getInputProps('UserIds')}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="sm">
          <Title order={4} mb="xs">
            Claims
          </Title>
          <ClaimsGrid
            claims={claims}
            grants={form.values.grants}
            onChange={(grants) => {
              form.setFieldValue('grants', grants);
            }}
          />
        </Paper>
      </Stack>
    </form>
  );
}
