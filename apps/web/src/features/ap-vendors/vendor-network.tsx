import { contract, type VendorSearchRow } from '@hoa/contract';
import { formatDate, localDay } from '@hoa/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { VendorInviteModal } from './vendor-invite-modal';

/**
 * A vendor on the vendor network: registered, invited or not; its registration code and the
 * invites sent; send or resend the invite; take a registered vendor off the network.
 */
export function VendorNetwork({ vendor }: { vendor: VendorSearchRow }) {
  const vendorAgentId = vendor.VendorAgentId;
  const client = useQueryClient();
  const [inviting, setInviting] = useState(false);
  const invites = useQuery({
    queryKey: ['vendor-invites', vendorAgentId],
    queryFn: () => api.call(contract.apVendors.GetVendorInvites, { query: { vendorAgentId } }),
  });
  const leave = useMutation({
    mutationFn: () =>
      api.call(contract.apVendors.DeleteVendorFromVendorAlly, { query: { vendorAgentId } }),
    onSuccess: async () => {
      showSuccess(`${vendor.DisplayName} was taken off the vendor network.`);
      await client.invalidateQueries({ queryKey: ['vendor-search'] });
    },
  });
  const sent = invites.data ?? [];
  const status = vendor.IsRegisteredVendor ? (
    <Badge color="teal" size="sm">
      Registered
    </Badge>
  ) : sent.length > 0 ? (
    <Badge color="yellow" size="sm">
      Invited
    </Badge>
  ) : (
    <Badge color="gray" size="sm">
      Not invited
    </Badge>
  );
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            Vendor network
          </Text>
          {status}
        </Group>
        {vendor.IsRegisteredVendor ? (
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={leave.isPending}
            onClick={() =>
              openConfirm({
                title: 'Remove from the vendor network',
                message: `Take ${vendor.DisplayName} off the vendor network? Its registration code is cleared.`,
                confirmLabel: 'Remove',
                danger: true,
                onConfirm: () => leave.mutate(),
              })
            }
          >
            Remove from network
          </Button>
        ) : (
          <Button size="xs" variant="light" onClick={() => setInviting(true)}>
            {sent.length > 0 ? 'Resend invite' : 'Send invite'}
          </Button>
        )}
      </Group>
      {vendor.RegistrationCode ? (
        <Text size="sm" mb={4}>
          Registration code {vendor.RegistrationCode}
        </Text>
      ) : null}
      {sent.length > 0 ? (
        <Table aria-label="Invites" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Sent</Table.Th>
              <Table.Th>Email address</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {sent.map((i) => (
              <Table.Tr key={i.InviteId}>
                <Table.Td>{formatDate(localDay(new Date(i.SentAt)))}</Table.Td>
                <Table.Td>{i.EmailAddress}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <VendorInviteModal
        opened={inviting}
        vendor={vendor}
        lastEmailAddress={sent[0]?.EmailAddress ?? null}
        onClose={() => setInviting(false)}
      />
    </div>
  );
}
