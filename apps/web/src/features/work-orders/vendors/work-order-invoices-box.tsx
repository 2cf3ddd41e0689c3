import { contract, type WorkOrderInvoice, type WorkOrderInvoices } from '@hoa/contract';
import { formatCents } from '@hoa/domain';
import { Anchor, Badge, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMayCall } from '../../../app/auth/claim-access';
import { useGo } from '../../../app/navigation';
import { buildRoute, SiteMap } from '../../../app/site-map';
import {
  DataGrid,
  dateColumn,
  moneyColumn,
  type GridColumn,
} from '../../../widgets/data-grid/data-grid';
import { LoadError } from '../../../widgets/load-error';
import { MayCall } from '../../../widgets/may-call';
import { workOrderInvoicesQuery } from './work-order-vendors-queries';

const V = contract.workOrderVendors;

/** The invoice (a link to it), its day, vendor, state (not counted: deleted or rejected), total. */
const columns = (communityAgentId: number): GridColumn<WorkOrderInvoice>[] => [
  {
    id: 'invoice',
    header: 'Invoice',
    cell: (v) => (
      <Anchor
        component={Link}
        size="sm"
        to={buildRoute(SiteMap.apInvoiceView, { communityAgentId, itemID: v.ItemId })}
      >
        {v.InvoiceNumber ?? `#${String(v.ItemId)}`}
      </Anchor>
    ),
  },
  dateColumn('date', 'Date', (v) => v.InvoiceDate),
  { id: 'vendor', header: 'Vendor', cell: (v) => v.VendorName ?? '—' },
  {
    id: 'state',
    header: 'State',
    width: 100,
    cell: (v) => (
      <Badge size="xs" color={v.IsCounted ? 'blue' : 'gray'}>
        {v.StatusName}
      </Badge>
    ),
  },
  moneyColumn('total', 'Total', (v) => v.TotalCents),
];

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
  const go = useGo();
  const invoices = useQuery({ ...workOrderInvoicesQuery(itemId), enabled: allowed });
  if (!allowed) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={5}>Invoices against this work order</Title>
          <MayCall calls={contract.apInvoices.AddInvoice}>
            <Button
              size="xs"
              variant="default"
              onClick={() =>
                void go(
                  `${buildRoute(SiteMap.apInvoiceAdd, { communityAgentId })}?workOrderItemId=${String(itemId)}`,
                )
              }
            >
              Enter vendor invoice
            </Button>
          </MayCall>
        </Group>
        {invoices.isError ? <LoadError error={invoices.error} /> : null}
        {invoices.data ? (
          <>
            <InvoicedBar totals={invoices.data} />
            <DataGrid
              aria-label="Invoices against the work order"
              rows={invoices.data.Invoices}
              columns={columns(communityAgentId)}
              rowKey={(v) => v.ItemId}
              empty="No invoice has been entered against this work order."
              rowTone={(v) => (v.IsCounted ? undefined : 'var(--mantine-color-gray-1)')}
              maxHeight={260}
            />
          </>
        ) : null}
      </Stack>
    </Paper>
  );
}
