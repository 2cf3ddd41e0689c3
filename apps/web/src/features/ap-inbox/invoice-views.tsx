import type { InvoiceCard } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Badge, Box, Card, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Fragment } from 'react';
import { EmptyRow } from '../../widgets/empty-row';
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

/** The list view: one row per invoice; the decision panel opens under its row. */
export function InvoiceList(props: InvoiceViewProps) {
  return (
    <Table fz="sm" verticalSpacing={4} highlightOnHover aria-label="Invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>AP</Table.Th>
          <Table.Th>Vendor</Table.Th>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Due date</Table.Th>
          <Table.Th>Approval</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.invoices.length === 0 ? <EmptyRow colSpan={7}>No invoices here.</EmptyRow> : null}
        {props.invoices.map((card) => (
          <Fragment key={card.ItemId}>
            <Table.Tr data-testid={`invoice-row-${card.ItemId}`}>
              <Table.Td style={leftBorder(card)}>{card.ItemId}</Table.Td>
              <Table.Td>{card.VendorDisplayName ?? ''}</Table.Td>
              <Table.Td>{card.InvoiceNumber ?? ''}</Table.Td>
              <Table.Td>{card.DueDate ? formatDate(card.DueDate) : ''}</Table.Td>
              <Table.Td>
                {approvalText(card)}
                <WhyNotApprove card={card} />
              </Table.Td>
              <Table.Td ta="right">{formatCents(card.TotalAmount)}</Table.Td>
              <Table.Td>
                <Buttons {...props} card={card} />
              </Table.Td>
            </Table.Tr>
            {props.open?.itemId === card.ItemId ? (
              <Table.Tr>
                <Table.Td colSpan={7}>
                  <Panel {...props} card={card} />
                </Table.Td>
              </Table.Tr>
            ) : null}
          </Fragment>
        ))}
      </Table.Tbody>
    </Table>
  );
}
