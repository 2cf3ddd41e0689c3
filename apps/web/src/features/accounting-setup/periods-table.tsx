import { formatDate } from '@hoa/domain';
import { Badge, Switch, Table } from '@mantine/core';

interface PeriodRow {
  AccountingPeriodId?: number;
  PeriodOrder: number;
  StartDate: string;
  EndDate: string;
  IsOpen: boolean;
}

interface PeriodsTableProps {
  periods: readonly PeriodRow[];
  /** Given when the periods can be opened and closed here. */
  onToggle?: (period: PeriodRow, isOpen: boolean) => void;
}

/** Periods with their dates and open or closed state. */
export function PeriodsTable({ periods, onToggle }: PeriodsTableProps) {
  return (
    <Table aria-label="Periods">
      <Table.Thead>
        <Table.Tr>
          <Table.Th w={70}>Period</Table.Th>
          <Table.Th>Start</Table.Th>
          <Table.Th>End</Table.Th>
          <Table.Th w={120}>State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {periods.map((p) => (
          <Table.Tr key={p.PeriodOrder}>
            <Table.Td>{p.PeriodOrder}</Table.Td>
            <Table.Td>{formatDate(p.StartDate)}</Table.Td>
            <Table.Td>{formatDate(p.EndDate)}</Table.Td>
            <Table.Td>
              {onToggle ? (
                <Switch
                  size="xs"
                  aria-label={`Period ${p.PeriodOrder} open`}
                  label={p.IsOpen ? 'Open' : 'Closed'}
                  checked={p.IsOpen}
                  onChange={(e) => {
                    onToggle(p, e.currentTarget.checked);
                  }}
                />
              ) : (
                <Badge size="xs" color={p.IsOpen ? 'green' : 'gray'} variant="light">
                  {p.IsOpen ? 'Open' : 'Closed'}
                </Badge>
              )}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
