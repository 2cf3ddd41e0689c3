import type { PayableInvoice } from '@hoa/contract';
import { formatCents, formatDate, TxnTypeId } from '@hoa/domain';
import { Badge, Text } from '@mantine/core';
import { DataGrid, moneyColumn, type GridColumn } from '../../widgets/data-grid/data-grid';

interface InvoicePickerProps {
  invoices: readonly PayableInvoice[];
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
  loading: boolean;
}

/** Payable invoices in the data grid with checkboxes, a select-all box and the selected total. */
export function InvoicePicker({ invoices, selected, onChange, loading }: InvoicePickerProps) {
  const total = invoices
    .filter((inv) => selected.has(inv.ItemId))
    .reduce((sum, inv) => sum + inv.OpenAmount, 0);
  return (
    <DataGrid
      aria-label="Payable invoices"
      rows={invoices}
      columns={invoiceColumns}
      rowKey={invoiceKey}
      selection={{
        selected,
        onChange: (next) => onChange(new Set([...next].map(Number))),
        rowLabel: (inv) => `Pay invoice ${inv.InvoiceNumber ?? String(inv.ItemId)}`,
        allLabel: 'Select all',
      }}
      empty={loading ? 'Loading…' : 'No approved invoices are waiting to be paid.'}
      bar={
        <>
          <Text size="sm" fw={600}>{`${String(selected.size)} selected`}</Text>
          <Text size="sm" fw={600} ml="auto" aria-label="Selected total">
            {formatCents(total)}
          </Text>
        </>
      }
    />
  );
}

const invoiceKey = (inv: PayableInvoice) => inv.ItemId;
const day = (iso: string | null) => (iso ? formatDate(iso) : '');

const invoiceColumns: GridColumn<PayableInvoice>[] = [
  { id: 'vendor', header: 'Vendor', width: 220, cell: (inv) => inv.VendorDisplayName },
  {
    id: 'invoice',
    header: 'Invoice',
    width: 200,
    cell: (inv) => (
      <>
        {inv.InvoiceNumber ?? ''}{' '}
        {inv.TxnTypeId === TxnTypeId.SeparateCheck ? (
          <Badge size="xs" variant="light">
            Separate check
          </Badge>
        ) : null}
      </>
    ),
  },
  { id: 'invoice-date', header: 'Invoice date', width: 110, cell: (inv) => day(inv.InvoiceDate) },
  { id: 'due-date', header: 'Due date', width: 110, cell: (inv) => day(inv.DueDate) },
  moneyColumn('total', 'Total', (inv) => inv.TotalAmount),
  moneyColumn('open', 'Open', (inv) => inv.OpenAmount),
];
