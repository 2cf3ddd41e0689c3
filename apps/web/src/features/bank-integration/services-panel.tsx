import { contract, type ResponseOf } from '@hoa/contract';
import { BankServiceTypes, type BankServiceType } from '@hoa/domain';
import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../app/api';
import { showSuccess } from '../../app/toasts';
import { DataGrid, GridCheckbox, type GridColumn } from '../../widgets/data-grid/data-grid';
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
  const busy = toggle.isPending;
  const switchOne = toggle.mutate;
  const columns = useMemo(
    () => serviceColumns(service, busy, switchOne),
    [service, busy, switchOne],
  );
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
      <DataGrid
        aria-label="Community services"
        rows={data}
        columns={columns}
        rowKey={communityKey}
        empty="No community of yours has an account at this bank."
      />
    </Paper>
  );
}

type ServiceRow = ResponseOf<typeof B.GetBankServices>[number];

const communityKey = (r: ServiceRow) => r.CommunityId;

function serviceColumns(
  service: BankServiceType,
  busy: boolean,
  toggle: (change: { communityId: number; on: boolean }) => void,
): GridColumn<ServiceRow>[] {
  return [
    {
      id: 'service',
      header: service.Name,
      width: 100,
      cell: (r) => (
        <GridCheckbox
          aria-label={`${service.Name} for ${r.CommunityName}`}
          checked={r.BankServiceIds.includes(service.BankServiceId)}
          disabled={busy}
          onChange={(e) => toggle({ communityId: r.CommunityId, on: e.currentTarget.checked })}
        />
      ),
    },
    { id: 'community', header: 'Community', width: 260, cell: (r) => r.CommunityName },
    {
      id: 'others',
      header: 'Other services',
      width: 320,
      cell: (r) =>
        BankServiceTypes.filter(
          (s) =>
            s.BankServiceId !== service.BankServiceId && r.BankServiceIds.includes(s.BankServiceId),
        )
          .map((s) => s.Name)
          .join(', '),
    },
  ];
}
