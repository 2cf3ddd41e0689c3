import { contract } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Anchor, Badge, Group, Switch, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useMayCall } from '../../../app/auth/claim-access';
import { buildRoute, SiteMap } from '../../../app/site-map';
import { LoadError } from '../../../widgets/load-error';
import { vendorWorkOrdersQuery } from './work-order-vendors-queries';

const V = contract.workOrderVendors;

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
      {orders.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {openOnly ? 'No open work orders.' : 'No work orders.'}
        </Text>
      ) : (
        <Table aria-label="Vendor work orders" verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Work order</Table.Th>
              <Table.Th>Community</Table.Th>
              <Table.Th>Summary</Table.Th>
              <Table.Th>Target date</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(orders.data ?? []).map((o) => (
              <Table.Tr key={o.ItemId}>
                <Table.Td>
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
                </Table.Td>
                <Table.Td>{o.CommunityName}</Table.Td>
                <Table.Td>{o.Summary}</Table.Td>
                <Table.Td>{o.TargetDate ? formatDate(o.TargetDate) : '—'}</Table.Td>
                <Table.Td>
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
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </div>
  );
}
