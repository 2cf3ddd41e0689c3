import type { CouponOwner } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Badge, Button, Checkbox, Group, Table } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { EmptyRow } from '../../widgets/empty-row';
import { downloadPropertyStatement } from '../statements';

interface CouponOwnersTableProps {
  owners: CouponOwner[];
  selected: ReadonlySet<number>;
  onToggle: (ownerIds: number[], on: boolean) => void;
  loading: boolean;
}

/** One page of coupon owners with a checkbox each and a statement download per property. */
export function CouponOwnersTable({ owners, selected, onToggle, loading }: CouponOwnersTableProps) {
  const statement = useMutation({ mutationFn: downloadPropertyStatement });
  const ids = owners.map((o) => o.TopsAgentId);
  const chosen = ids.filter((id) => selected.has(id)).length;
  return (
    <Table striped highlightOnHover aria-label="Coupon owners">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={36}>
            <Checkbox
              aria-label="Select this page"
              checked={chosen > 0 && chosen === ids.length}
              indeterminate={chosen > 0 && chosen < ids.length}
              onChange={(event) => onToggle(ids, event.currentTarget.checked)}
            />
          </Table.Th>
          <Table.Th>Account</Table.Th>
          <Table.Th>Owner</Table.Th>
          <Table.Th>Property</Table.Th>
          <Table.Th>Sections</Table.Th>
          <Table.Th>Payment</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {owners.length === 0 ? (
          <EmptyRow colSpan={8}>{loading ? 'Loading owners…' : 'No owners match.'}</EmptyRow>
        ) : null}
        {owners.map((o) => (
          <Table.Tr key={o.TopsAgentId}>
            <Table.Td>
              <Checkbox
                aria-label={`Select ${o.OwnerName}`}
                checked={selected.has(o.TopsAgentId)}
                onChange={(event) => onToggle([o.TopsAgentId], event.currentTarget.checked)}
              />
            </Table.Td>
            <Table.Td>{o.AccountNumber ?? ''}</Table.Td>
            <Table.Td>{o.OwnerName}</Table.Td>
            <Table.Td>{o.AddressDisplay}</Table.Td>
            <Table.Td>{o.Sections}</Table.Td>
            <Table.Td>
              <Group gap={4}>
                {o.IsDirectDebit ? (
                  <Badge size="sm" variant="light">
                    Direct debit
                  </Badge>
                ) : null}
                {o.IsHoldPayment ? (
                  <Badge size="sm" variant="light" color="orange">
                    Hold
                  </Badge>
                ) : null}
              </Group>
            </Table.Td>
            <Table.Td ta="right">{formatCents(o.Balance)}</Table.Td>
            <Table.Td ta="right">
              <Button
                size="compact-xs"
                variant="subtle"
                aria-label={`Statement of ${o.OwnerName}`}
                loading={statement.isPending && statement.variables === o.PropertyAgentId}
                onClick={() => statement.mutate(o.PropertyAgentId)}
              >
                Statement
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
