import { calledWith, contract } from '@hoa/contract';
import { Badge, Button, Paper, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useGo } from '../../app/navigation';
import { buildRoute, NewRoleId, SiteMap } from '../../app/site-map';
import { LinkButton } from '../../widgets/link-button';
import { LoadError } from '../../widgets/load-error';
import { MayCall } from '../../widgets/may-call';
import { PageHeader } from '../../widgets/page-header';
import { PageLoader } from '../../widgets/page-loader';
import { rolesQuery } from './role-queries';

export function RolesIndexPage() {
  const go = useGo();
  const roles = useQuery(rolesQuery);
  const manage = (productRoleId: number | string) => {
    void go(buildRoute(SiteMap.rolesManage, { productRoleId }));
  };

  return (
    <>
      <PageHeader
        title="Roles"
        subtitle="Permission claims granted to users of the company"
        actions={
          <MayCall
            calls={calledWith(contract.roles.SaveRole, { claim: 'maintainuser', level: 'create' })}
          >
            <Button
              onClick={() => {
                manage(NewRoleId);
              }}
            >
              New role
            </Button>
          </MayCall>
        }
      />
      {roles.data ? (
        <Paper withBorder radius="sm">
          <Table aria-label="Roles">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Description</Table.Th>
                <Table.Th>Board role</Table.Th>
                <Table.Th ta="right">Claims</Table.Th>
                <Table.Th ta="right">Users</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {roles.data.map((role) => (
                <Table.Tr key={role.ProductRoleId}>
                  <Table.Td>
                    <LinkButton
                      onClick={() => {
                        manage(role.ProductRoleId);
                      }}
                    >
                      {role.Name}
                    </LinkButton>
                  </Table.Td>
                  <Table.Td>{role.Description}</Table.Td>
                  <Table.Td>
                    {role.IsBoardRole ? <Badge color="grape">Board</Badge> : null}
                  </Table.Td>
                  <Table.Td ta="right">{role.ClaimCount}</Table.Td>
                  <Table.Td ta="right">{role.UserCount}</Table.Td>
                </Table.Tr>
              ))}
              {roles.data.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text size="sm" c="dimmed" py="xs">
                      No roles yet.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : null}
            </Table.Tbody>
          </Table>
        </Paper>
      ) : roles.isError ? (
        <LoadError error={roles.error} />
      ) : (
        <PageLoader />
      )}
    </>
  );
}
