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
import { useMemo, useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { useGo } from '../../app/navigation';
import { openConfirm } from '../../app/overlays/modals';
import { buildRoute, SiteMap } from '../../app/site-map';
import { showSuccess } from '../../app/toasts';
import { fieldErrors } from '../../widgets/form-errors';
import { PageHeader } from '../../widgets/page-header';
import { toGrantList, toGrantMap, type ClaimDefinition, type GrantMap } from './claim-grants';
import { ClaimsGrid } from './claims-grid';
import { roleQuery, rolesKey } from './role-queries';

type RoleUser = ResponseOf<typeof contract.roles.GetUsers>[number];
type SaveBody = RequestOf<typeof contract.roles.SaveRole>['body'];

interface RoleFormProps {
  /** Undefined when creating a role. */
  role: Role | undefined;
  claims: readonly ClaimDefinition[];
  users: readonly RoleUser[];
}

export function RoleForm({ role, claims, users }: RoleFormProps) {
  const go = useGo();
  const queryClient = useQueryClient();
  const [name, setName] = useState(role?.Name ?? '');
  const [description, setDescription] = useState(role?.Description ?? '');
  const [isBoardRole, setIsBoardRole] = useState(role?.IsBoardRole ?? false);
  const [grants, setGrants] = useState<GrantMap>(() => toGrantMap(role?.Claims ?? []));
  const [userIds, setUserIds] = useState<string[]>(() => (role?.UserIds ?? []).map(String));
  const [errors, setErrors] = useState<Record<string, string>>({});

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
      await queryClient.invalidateQueries({ queryKey: rolesKey });
      if (!role) {
        await go(buildRoute(SiteMap.rolesManage, { productRoleId: saved.ProductRoleId }), {
          replace: true,
        });
      }
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

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    const parsed = contract.roles.SaveRole.body.safeParse({
      ProductRoleId: role?.ProductRoleId,
      Name: name,
      Description: description,
      IsBoardRole: isBoardRole,
      Claims: toGrantList(grants),
      UserIds: userIds.map(Number),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  }

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
    <form onSubmit={submit} noValidate aria-label="Role">
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
        <Paper withBorder p="md" radius="sm">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Stack gap="sm">
              <TextInput
                label="Name"
                withAsterisk
                value={name}
                onChange={(event) => {
                  setName(event.currentTarget.value);
                }}
                error={errors.Name}
              />
              <Textarea
                label="Description"
                autosize
                minRows={2}
                maxRows={5}
                value={description}
                onChange={(event) => {
                  setDescription(event.currentTarget.value);
                }}
                error={errors.Description}
              />
              <Switch
                label="Board role"
                description="A reduced approval role for board members"
                checked={isBoardRole}
                onChange={(event) => {
                  setIsBoardRole(event.currentTarget.checked);
                }}
              />
            </Stack>
            <MultiSelect
              label="Users"
              placeholder="Add users"
              searchable
              clearable
              data={userOptions}
              value={userIds}
              onChange={setUserIds}
              nothingFoundMessage="No matching user"
              error={errors.UserIds}
            />
          </SimpleGrid>
        </Paper>
        <Paper withBorder p="md" radius="sm">
          <Title order={4} mb="xs">
            Claims
          </Title>
          <ClaimsGrid claims={claims} grants={grants} onChange={setGrants} />
        </Paper>
      </Stack>
    </form>
  );
}
