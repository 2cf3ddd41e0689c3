import { ActivityFeedDays, DefaultActivityFeedDays, formatCents } from '@hoa/domain';
import { SegmentedControl, Stack, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { EmptyRow } from '../../widgets/empty-row';
import { LoadError } from '../../widgets/load-error';
import { activityFeedQuery } from './inbox-queries';

/** The approval activity feed: what happened to the invoices in the last 7, 14 or 30 days. */
export function ApprovalActivityFeed({ communityAgentId }: { communityAgentId: number }) {
  const [days, setDays] = useState(String(DefaultActivityFeedDays));
  const feed = useQuery(activityFeedQuery(communityAgentId, Number(days)));
  const rows = feed.data?.Actions ?? [];
  return (
    <Stack gap="xs">
      <SegmentedControl
        w={260}
        aria-label="Last days"
        value={days}
        onChange={setDays}
        data={ActivityFeedDays.map((d) => ({ value: String(d), label: `${d} days` }))}
      />
      {feed.isError ? <LoadError error={feed.error} /> : null}
      <Table fz="sm" verticalSpacing={4} striped aria-label="Approval activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>By</Table.Th>
            <Table.Th>AP</Table.Th>
            <Table.Th>Vendor</Table.Th>
            <Table.Th>Reason</Table.Th>
            <Table.Th ta="right">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.length === 0 && !feed.isPending ? (
            <EmptyRow colSpan={7}>No activity in these days.</EmptyRow>
          ) : null}
          {rows.map((row) => (
            <Table.Tr key={row.ActionId}>
              <Table.Td>{row.DisplayActionTime}</Table.Td>
              <Table.Td>{row.ActionName}</Table.Td>
              <Table.Td>{row.AgentDisplayName ?? ''}</Table.Td>
              <Table.Td>{`${row.ItemId} ${row.InvoiceNumber ?? ''}`}</Table.Td>
              <Table.Td>{row.VendorDisplayName ?? ''}</Table.Td>
              <Table.Td>{row.RejectedReason ?? row.ApprovalReason ?? ''}</Table.Td>
              <Table.Td ta="right">{formatCents(row.TotalAmount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
