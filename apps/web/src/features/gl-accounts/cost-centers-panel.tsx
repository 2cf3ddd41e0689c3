import { contract, type CostCenter, type RequestOf } from '@hoa/contract';
import { Button, Group, Paper, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { MayCall } from '../../widgets/may-call';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { useContractForm } from '../../widgets/contract-form';
import { useGlDelete } from './use-gl-delete';
import { costCentersQuery, glKey } from './gl-queries';

type SaveCostCenterBody = RequestOf<typeof contract.glAccounts.SaveCostCenter>['body'];

/** Cost centers of a community: list, add, rename, delete when unused. */
export function CostCentersPanel({ communityAgentId }: { communityAgentId: number }) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const centers = useQuery(costCentersQuery(communityAgentId));
  const [editing, setEditing] = useState<CostCenter | null>(null);
  const form = useContractForm({
    initialValues: { CostCenterNumber: '', CostCenterName: '' },
    schema: contract.glAccounts.SaveCostCenter.body,
    toBody: (values) => ({
      ...values,
      CostCenterId: editing?.CostCenterId,
      CommunityAgentId: communityAgentId,
    }),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: glKey });
  const save = useMutation({
    mutationFn: (body: SaveCostCenterBody) =>
      api.call(contract.glAccounts.SaveCostCenter, { body }),
    onSuccess: async (saved) => {
      showSuccess(`Cost center ${saved.CostCenterNumber} saved.`);
      setEditing(null);
      form.reset();
      await refresh();
    },
  });
  const remove = useGlDelete(contract.glAccounts.DeleteCostCenter, 'Cost center deleted.');

  const submit = form.onSubmit((body) => {
    save.mutate(body);
  });

  if (!centers.data) return centers.isError ? <LoadError error={centers.error} /> : <PageLoader />;
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Cost centers">
      <Title order={4} mb="xs">
        Cost centers
      </Title>
      <Table aria-label="Cost center list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Number</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={120} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {centers.data.map((center) => (
            <Table.Tr key={center.CostCenterId}>
              <Table.Td>{center.CostCenterNumber}</Table.Td>
              <Table.Td>{center.CostCenterName}</Table.Td>
              <Table.Td>
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {access.canUpdate ? (
                    <MayCall calls={contract.glAccounts.SaveCostCenter}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        onClick={() => {
                          setEditing(center);
                          form.setValues({
                            CostCenterNumber: center.CostCenterNumber,
                            CostCenterName: center.CostCenterName,
                          });
                        }}
                      >
                        Edit
                      </Button>
                    </MayCall>
                  ) : null}
                  {access.canDelete ? (
                    <MayCall calls={contract.glAccounts.DeleteCostCenter}>
                      <Button
                        size="compact-xs"
                        variant="subtle"
                        color="red"
                        onClick={() => {
                          openConfirm({
                            title: 'Delete cost center',
                            message: `Delete cost center ${center.CostCenterNumber} ${center.CostCenterName}?`,
                            confirmLabel: 'Delete',
                            danger: true,
                            onConfirm: () => {
                              remove.mutate(center.CostCenterId);
                            },
                          });
                        }}
                      >
                        Delete
                      </Button>
                    </MayCall>
                  ) : null}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
          {centers.data.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  No cost centers.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {access.canCreate || (editing && access.canUpdate) ? (
        <form onSubmit={submit} aria-label="Cost center">
          <Group mt="sm" gap="xs" align="flex-end">
            <TextInput
              label="Cost center number"
              w={130}
              {...form.getInputProps('CostCenterNumber')}
            />
            <TextInput
              label="Cost center name"
              style={{ flex: 1 }}
              {...form.getInputProps('CostCenterName')}
            />
            <Button type="submit" loading={save.isPending}>
              {editing ? 'Save cost center' : 'Add cost center'}
            </Button>
          </Group>
        </form>
      ) : null}
    </Paper>
  );
}
