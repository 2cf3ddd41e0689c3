import type { AcceleratedChargeRow } from '@hoa/contract';
import { formatCents, formatDate } from '@hoa/domain';
import { Checkbox, NumberInput, Table, Text } from '@mantine/core';
import { MoneyInput } from '../../widgets/money-input';

export interface AcceleratedChoice {
  CodeId: number;
  /** Accelerated charge: the periods charged at once. */
  NumberOfPeriods: number;
  /** Accelerated waive: the amount taken back (cents). */
  Amount: number | null;
}

interface AcceleratedLinesProps {
  waive: boolean;
  rows: readonly AcceleratedChargeRow[];
  chosen: AcceleratedChoice[];
  onChange: (chosen: AcceleratedChoice[]) => void;
}

/**
 * The accelerated charge rows of the property (spec 3 §3 'Accelerated charge row'): a charge
 * takes the code's amount for the periods chosen; a waive takes back up to what was accelerated.
 */
export function AcceleratedLines({ waive, rows, chosen, onChange }: AcceleratedLinesProps) {
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No code of this property has accelerated dates; set them in the charge assignment.
      </Text>
    );
  const choiceOf = (codeId: number) => chosen.find((c) => c.CodeId === codeId);
  const set = (
    codeId: number,
    change: Partial<AcceleratedChoice> | null,
    row: AcceleratedChargeRow,
  ) => {
    const rest = chosen.filter((c) => c.CodeId !== codeId);
    if (change === null) return onChange(rest);
    const current = choiceOf(codeId) ?? {
      CodeId: codeId,
      NumberOfPeriods: row.AcceleratedPeriods,
      Amount: waive ? row.AcceleratedBalance : null,
    };
    onChange([...rest, { ...current, ...change }]);
  };
  return (
    <Table aria-label="Accelerated charges">
      <Table.Thead>
        <Table.Tr>
          <Table.Th />
          <Table.Th>Code</Table.Th>
          <Table.Th>Frequency</Table.Th>
          <Table.Th>Last applied</Table.Th>
          <Table.Th>Accelerated dates</Table.Th>
          <Table.Th ta="right">Balance</Table.Th>
          {waive ? <Table.Th ta="right">Accelerated</Table.Th> : <Table.Th>Periods</Table.Th>}
          <Table.Th ta="right">Amount</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => {
          const choice = choiceOf(row.CodeId);
          return (
            <Table.Tr key={row.CodeId}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.Alias}`}
                  checked={choice !== undefined}
                  onChange={(event) =>
                    set(row.CodeId, event.currentTarget.checked ? {} : null, row)
                  }
                />
              </Table.Td>
              <Table.Td>{row.Alias}</Table.Td>
              <Table.Td>{row.Frequency}</Table.Td>
              <Table.Td>{row.LastApplied ? formatDate(row.LastApplied) : '—'}</Table.Td>
              <Table.Td>
                {`${formatDate(row.AcceleratedStartDate)} – ${formatDate(row.AcceleratedEndDate)}`}
              </Table.Td>
              <Table.Td ta="right">{formatCents(row.Balance)}</Table.Td>
              {waive ? (
                <Table.Td ta="right">{formatCents(row.AcceleratedBalance)}</Table.Td>
              ) : (
                <Table.Td maw={110}>
                  <NumberInput
                    aria-label={`Periods of ${row.Alias}`}
                    min={0}
                    max={row.AcceleratedPeriods}
                    disabled={!choice}
                    value={choice?.NumberOfPeriods ?? row.AcceleratedPeriods}
                    onChange={(value) =>
                      set(row.CodeId, { NumberOfPeriods: Number(value) || 0 }, row)
                    }
                    description={`of ${row.AcceleratedPeriods}`}
                  />
                </Table.Td>
              )}
              <Table.Td ta="right" maw={140}>
                {waive ? (
                  <MoneyInput
                    allowNegative
                    aria-label={`Amount of ${row.Alias}`}
                    disabled={!choice}
                    value={choice?.Amount ?? null}
                    onChange={(Amount) => set(row.CodeId, { Amount }, row)}
                  />
                ) : (
                  formatCents(row.Amount * (choice?.NumberOfPeriods ?? 0))
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
