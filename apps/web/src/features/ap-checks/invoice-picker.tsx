import type { PayableInvoice } from '@hoa/contract';
import { formatCents, formatDate, TxnTypeId } from '@hoa/domain';
import { Badge, Checkbox, Table } from '@mantine/core';
import { EmptyRow } from '../../widgets/empty-row';

interface InvoicePickerProps {
  invoices: readonly PayableInvoice[];
  selected: ReadonlySet<number>;
  onChange: (selected: Set<number>) => void;
  loading: boolean;
}

/** Payable invoices with checkboxes, a select-all box and the selected total. */
export function InvoicePicker({ invoices, selected, onChange, loading }: InvoicePickerProps) {
  const all = invoices.length > 0 && invoices.every((inv) => selected.has(inv.ItemId));
  const some = invoices.some((inv) => selected.has(inv.ItemId));
  const total = invoices
    .filter((inv) => selected.has(inv.ItemId))
    .reduce((sum, inv) => sum + inv.OpenAmount, 0);
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Table striped highlightOnHover fz="sm" verticalSpacing={4} aria-label="Payable invoices">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={36}>
            <Checkbox
              aria-label="Select all"
              checked={all}
              indeterminate={some && !all}
              onChange={() => onChange(all ? new Set() : new Set(invoices.map((i) => i.ItemId)))}
            />
          </Table.Th>
          <Table.Th>Vendor</Table.Th>
          <Table.Th>Invoice</Table.Th>
          <Table.Th>Invoice date</Table.Th>
          <Table.Th>Due date</Table.Th>
          <Table.Th ta="right">Total</Table.Th>
          <Table.Th ta="right">Open</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {invoices.length === 0 && !loading ? (
          <EmptyRow colSpan={7}>No approved invoices are waiting to be paid.</EmptyRow>
        ) : null}
        {invoices.map((inv) => (
          <Table.Tr key={inv.ItemId}>
            <Table.Td>
              <Checkbox
                aria-label={`Pay invoice ${inv.InvoiceNumber ?? String(inv.ItemId)}`}
                checked={selected.has(inv.ItemId)}
                onChange={() => toggle(inv.ItemId)}
              />
            </Table.Td>
            <Table.Td>{inv.VendorDisplayName}</Table.Td>
            <Table.Td>
              {inv.InvoiceNumber ?? ''}{' '}
              {inv.TxnTypeId === TxnTypeId.SeparateCheck ? (
                <Badge size="xs" variant="light">
                  Separate check
                </Badge>
              ) : null}
            </Table.Td>
            <Table.Td>{inv.InvoiceDate ? formatDate(inv.InvoiceDate) : ''}</Table.Td>
            <Table.Td>{inv.DueDate ? formatDate(inv.DueDate) : ''}</Table.Td>
            <Table.Td ta="right">{formatCents(inv.TotalAmount)}</Table.Td>
            <Table.Td ta="right">{formatCents(inv.OpenAmount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr>
          <Table.Th colSpan={6}>{`${String(selected.size)} selected`}</Table.Th>
          <Table.Th ta="right" aria-label="Selected total">
            {formatCents(total)}
          </Table.Th>
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}
