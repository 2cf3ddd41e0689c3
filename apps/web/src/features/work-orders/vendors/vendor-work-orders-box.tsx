import { contract, type VendorWorkOrder } from '@hoa/contract';
import { Anchor, Badge, Group, Switch, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useMayCall } from '../../../app/auth/claim-access';
import { buildRoute, SiteMap } from '../../../app/site-map';
import { DataGrid, dateColumn, type GridColumn } from '../../../widgets/data-grid/data-grid';
import { LoadError } from '../../../widgets/load-error';
import { vendorWorkOrdersQuery } from './work-order-vendors-queries';

const V = contract.workOrderVendors;

/** The work order (a link to it), community, summary, target day, state and whether overdue. */
const columns: GridColumn<VendorWorkOrder>[] = [
  {
    id: 'item',
    header: 'Work order',
    width: 100,
    cell: (o) => (
      <Anchor
        component={Link}
        size="sm"
        to={buildRoute(SiteMap.workOrderView, {
          communityAgentId: o.CommunityAgentId,
          parentView: 'work-orders',
          itemId: o.ItemId,
        })}
      >
        #{o.ItemId}
      </Anchor>
    ),
  },
  { id: 'community', header: 'Community', cell: (o) => o.CommunityName },
  { id: 'summary', header: 'Summary', cell: (o) => o.Summary },
  dateColumn('target', 'Target date', (o) => o.TargetDate),
  {
    id: 'state',
    header: 'State',
    width: 130,
    cell: (o) => (
      <Group gap={4}>
        <Badge size="xs" color={o.State === 'Open' ? 'blue' : 'gray'}>
          {o.State}
        </Badge>
        {o.IsOverdue ? (
          <Badge size="xs" color="red">
            Overdue
          </Badge>
        ) : null}
      </Group>
    ),
  },
];

/**
 * The vendor profile's "Open work orders": the work orders issued to the vendor in the caller's
 * communities, soonest target day first, overdue ones marked; all of them on request. Hidden
 * without workordermaintain read.
 */
export function VendorWorkOrdersBox({ vendorAgentId }: { vendorAgentId: number }) {
  const allowed = useMayCall(V.GetVendorWorkOrders);
  const [openOnly, setOpenOnly] = useState(true);
  const orders = useQuery({ ...vendorWorkOrdersQuery(vendorAgentId, openOnly), enabled: allowed });
  if (!allowed) return null;
  return (
    <div>
      <Group justify="space-between" mb={4}>
        <Text fw={600} size="sm">
          {openOnly ? 'Open work orders' : 'Work orders'}
        </Text>
        <Switch
          size="xs"
          label="Open only"
          checked={openOnly}
          onChange={(e) => setOpenOnly(e.currentTarget.checked)}
        />
      </Group>
      {orders.isError ? <LoadError error={orders.error} /> : null}
      <DataGrid
        aria-label="Vendor work orders"
        rows={orders.data ?? []}
        columns={columns}
        rowKey={(o) => o.ItemId}
        empty={openOnly ? 'No open work orders.' : 'No work orders.'}
        rowTone={(o) => (o.IsOverdue ? 'var(--mantine-color-red-0)' : undefined)}
        maxHeight={300}
      />
    </div>
  );
}
