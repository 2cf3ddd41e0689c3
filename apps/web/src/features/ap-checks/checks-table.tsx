import type { Check } from '@hoa/contract';
import { ApPaymentStatus, formatCents, formatDate, TxnTypeId } from '@hoa/domain';
import { Anchor, Badge, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useGo } from '../../app/navigation';
import { buildRoute, SiteMap } from '../../app/site-map';
import { EmptyRow } from '../../widgets/empty-row';

const typeName: Record<number, string> = {
  [TxnTypeId.PrintChecks]: 'Printed',
  [TxnTypeId.HandwrittenCheck]: 'Handwritten',
  [TxnTypeId.SeparateCheck]: 'Separate',
};

export function CheckStatusBadge({ check }: { check: Check }) {
  if (check.Status === ApPaymentStatus.Voided) {
    return (
      <Badge color="red" variant="light">
        {`Voided ${check.VoidDate ? formatDate(check.VoidDate) : ''}`}
      </Badge>
    );
  }
  return (
    <Badge color={check.Status === ApPaymentStatus.Cleared ? 'blue' : 'green'} variant="light">
      {check.Status === ApPaymentStatus.Cleared ? 'Cleared' : 'Issued'}
    </Badge>
  );
}

/** Checks with a link to each one's profile; `action` adds a last cell. */
export function ChecksTable({
  checks,
  empty,
  action,
}: {
  checks: readonly Check[];
  empty: string;
  action?: (check: Check) => ReactNode;
}) {
  const go = useGo();
  return (
    <Table striped highlightOnHover fz="sm" verticalSpacing={4} aria-label="Checks">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Check</Table.Th>
          <Table.Th>Date</Table.Th>
          <Table.Th>Type</Table.Th>
          <Table.Th>Vendor</Table.Th>
          <Table.Th>Bank account</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          {action ? <Table.Th /> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {checks.length === 0 ? <EmptyRow colSpan={action ? 8 : 7}>{empty}</EmptyRow> : null}
        {checks.map((check) => (
          <Table.Tr key={check.ItemId}>
            <Table.Td>
              <Anchor
                size="sm"
                onClick={() =>
                  void go(
                    buildRoute(SiteMap.apCheckProfile, {
                      communityAgentId: check.CommunityAgentId,
                      agentId: check.VendorAgentId,
                      itemId: check.ItemId,
                    }),
                  )
                }
              >
                {check.CheckNumber ?? ''}
              </Anchor>
            </Table.Td>
            <Table.Td>{formatDate(check.CheckDate)}</Table.Td>
            <Table.Td>{typeName[check.TxnTypeId] ?? ''}</Table.Td>
            <Table.Td>{check.VendorDisplayName}</Table.Td>
            <Table.Td>{check.BankAccountName}</Table.Td>
            <Table.Td>
              <CheckStatusBadge check={check} />
            </Table.Td>
            <Table.Td ta="right">{formatCents(check.Amount)}</Table.Td>
            {action ? <Table.Td>{action(check)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
