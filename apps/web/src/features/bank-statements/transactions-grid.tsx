import type { BankTransaction } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { useMemo, type ReactNode } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';

/**
 * A bank account's imported transactions, one page of them, in the data grid; those neither
 * matched nor locked can be selected (to delete). `onImage` must stay the same function.
 */
export function TransactionsGrid(props: {
  rows: readonly BankTransaction[];
  picked: readonly number[];
  onPick: (picked: number[]) => void;
  onImage: (transaction: BankTransaction) => void;
  loading: boolean;
  footer: ReactNode;
}) {
  const { onImage, picked, onPick } = props;
  const columns = useMemo(() => transactionColumns(onImage), [onImage]);
  const selected = useMemo(() => new Set<RowKey>(picked), [picked]);
  return (
    <DataGrid
      aria-label="Bank transactions"
      rows={props.rows}
      columns={columns}
      rowKey={transactionId}
      selection={{
        selected,
        onChange: (next) => onPick([...next].map(Number)),
        rowLabel: (t) => `Select ${t.Description ?? t.FitId}`,
        canSelect: deletable,
        allLabel: 'Select every transaction on this page',
      }}
      empty={props.loading ? 'Loading…' : 'No bank transactions in this range.'}
      footer={props.footer}
    />
  );
}

const transactionId = (t: BankTransaction) => t.BankTransactionId;
const deletable = (t: BankTransaction) => !t.IsMatched && !t.IsLocked;

function transactionColumns(
  onImage: (transaction: BankTransaction) => void,
): GridColumn<BankTransaction>[] {
  return [
    {
      id: 'date',
      header: 'Date',
      width: 100,
      cell: (t) => formatDate(t.TransactionDate),
    },
    { id: 'type', header: 'Type', width: 90, cell: (t) => t.TransactionType },
    {
      id: 'check',
      header: 'Check',
      width: 110,
      cell: (t) => (
        <Group gap={6} wrap="nowrap">
          {t.CheckNumber ?? ''}
          {t.CheckImageUrl ? (
            <Anchor
              component="button"
              type="button"
              size="xs"
              aria-label={`Check image of ${t.CheckNumber ?? t.FitId}`}
              onClick={() => onImage(t)}
            >
              Image
            </Anchor>
          ) : null}
        </Group>
      ),
    },
    { id: 'description', header: 'Description', width: 260, cell: (t) => t.Description ?? '' },
    { id: 'reference', header: 'Reference', width: 140, cell: (t) => t.Reference ?? '' },
    {
      id: 'status',
      header: 'Status',
      width: 150,
      cell: (t) => (
        <>
          {t.IsLocked ? <Badge color="gray">Locked</Badge> : null}
          {t.IsMatched ? <Badge color="green">Matched</Badge> : null}
        </>
      ),
    },
    {
      id: 'amount',
      header: 'Amount',
      width: 120,
      money: true,
      cell: (t) =>
        t.Amount < 0 ? (
          <Text span inherit c="red">
            {formatCents(t.Amount)}
          </Text>
        ) : (
          formatCents(t.Amount)
        ),
    },
  ];
}
