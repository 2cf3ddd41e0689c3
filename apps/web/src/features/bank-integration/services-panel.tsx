import { contract } from '@hoa/contract';
import { BankServiceTypes, type BankServiceType } from '@hoa/domain';
import { Button, Checkbox, Group, Paper, Table, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { bankIntegrationKey, servicesQuery } from './bank-integration-queries';

const B = contract.bankIntegration;

/** The communities with accounts at the bank: who has this service, one by one or all at once. */
export function ServicesPanel({ bankId, service }: { bankId: number; service: BankServiceType }) {
  const client = useQueryClient();
  const rows = useQuery(servicesQuery(bankId));
  const refresh = () =>
    client.invalidateQueries({ queryKey: [...bankIntegrationKey, 'services', bankId] });
  const toggle = useMutation({
    mutationFn: ({ communityId, on }: { communityId: number; on: boolean }) =>
      api.call(on ? B.SubscribeToBankService : B.UnsubscribeFromBankService, {
        body: { BankId: bankId, CommunityId: communityId, BankServiceId: service.BankServiceId },
      }),
    onSuccess: refresh,
  });
  const mass = useMutation({
    mutationFn: (on: boolean) =>
      api.call(on ? B.MassSubscribeToBankServices : B.MassUnsubscribeFromBankServices, {
        body: {
          BankId: bankId,
          BankServiceId: service.BankServiceId,
          CommunityList: (rows.data ?? []).map((r) => r.CommunityId),
        },
      }),
    onSuccess: async (_data, on) => {
      await refresh();
      showSuccess(
        on
          ? `${service.Name}: all communities subscribed.`
          : `${service.Name}: all communities unsubscribed.`,
      );
    },
  });
  const data = rows.data ?? [];
  return (
    <Paper withBorder p="md" radius="sm">
      <Group justify="space-between" mb="sm">
        <div>
          <Title order={4}>Communities using {service.Name.toLowerCase()}</Title>
          <Text size="xs" c="dimmed">
            Service {service.BankServiceId}, scope {service.Scope}
            {service.SkipsCommunities ? ' · bank-wide: no community needed' : ''}
          </Text>
        </div>
        <Group>
          <Button
            variant="default"
            loading={mass.isPending && mass.variables}
            onClick={() => mass.mutate(true)}
          >
            Subscribe all
          </Button>
          <Button
            variant="default"
            loading={mass.isPending && !mass.variables}
            onClick={() => mass.mutate(false)}
          >
            Unsubscribe all
          </Button>
        </Group>
      </Group>
      {rows.isError ? <LoadError error={rows.error} /> : null}
      <Table striped verticalSpacing={4} fz="sm" aria-label="Community services">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={100}>{service.Name}</Table.Th>
            <Table.Th>Community</Table.Th>
            <Table.Th>Other services</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {data.length === 0 ? (
            <EmptyRow colSpan={3}>No community of yours has an account at this bank.</EmptyRow>
          ) : (
            data.map((r) => (
              <Table.Tr key={r.CommunityId}>
                <Table.Td>
                  <Checkbox
                    aria-label={`${service.Name} for ${r.CommunityName}`}
                    checked={r.BankServiceIds.includes(service.BankServiceId)}
                    disabled={toggle.isPending}
                    onChange={(e) =>
                      toggle.mutate({ communityId: r.CommunityId, on: e.currentTarget.checked })
                    }
                  />
                </Table.Td>
                <Table.Td>{r.CommunityName}</Table.Td>
                <Table.Td>
                  {BankServiceTypes.filter(
                    (s) =>
                      s.BankServiceId !== service.BankServiceId &&
                      r.BankServiceIds.includes(s.BankServiceId),
                  )
                    .map((s) => s.Name)
                    .join(', ')}
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
