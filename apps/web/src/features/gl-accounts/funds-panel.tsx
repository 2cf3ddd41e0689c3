import { contract, type Fund } from '@hoa/contract';
import { FundTypes, GlAccountMessages } from '@hoa/domain';
import { Button, Group, Paper, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type SubmitEvent } from 'react';
import { api } from '../../app/api';
import { useClaimAccess } from '../../app/auth/claim-access';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { LoadError } from '../../widgets/load-error';
import { PageLoader } from '../../widgets/page-loader';
import { useGlDelete } from './use-gl-delete';
import { fundsQuery, glKey } from './gl-queries';

const fundTypeOptions = FundTypes.map((t) => ({
  value: String(t.FundTypeId),
  label: t.FundTypeName,
}));

/** Funds of a community: list, add, and delete after the fund deletion confirmation. */
export function FundsPanel({ communityAgentId }: { communityAgentId: number }) {
  const queryClient = useQueryClient();
  const access = useClaimAccess('glaccounts');
  const funds = useQuery(fundsQuery(communityAgentId));
  const [name, setName] = useState('');
  const [fundTypeId, setFundTypeId] = useState<string | null>('1');

  const refresh = () => queryClient.invalidateQueries({ queryKey: glKey });
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.glAccounts.SaveFund, {
        body: { CommunityAgentId: communityAgentId, Name: name, FundTypeId: Number(fundTypeId) },
      }),
    onSuccess: async (saved) => {
      showSuccess(`Fund ${saved.Name} saved.`);
      setName('');
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

  function submit(event: SubmitEvent<HTMLFormElement>): void {
    event.preventDefault();
    save.mutate();
  }

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
            <TextInput
              label="Fund name"
              style={{ flex: 1 }}
              value={name}
              onChange={(e) => {
                setName(e.currentTarget.value);
              }}
            />
            <Select
              label="Fund type"
              w={160}
              data={fundTypeOptions}
              value={fundTypeId}
              onChange={setFundTypeId}
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
