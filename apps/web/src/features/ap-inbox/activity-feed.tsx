import type { ApprovalAction } from '@hoa/contract';
import { ActivityFeedDays, DefaultActivityFeedDays } from '@hoa/domain';
import { SegmentedControl, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import { LoadError } from '../../widgets/load-error';
import { activityFeedQuery } from './inbox-queries';

/** The approval activity feed: what happened to the invoices in the last 7, 14 or 30 days. */
export function ApprovalActivityFeed({ communityAgentId }: { communityAgentId: number }) {
  const [days, setDays] = useState(String(DefaultActivityFeedDays));
  const feed = useQuery(activityFeedQuery(communityAgentId, Number(days)));
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
      <DataGrid
        aria-label="Approval activity"
        rows={feed.data?.Actions ?? []}
        columns={actionColumns}
        rowKey={actionKey}
        empty={feed.isPending ? 'Loading…' : 'No activity in these days.'}
      />
    </Stack>
  );
}

const actionKey = (row: ApprovalAction) => row.ActionId;

const actionColumns: GridColumn<ApprovalAction>[] = [
  { id: 'when', header: 'When', width: 150, cell: (row) => row.DisplayActionTime },
  { id: 'action', header: 'Action', width: 120, cell: (row) => row.ActionName },
  { id: 'by', header: 'By', width: 150, cell: (row) => row.AgentDisplayName ?? '' },
  { id: 'ap', header: 'AP', width: 140, cell: (row) => `${row.ItemId} ${row.InvoiceNumber ?? ''}` },
  { id: 'vendor', header: 'Vendor', width: 180, cell: (row) => row.VendorDisplayName ?? '' },
  {
    id: 'reason',
    header: 'Reason',
    width: 220,
    cell: (row) => row.RejectedReason ?? row.ApprovalReason ?? '',
  },
  moneyColumn('amount', 'Amount', (row) => row.TotalAmount),
];
