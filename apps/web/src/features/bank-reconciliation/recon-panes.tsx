import type { ReconBankLine, ReconBookItem } from '@hoa/contract';
import { formatDate } from '@hoa/domain';
import { Badge, CloseButton, Group, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { useMemo, useRef, type ReactNode } from 'react';
import {
  DataGrid,
  GridCheckbox,
  moneyColumn,
  type GridColumn,
} from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';
import type { PaneFilter } from './recon-queries';

/**
 * A pane's title, its filter and its grid (420 pixels high; the two panes side by side, so the
 * columns are narrow: about 530 pixels in all, the width of a pane on a laptop screen).
 */
function Pane({
  title,
  filter,
  onFilter,
  count,
  children,
}: {
  title: string;
  filter: PaneFilter;
  onFilter: (f: PaneFilter) => void;
  count: number;
  children: ReactNode;
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
      {children}
    </Paper>
  );
}

const paneHeight = 420;

const state = (matched: boolean, locked: boolean, manual?: boolean) =>
  locked ? (
    <Badge size="sm" color="gray">
      Locked
    </Badge>
  ) : matched ? (
    <Badge size="sm" color="green">
      {manual ? 'Manual' : 'Matched'}
    </Badge>
  ) : (
    <Badge size="sm" color="orange">
      Open
    </Badge>
  );

/** The columns both panes share after their own first ones: check number, description, amount. */
function sharedColumns<Row extends { CheckNumber: string | null; Description: string | null }>(
  amount: (row: Row) => number,
): GridColumn<Row>[] {
  return [
    { id: 'check', header: 'Check #', width: 66, cell: (r) => r.CheckNumber },
    { id: 'description', header: 'Description', width: 80, cell: (r) => r.Description },
    moneyColumn('amount', 'Amount', amount, 90),
  ];
}

interface BankPaneProps {
  lines: ReconBankLine[];
  filter: PaneFilter;
  onFilter: (f: PaneFilter) => void;
  selected: number | null;
  onSelect: (id: number | null) => void;
  onUnmatch: (id: number) => void;
  onRemove: (id: number) => void;
}

export function BankPane(props: BankPaneProps) {
  // The callbacks through a ref: the columns change only with the selected line.
  const latest = useRef(props);
  latest.current = props;
  const { selected } = props;
  const columns = useMemo(() => bankColumns(selected, latest), [selected]);
  return (
    <Pane
      title="Bank transactions"
      filter={props.filter}
      onFilter={props.onFilter}
      count={props.lines.length}
    >
      <DataGrid
        aria-label="Bank transactions"
        rows={props.lines}
        columns={columns}
        rowKey={bankKey}
        rowHeight={36}
        maxHeight={paneHeight}
        empty="Nothing to show."
      />
    </Pane>
  );
}

const bankKey = (l: ReconBankLine) => l.BankTransactionId;

function bankColumns(
  selected: number | null,
  latest: { current: BankPaneProps },
): GridColumn<ReconBankLine>[] {
  return [
    {
      id: 'pick',
      header: '',
      width: 60,
      cell: (l) =>
        l.MatchId === null ? (
          <Group gap={6} wrap="nowrap">
            <GridCheckbox
              aria-label={`Select bank transaction ${l.BankTransactionId}`}
              checked={selected === l.BankTransactionId}
              onChange={(e) =>
                latest.current.onSelect(e.currentTarget.checked ? l.BankTransactionId : null)
              }
            />
            {l.IsLocked ? null : (
              <CloseButton
                size="xs"
                aria-label={`Remove bank transaction ${l.BankTransactionId}`}
                onClick={() => latest.current.onRemove(l.BankTransactionId)}
              />
            )}
          </Group>
        ) : l.IsLocked ? null : (
          <Text
            component="button"
            size="xs"
            c="blue"
            style={{ background: 'none', border: 0, cursor: 'pointer' }}
            onClick={() => latest.current.onUnmatch(l.BankTransactionId)}
          >
            Unmatch
          </Text>
        ),
    },
    { id: 'date', header: 'Date', width: 80, cell: (l) => formatDate(l.TransactionDate) },
    { id: 'type', header: 'Type', width: 52, cell: (l) => l.TransactionType },
    ...sharedColumns<ReconBankLine>((l) => l.Amount),
    {
      id: 'state',
      header: 'State',
      width: 100,
      cell: (l) => state(l.MatchId !== null, l.IsLocked, l.MatchType === 2),
    },
  ];
}

export function BookPane(props: {
  items: ReconBookItem[];
  filter: PaneFilter;
  onFilter: (f: PaneFilter) => void;
  selected: ReadonlySet<number>;
  /** The book items chosen now (ids), after a checkbox or the select-all box changed. */
  onChange: (selected: Set<number>) => void;
}) {
  const { onChange } = props;
  return (
    <Pane
      title="Book items"
      filter={props.filter}
      onFilter={props.onFilter}
      count={props.items.length}
    >
      <DataGrid
        aria-label="Book items"
        rows={props.items}
        columns={bookColumns}
        rowKey={bookKey}
        rowHeight={36}
        maxHeight={paneHeight}
        selection={{
          selected: props.selected,
          onChange: (next: Set<RowKey>) => onChange(new Set([...next].map(Number))),
          rowLabel: (b) => `Select book item ${b.TopsItemId}`,
          canSelect: unmatchedBook,
          allLabel: 'Select every unmatched book item',
        }}
        empty="Nothing to show."
      />
    </Pane>
  );
}

const bookKey = (b: ReconBookItem) => b.TopsItemId;
const unmatchedBook = (b: ReconBookItem) => b.BankTransactionId === null;

const bookColumns: GridColumn<ReconBookItem>[] = [
  { id: 'date', header: 'Date', width: 80, cell: (b) => formatDate(b.PostDate) },
  { id: 'kind', header: 'Kind', width: 70, cell: (b) => b.Kind },
  ...sharedColumns<ReconBookItem>((b) => b.Amount),
  {
    id: 'state',
    header: 'State',
    width: 100,
    cell: (b) => state(b.BankTransactionId !== null, b.IsLocked),
  },
];
