import type { InvoiceCard } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Badge, Box, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useMemo, useRef } from 'react';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';
import {
  approvalText,
  borderColor,
  CardButtons,
  useCardActions,
  WhyNotApprove,
} from './card-parts';
import { DecisionPanel } from './decision-panel';
import type { CardAction } from './invoice-actions';
import type { ListFilter } from './inbox-queries';

export interface OpenAction {
  itemId: number;
  action: CardAction;
}

export interface InvoiceViewProps {
  filter: ListFilter;
  invoices: InvoiceCard[];
  open: OpenAction | null;
  setOpen: (open: OpenAction | null) => void;
  onPreview: (card: InvoiceCard) => void;
  onApprovers: (card: InvoiceCard) => void;
}

function Buttons(props: InvoiceViewProps & { card: InvoiceCard }) {
  const actions = useCardActions(props.filter, props.card);
  return (
    <CardButtons
      card={props.card}
      actions={actions}
      onAction={(action) => props.setOpen({ itemId: props.card.ItemId, action })}
      onPreview={props.onPreview}
      onApprovers={props.onApprovers}
    />
  );
}

function Panel({ card, open, setOpen }: InvoiceViewProps & { card: InvoiceCard }) {
  if (open?.itemId !== card.ItemId) return null;
  return <DecisionPanel action={open.action} itemId={card.ItemId} onClose={() => setOpen(null)} />;
}

const leftBorder = (card: InvoiceCard) => {
  const color = borderColor(card);
  return color ? { borderLeft: `4px solid ${color}` } : { borderLeft: '4px solid transparent' };
};

/** The card view: one card per invoice with its distribution and approval state. */
export function InvoiceCards(props: InvoiceViewProps) {
  if (props.invoices.length === 0) return <Text c="dimmed">No invoices here.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="sm">
      {props.invoices.map((card) => (
        <Card
          key={card.ItemId}
          withBorder
          padding="sm"
          style={leftBorder(card)}
          data-testid={`invoice-card-${card.ItemId}`}
        >
          <Group justify="space-between" align="flex-start">
            <Stack gap={0}>
              <Text fw={600}>{card.VendorDisplayName ?? 'No vendor'}</Text>
              <Text size="xs" c="dimmed">
                {`AP ${card.ItemId} · Invoice ${card.InvoiceNumber ?? '—'}`}
              </Text>
            </Stack>
            <Text fw={700}>{formatCents(card.TotalAmount)}</Text>
          </Group>
          <Group gap="xs" mt={4}>
            <Text size="xs">{`Due ${card.DueDate ? formatDate(card.DueDate) : '—'}`}</Text>
            {card.Source ? <Badge size="xs">{card.Source}</Badge> : null}
            {!card.HasDefaultDistribution ? (
              <Badge size="xs" color="red" variant="light">
                No default distribution
              </Badge>
            ) : null}
          </Group>
          <Box mt={4}>
            {card.BillDistributionList.map((line, i) => (
              <Group key={i} justify="space-between" gap="xs">
                <Text size="xs">{line.AccountName}</Text>
                <Text size="xs">{formatCents(line.ItemAmount)}</Text>
              </Group>
            ))}
          </Box>
          {card.ApprovalStatus !== null ? (
            <Text size="xs" mt={4} c="blue">
              {approvalText(card)}
            </Text>
          ) : null}
          <WhyNotApprove card={card} />
          {card.RejectReason && props.filter === 'RejectionsPending' ? (
            <Text size="xs" mt={4} c="red">{`Rejected: ${card.RejectReason}`}</Text>
          ) : null}
          <Group justify="flex-end" mt="xs">
            <Buttons {...props} card={card} />
          </Group>
          <Panel {...props} card={card} />
        </Card>
      ))}
    </SimpleGrid>
  );
}

/** The list view: one row per invoice in the data grid; the decision panel opens under its row. */
export function InvoiceList(props: InvoiceViewProps) {
  // The buttons call the latest handlers, so the columns change only with the filter.
  const latest = useRef(props);
  latest.current = props;
  const { filter, open } = props;
  const columns = useMemo((): GridColumn<InvoiceCard>[] => {
    const handlers: InvoiceViewProps = {
      ...latest.current,
      setOpen: (next) => latest.current.setOpen(next),
      onPreview: (card) => latest.current.onPreview(card),
      onApprovers: (card) => latest.current.onApprovers(card),
    };
    return [
      {
        id: 'ap',
        header: 'AP',
        width: 70,
        cell: (card) => <span style={{ ...leftBorder(card), paddingLeft: 6 }}>{card.ItemId}</span>,
      },
      { id: 'vendor', header: 'Vendor', cell: (card) => card.VendorDisplayName ?? '' },
      { id: 'invoice', header: 'Invoice', width: 110, cell: (card) => card.InvoiceNumber ?? '' },
      {
        id: 'due',
        header: 'Due date',
        width: 95,
        cell: (card) => (card.DueDate ? formatDate(card.DueDate) : ''),
      },
      { id: 'approval', header: 'Approval', width: 160, cell: approvalText },
      moneyColumn('amount', 'Amount', (card) => card.TotalAmount, 100),
      {
        id: 'actions',
        header: '',
        width: 280,
        cell: (card) => <Buttons {...handlers} filter={filter} card={card} />,
      },
    ];
  }, [filter]);
  const detail = useCallback(
    (card: InvoiceCard) =>
      open?.itemId === card.ItemId ? <Panel {...latest.current} card={card} /> : null,
    [open],
  );
  return (
    <DataGrid
      aria-label="Invoices"
      rows={props.invoices}
      columns={columns}
      rowKey={invoiceKey}
      rowTestId={invoiceTestId}
      rowDetail={detail}
      rowHeight={33}
      empty="No invoices here."
    />
  );
}

const invoiceKey = (card: InvoiceCard) => card.ItemId;
const invoiceTestId = (card: InvoiceCard) => `invoice-row-${card.ItemId}`;
