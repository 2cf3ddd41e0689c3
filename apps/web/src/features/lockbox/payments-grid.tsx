import type { LockboxPayment } from '@hoa/contract';
import { formatCents, type Cents } from '@hoa/domain';
import { Badge, Text, TextInput } from '@mantine/core';
import { useMemo, useRef, type ReactNode } from 'react';
import { DataGrid, GridCheckbox, type GridColumn } from '../../widgets/data-grid/data-grid';
import { MoneyInput } from '../../widgets/money-input';

/** A payment's fields as the reviewer changed them, not saved yet. */
export interface PaymentEdit {
  AccountNumber: string;
  /** Cents; null while the field is empty or not an amount. */
  Amount: Cents | null;
  IsRemoved: boolean;
}

export const unchangedEdit = (p: LockboxPayment): PaymentEdit => ({
  AccountNumber: p.AccountNumber,
  Amount: p.Amount,
  IsRemoved: p.IsRemoved,
});

type PaymentRow = LockboxPayment & { edit?: PaymentEdit };

/**
 * A lockbox batch's payments in the data grid; the exceptions of an unposted batch editable.
 * `onChange` must stay the same function between renders: a change then renders only its row.
 */
export function PaymentsGrid({
  payments,
  edits,
  unposted,
  onChange,
  bar,
}: {
  payments: LockboxPayment[];
  edits: Record<number, PaymentEdit>;
  unposted: boolean;
  onChange: (payment: LockboxPayment, patch: Partial<PaymentEdit>) => void;
  bar: ReactNode;
}) {
  // A payment with an edit gets a row object of its own, the same one while its edit is the same
  // object, so the grid renders again only the row that changed.
  const edited = useRef(new WeakMap<PaymentEdit, PaymentRow>());
  const rows = useMemo(
    () =>
      payments.map((p): PaymentRow => {
        const edit = edits[p.LockboxPaymentId];
        if (!edit) return p;
        let row = edited.current.get(edit);
        if (row?.LockboxPaymentId !== p.LockboxPaymentId) {
          row = { ...p, edit };
          edited.current.set(edit, row);
        }
        return row;
      }),
    [payments, edits],
  );
  const columns = useMemo(() => paymentColumns(unposted, onChange), [unposted, onChange]);
  return (
    <DataGrid
      aria-label="Lockbox payments"
      rows={rows}
      columns={columns}
      rowKey={paymentId}
      rowHeight={46}
      rowTone={exceptionTone}
      empty="This batch has no payments."
      bar={bar}
    />
  );
}

const paymentId = (p: LockboxPayment) => p.LockboxPaymentId;
const exceptionTone = (p: LockboxPayment) =>
  p.Exception && !p.IsRemoved ? 'var(--mantine-color-orange-0)' : undefined;

function paymentColumns(
  unposted: boolean,
  onChange: (payment: LockboxPayment, patch: Partial<PaymentEdit>) => void,
): GridColumn<PaymentRow>[] {
  const editable = (p: PaymentRow) => unposted && p.Exception !== null;
  const columns: GridColumn<PaymentRow>[] = [
    { id: 'line', header: 'Line', width: 56, cell: (p) => p.LineNumber },
    {
      id: 'account',
      header: 'Account',
      width: 130,
      cell: (p) =>
        editable(p) ? (
          <TextInput
            size="xs"
            aria-label={`Account of line ${p.LineNumber}`}
            value={(p.edit ?? p).AccountNumber}
            onChange={(ev) => onChange(p, { AccountNumber: ev.currentTarget.value })}
          />
        ) : (
          p.AccountNumber
        ),
    },
    {
      id: 'owner',
      header: 'Owner',
      width: 220,
      cell: (p) => (
        <>
          {p.OwnerName ?? ''}
          {p.Address ? (
            <Text size="xs" c="dimmed">
              {p.Address}
            </Text>
          ) : null}
        </>
      ),
    },
    { id: 'check', header: 'Check', width: 80, cell: (p) => p.CheckNumber },
    { id: 'payer', header: 'Payer', width: 160, cell: (p) => p.PayerName },
    { id: 'status', header: 'Status', width: 200, cell: paymentStatus },
    {
      id: 'amount',
      header: 'Amount',
      money: true,
      width: 130,
      cell: (p) =>
        editable(p) ? (
          <MoneyInput
            size="xs"
            w={120}
            ml="auto"
            aria-label={`Amount of line ${p.LineNumber}`}
            value={(p.edit ?? p).Amount}
            onChange={(cents) => onChange(p, { Amount: cents })}
          />
        ) : (
          formatCents(p.Amount)
        ),
    },
  ];
  if (!unposted) return columns;
  return [
    ...columns,
    {
      id: 'remove',
      header: 'Remove',
      width: 70,
      align: 'center',
      cell: (p) =>
        p.TopsItemId ? null : (
          <GridCheckbox
            aria-label={`Remove line ${p.LineNumber}`}
            checked={(p.edit ?? p).IsRemoved}
            onChange={(ev) => onChange(p, { IsRemoved: ev.currentTarget.checked })}
          />
        ),
    },
  ];
}

function paymentStatus(p: LockboxPayment) {
  if (p.IsRemoved)
    return (
      <Badge color="gray" variant="light">
        Removed
      </Badge>
    );
  if (p.TopsItemId)
    return (
      <Badge color="green" variant="light">
        Posted
      </Badge>
    );
  if (p.Exception)
    return (
      <Text size="xs" c="red.8">
        {p.Exception}
      </Text>
    );
  return <Badge variant="light">Ready</Badge>;
}
