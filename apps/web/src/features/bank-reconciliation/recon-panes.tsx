import type { ReconBankLine, ReconBookItem } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import {
  Badge,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  ScrollArea,
  SegmentedControl,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { ReactNode } from 'react';
import type { PaneFilter } from './recon-queries';

function Pane({
  title,
  filter,
  onFilter,
  head,
  children,
  count,
}: {
  title: string;
  filter: PaneFilter;
  onFilter: (f: PaneFilter) => void;
  head: string[];
  children: ReactNode;
  count: number;
}) {
  return (
    <Paper withBorder p="sm" style={{ flex: 1, minWidth: 0 }}>
      <Title order={4} mb="xs">
        {title} ({count})
      </Title>
      <SegmentedControl
        size="xs"
        mb="xs"
        value={filter}
        onChange={(v) => onFilter(v as PaneFilter)}
        data={[
          { value: 'unmatched', label: 'Unmatched' },
          { value: 'matched', label: 'Matched' },
          { value: 'all', label: 'All' },
        ]}
      />
      <ScrollArea h={420}>
        <Table striped highlightOnHover aria-label={title} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              {head.map((h) => (
                <Table.Th key={h} ta={h === 'Amount' ? 'right' : undefined}>
                  {h}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
        {count === 0 ? (
          <Text c="dimmed" size="sm" p="sm">
            Nothing to show.
          </Text>
        ) : null}
      </ScrollArea>
    </Paper>
  );
}

const state = (matched: boolean, locked: boolean, manual?: boolean) =>
  locked ? (
    <Badge color="gray">Locked</Badge>
  ) : matched ? (
    <Badge color="green">{manual ? 'Manual' : 'Matched'}</Badge>
  ) : (
    <Badge color="orange">Open</Badge>
  );

export function BankPane(props: {
  lines: ReconBankLine[];
  filter: PaneFilter;
  onFilter: (f: PaneFilter) => void;
  selected: number | null;
  onSelect: (id: number | null) => void;
  onUnmatch: (id: number) => void;
  onRemove: (id: number) => void;
}) {
  return (
    <Pane
      title="Bank transactions"
      filter={props.filter}
      onFilter={props.onFilter}
      count={props.lines.length}
      head={['Date', 'Type', 'Check #', 'Description', 'Amount', 'State']}
    >
      {props.lines.map((l) => (
        <Table.Tr key={l.BankTransactionId}>
          <Table.Td>
            {l.MatchId === null ? (
              <Group gap={6} wrap="nowrap">
                <Checkbox
                  aria-label={`Select bank transaction ${l.BankTransactionId}`}
                  checked={props.selected === l.BankTransactionId}
                  onChange={(e) =>
                    props.onSelect(e.currentTarget.checked ? l.BankTransactionId : null)
                  }
                />
                {l.IsLocked ? null : (
                  <CloseButton
                    size="xs"
                    aria-label={`Remove bank transaction ${l.BankTransactionId}`}
                    onClick={() => props.onRemove(l.BankTransactionId)}
                  />
                )}
              </Group>
            ) : l.IsLocked ? null : (
              <Text
                component="button"
                size="xs"
                c="blue"
                style={{ background: 'none', border: 0, cursor: 'pointer' }}
                onClick={() => props.onUnmatch(l.BankTransactionId)}
              >
                Unmatch
              </Text>
            )}
          </Table.Td>
          <Table.Td>{formatDate(l.TransactionDate)}</Table.Td>
          <Table.Td>{l.TransactionType}</Table.Td>
          <Table.Td>{l.CheckNumber}</Table.Td>
          <Table.Td>{l.Description}</Table.Td>
          <Table.Td ta="right">{formatCents(l.Amount)}</Table.Td>
          <Table.Td>{state(l.MatchId !== null, l.IsLocked, l.MatchType === 2)}</Table.Td>
        </Table.Tr>
      ))}
    </Pane>
  );
}

export function BookPane(props: {
  items: ReconBookItem[];
  filter: PaneFilter;
  onFilter: (f: PaneFilter) => void;
  selected: Set<number>;
  onToggle: (item: ReconBookItem, on: boolean) => void;
}) {
  return (
    <Pane
      title="Book items"
      filter={props.filter}
      onFilter={props.onFilter}
      count={props.items.length}
      head={['Date', 'Kind', 'Check #', 'Description', 'Amount', 'State']}
    >
      {props.items.map((b) => (
        <Table.Tr key={b.TopsItemId}>
          <Table.Td>
            {b.BankTransactionId === null ? (
              <Checkbox
                aria-label={`Select book item ${b.TopsItemId}`}
                checked={props.selected.has(b.TopsItemId)}
                onChange={(e) => props.onToggle(b, e.currentTarget.checked)}
              />
            ) : null}
          </Table.Td>
          <Table.Td>{formatDate(b.PostDate)}</Table.Td>
          <Table.Td>{b.Kind}</Table.Td>
          <Table.Td>{b.CheckNumber}</Table.Td>
          <Table.Td>{b.Description}</Table.Td>
          <Table.Td ta="right">{formatCents(b.Amount)}</Table.Td>
          <Table.Td>{state(b.BankTransactionId !== null, b.IsLocked)}</Table.Td>
        </Table.Tr>
      ))}
    </Pane>
  );
}
