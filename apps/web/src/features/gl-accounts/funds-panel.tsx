import { contract, type Fund, type RequestOf } from '@hoa/contract';
import { FundTypes, GlAccountMessages } from '@hoa/domain';
import { Button, Group, Paper, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { MayCall } from '../../widgets/may-call';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { useContractForm } from '../../widgets/contract-form';
import { useGlDelete } from './use-gl-delete';
import { fundsQuery, glKey } from './gl-queries';

type SaveFundBody = RequestOf<typeof contract.glAccounts.SaveFund>['body'];

const fundTypeOptions = FundTypes.map((t) => ({
  value: String(t.FundTypeId),
  label: t.FundTypeName,
}));

/** Funds of a community: list, add, and delete after the fund deletion confirmation. */
export function FundsPanel({ communityAgentId }: { communityAgentId: number }) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const funds = useQuery(fundsQuery(communityAgentId));
  const form = useContractForm({
    initialValues: { Name: '', FundTypeId: '1' },
    schema: contract.glAccounts.SaveFund.body,
    toBody: (values) => ({
      CommunityAgentId: communityAgentId,
      Name: values.Name,
      FundTypeId: Number(values.FundTypeId),
    }),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: glKey });
  const save = useMutation({
    mutationFn: (body: SaveFundBody) => api.call(contract.glAccounts.SaveFund, { body }),
    onSuccess: async (saved) => {
      showSuccess(`Fund ${saved.Name} saved.`);
      form.setFieldValue('Name', '');
      await refresh();
    },
  });
  const remove = useGlDelete(contract.glAccounts.DeleteFund, 'Fund deleted.');

  function confirmDelete(fund: Fund): void {
    openConfirm({
      title: 'Delete fund',
      message: GlAccountMessages.fundDeleteConfirm(fund.Name),
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => {
        remove.mutate(fund.FundId);
      },
    });
  }

  const submit = form.onSubmit((body) => {
    save.mutate(body);
  });

  if (!funds.data) return funds.isError ? <LoadError error={funds.error} /> : <PageLoader />;
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Funds">
      <Title order={4} mb="xs">
        Funds
      </Title>
      <Table aria-label="Fund list">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th w={80} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {funds.data.map((fund) => (
            <Table.Tr key={fund.FundId}>
              <Table.Td>{fund.Name}</Table.Td>
              <Table.Td>{fund.FundTypeName}</Table.Td>
              <Table.Td ta="right">
                {access.canDelete ? (
                  <MayCall calls={contract.glAccounts.DeleteFund}>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete fund ${fund.Name}`}
                      onClick={() => {
                        confirmDelete(fund);
                      }}
                    >
                      Delete
                    </Button>
                  </MayCall>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
          {funds.data.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={3}>
                <Text size="sm" c="dimmed">
                  No funds.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {access.canCreate ? (
        <form onSubmit={submit} aria-label="Fund">
          <Group mt="sm" gap="xs" align="flex-end">
            <TextInput label="Fund name" style={{ flex: 1 }} {...form.getInputProps('Name')} />
            <Select
              label="Fund type"
              w={160}
              data={fundTypeOptions}
              {...form.getInputProps('FundTypeId')}
              allowDeselect={false}
            />
            <Button type="submit" loading={save.isPending}>
              Add fund
            </Button>
          </Group>
        </form>
      ) : null}
    </Paper>
  );
}
