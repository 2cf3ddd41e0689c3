import { contract, type WorkOrderInvoices } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Anchor, Badge, Group, Paper, Progress, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMayCall } from '../../../app/auth/claim-access';
import { buildRoute, SiteMap } from '../../../app/site-map';
import { LoadError } from '../../../widgets/load-error';
import { workOrderInvoicesQuery } from './work-order-vendors-queries';

const V = contract.workOrderVendors;

/** Invoiced against estimated as a bar: the share of the estimate invoiced, red above it. */
function InvoicedBar({ totals }: { totals: WorkOrderInvoices }) {
  const {
    EstimatedCents: estimated,
    InvoicedCents: invoiced,
    DifferenceCents: difference,
  } = totals;
  const share =
    estimated > 0 ? Math.min(100, (invoiced / estimated) * 100) : invoiced > 0 ? 100 : 0;
  const over = difference > 0;
  return (
    <Stack gap={4}>
      <Group justify="space-between">
        <Text size="sm">
          Invoiced <b>{formatCents(invoiced)}</b> of estimated <b>{formatCents(estimated)}</b>
        </Text>
        <Text size="sm" c={over ? 'red' : 'dimmed'}>
          {over
            ? `${formatCents(difference)} over the estimate`
            : `${formatCents(-difference)} left`}
        </Text>
      </Group>
      <Progress
        value={share}
        color={over ? 'red' : 'teal'}
        aria-label="Invoiced against estimated"
        title={`${share.toFixed(0)}% of the estimate invoiced`}
      />
    </Stack>
  );
}

/** The vendor invoices entered against a work order, and what they total against its estimate. */
export function WorkOrderInvoicesBox({
  itemId,
  communityAgentId,
}: {
  itemId: number;
  communityAgentId: number;
}) {
  const allowed = useMayCall(V.GetWorkOrderInvoices);
  const invoices = useQuery({ ...workOrderInvoicesQuery(itemId), enabled: allowed });
  if (!allowed) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Title order={5}>Invoices against this work order</Title>
        {invoices.isError ? <LoadError error={invoices.error} /> : null}
        {invoices.data ? (
          <>
            <InvoicedBar totals={invoices.data} />
            {invoices.data.Invoices.length === 0 ? (
              <Text size="sm" c="dimmed">
                No invoice has been entered against this work order.
              </Text>
            ) : (
              <Table aria-label="Invoices against the work order" verticalSpacing={4} fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Invoice</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Vendor</Table.Th>
                    <Table.Th>State</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {invoices.data.Invoices.map((v) => (
                    <Table.Tr key={v.ItemId} c={v.IsCounted ? undefined : 'dimmed'}>
                      <Table.Td>
                        <Anchor
                          component={Link}
                          size="sm"
                          to={buildRoute(SiteMap.apInvoiceView, {
                            communityAgentId,
                            itemID: v.ItemId,
                          })}
                        >
                          {v.InvoiceNumber ?? `#${String(v.ItemId)}`}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>{v.InvoiceDate ? formatDate(v.InvoiceDate) : '—'}</Table.Td>
                      <Table.Td>{v.VendorName ?? '—'}</Table.Td>
                      <Table.Td>
                        <Badge size="xs" color={v.IsCounted ? 'blue' : 'gray'}>
                          {v.StatusName}
                        </Badge>
                      </Table.Td>
                      <Table.Td ta="right">{formatCents(v.TotalCents)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
