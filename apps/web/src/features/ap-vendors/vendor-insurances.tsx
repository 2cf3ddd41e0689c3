import { contract } from '@hoa/contract';
import { formatDate, VendorCarInsurancePolicyType, VendorMessages } from '@hoa/domain';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../app/api';
import { openConfirm } from '../../app/overlays/modals';
import { showSuccess } from '../../app/toasts';
import { VendorInsuranceFormModal, type VendorInsurance } from './vendor-insurance-form-modal';

/** A vendor's insurance policies, soonest expiry first: add, edit, delete. */
export function VendorInsurances({ vendorAgentId }: { vendorAgentId: number }) {
  const client = useQueryClient();
  const [opened, setOpened] = useState(false);
  // Kept while the modal closes, so its title does not change during the transition.
  const [target, setTarget] = useState<VendorInsurance | undefined>(undefined);
  const open = (insurance: VendorInsurance | undefined) => {
    setTarget(insurance);
    setOpened(true);
  };
  // A vendor car insurance is read afresh (VendorCarInsurance/GetById) before it is edited.
  const carPolicy = useMutation({
    mutationFn: (id: number) =>
      api.call(contract.apVendors.GetVendorCarInsuranceById, { query: { id } }),
    onSuccess: open,
  });
  const edit = (insurance: VendorInsurance | undefined) => {
    if (insurance?.PolicyType === VendorCarInsurancePolicyType)
      carPolicy.mutate(insurance.InsuranceId);
    else open(insurance);
  };
  const insurances = useQuery({
    queryKey: ['vendor-insurances', vendorAgentId],
    queryFn: () => api.call(contract.apVendors.GetVendorInsurances, { query: { vendorAgentId } }),
  });
  const remove = useMutation({
    mutationFn: (insuranceId: number) =>
      api.call(contract.apVendors.DeleteVendorInsurance, { query: { insuranceId } }),
    onSuccess: async () => {
      showSuccess(VendorMessages.insuranceDeleted);
      await client.invalidateQueries({ queryKey: ['vendor-insurances', vendorAgentId] });
    },
  });
  const confirmRemove = (insurance: VendorInsurance) =>
    openConfirm({
      title: 'Delete insurance',
      message: `Delete the ${insurance.PolicyType} policy from ${insurance.Carrier}?`,
      confirmLabel: 'Delete',
      danger: true,
      onConfirm: () => remove.mutate(insurance.InsuranceId),
    });
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          Insurances
        </Text>
        <Button size="xs" variant="light" onClick={() => edit(undefined)}>
          Add insurance
        </Button>
      </Group>
      {insurances.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No insurance policies.
        </Text>
      ) : (
        <Table aria-label="Insurances" verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Policy type</Table.Th>
              <Table.Th>Carrier</Table.Th>
              <Table.Th>Policy number</Table.Th>
              <Table.Th>Expires</Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(insurances.data ?? []).map((i) => (
              <Table.Tr key={i.InsuranceId}>
                <Table.Td>{i.PolicyType}</Table.Td>
                <Table.Td>{i.Carrier}</Table.Td>
                <Table.Td>{i.PolicyNumber ?? ''}</Table.Td>
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {formatDate(i.ExpirationDate)}
                    {i.IsExpired ? (
                      <Badge color="red" size="xs">
                        Expired
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      aria-label={`Edit ${i.PolicyType}`}
                      onClick={() => edit(i)}
                    >
                      Edit
                    </Button>
                    <Button
                      size="compact-xs"
                      variant="subtle"
                      color="red"
                      aria-label={`Delete ${i.PolicyType}`}
                      loading={remove.isPending && remove.variables === i.InsuranceId}
                      onClick={() => confirmRemove(i)}
                    >
                      Delete
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <VendorInsuranceFormModal
        opened={opened}
        vendorAgentId={vendorAgentId}
        insurance={target}
        onClose={() => setOpened(false)}
      />
    </div>
  );
}
