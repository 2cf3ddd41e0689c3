import { contract } from '@hoa/contract';
import { formatDate, localDay } from '@hoa/domain';
import { Badge, Button, Group, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { showError, showSuccess } from '../../app/toasts';

/** A vendor's bank details: change them (payment hold) or confirm another user's change. */
export function VendorBankDetailsCard({ vendorAgentId }: { vendorAgentId: number }) {
  const client = useQueryClient();
  const [routingNumber, setRouting] = useState('');
  const [accountNumber, setAccount] = useState('');
  const details = useQuery({
    queryKey: ['vendor-bank', vendorAgentId],
    queryFn: () => api.call(contract.apVendors.GetVendorBankDetails, { query: { vendorAgentId } }),
  });
  const refresh = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['vendor-bank', vendorAgentId] }),
      client.invalidateQueries({ queryKey: ['vendor-search'] }),
    ]);
  const save = useMutation({
    mutationFn: () =>
      api.call(contract.apVendors.SaveVendorBankDetails, {
        body: { vendorAgentId, routingNumber, accountNumber },
      }),
    onSuccess: async () => {
      setRouting('');
      setAccount('');
      showSuccess('Bank details saved; payments are on hold until another user confirms them.');
      await refresh();
    },
    onError: showError,
  });
  const confirm = useMutation({
    mutationFn: () =>
      api.call(contract.apVendors.ConfirmVendorBankDetails, { body: { vendorAgentId } }),
    onSuccess: async () => {
      showSuccess('Bank details confirmed.');
      await refresh();
    },
    onError: showError,
  });
  const d = details.data;
  return (
    <div>
      <Text fw={600} size="sm" mb={4}>
        Bank details
      </Text>
      {d ? (
        <Group gap="xs" mb="xs">
          <Text size="sm">
            Routing {d.RoutingNumber} · account ••••{d.AccountLast4} · changed{' '}
            {formatDate(localDay(new Date(d.ChangedAt)))}
          </Text>
          {d.IsOnPaymentHold ? (
            <>
              <Badge color="red" size="sm">
                Payment hold
              </Badge>
              <Button size="xs" loading={confirm.isPending} onClick={() => confirm.mutate()}>
                Confirm
              </Button>
            </>
          ) : (
            <Badge color="teal" size="sm">
              Confirmed
            </Badge>
          )}
        </Group>
      ) : (
        <Text size="sm" c="dimmed" mb="xs">
          No bank details.
        </Text>
      )}
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Routing number"
          w={130}
          maxLength={9}
          value={routingNumber}
          onChange={(e) => setRouting(e.currentTarget.value)}
        />
        <TextInput
          label="Account number"
          w={170}
          maxLength={17}
          value={accountNumber}
          onChange={(e) => setAccount(e.currentTarget.value)}
        />
        <Button
          size="sm"
          variant="default"
          disabled={!routingNumber || !accountNumber}
          loading={save.isPending}
          onClick={() => save.mutate()}
        >
          Change
        </Button>
      </Group>
    </div>
  );
}
