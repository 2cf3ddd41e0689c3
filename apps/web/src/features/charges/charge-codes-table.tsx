import type { ChargeRunCode } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Checkbox, Table } from '@mantine/core';
import { EmptyRow } from '../../widgets/empty-row';

interface ChargeCodesTableProps {
  codes: readonly ChargeRunCode[];
  /** With a selection column when given. */
  selected?: ReadonlySet<number>;
  onToggle?: (codeId: number) => void;
}

const day = (iso: string | null) => (iso ? formatDate(iso) : '—');

/** Codes with frequency, last applied, next due, amount and assigned count (dense). */
export function ChargeCodesTable({ codes, selected, onToggle }: ChargeCodesTableProps) {
  const selectable = selected !== undefined && onToggle !== undefined;
  return (
    <Table striped highlightOnHover verticalSpacing={4} fz="sm" aria-label="Codes">
      <Table.Thead>
        <Table.Tr>
          {selectable ? <Table.Th w={40} /> : null}
          <Table.Th>Code</Table.Th>
          <Table.Th>Name</Table.Th>
          <Table.Th>Frequency</Table.Th>
          <Table.Th>Last applied</Table.Th>
          <Table.Th>Next due</Table.Th>
          <Table.Th ta="right">Amount</Table.Th>
          <Table.Th ta="right">Assigned</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {codes.length === 0 ? (
          <EmptyRow colSpan={selectable ? 8 : 7}>No codes of this kind.</EmptyRow>
        ) : null}
        {codes.map((code) => (
          <Table.Tr key={code.TopsCodeId}>
            {selectable ? (
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${code.CodeAlias}`}
                  checked={selected.has(code.TopsCodeId)}
                  onChange={() => {
                    onToggle(code.TopsCodeId);
                  }}
                />
              </Table.Td>
            ) : null}
            <Table.Td fw={600}>{code.CodeAlias}</Table.Td>
            <Table.Td>{code.CodeName}</Table.Td>
            <Table.Td>{code.FrequencyName ?? '—'}</Table.Td>
            <Table.Td>{day(code.LastApplied)}</Table.Td>
            <Table.Td c={code.IsDue ? undefined : 'dimmed'}>{day(code.NextDueDate)}</Table.Td>
            <Table.Td ta="right">
              {code.Rate ? `${code.Rate} rate` : formatCents(code.Amount)}
            </Table.Td>
            <Table.Td ta="right">{code.AssignedCount}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
