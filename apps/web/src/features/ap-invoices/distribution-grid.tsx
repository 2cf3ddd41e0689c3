import { formatCents, type Cents } from '@hoa/domain';
import { ActionIcon, Button, Group, Select, Table, Text, TextInput } from '@mantine/core';
import type { KeyboardEvent } from 'react';
import { MoneyInput } from '../../widgets/money-input';

export interface GridLine {
  key: string;
  accountId: string | null;
  costCenterId: string | null;
  /** A percentage as typed (percent mode). */
  value: string;
  /** The amount in cents (amount mode); null while empty or not an amount. */
  cents: Cents | null;
}

export interface GridOption {
  value: string;
  label: string;
}

export function newLine(value = '', cents: Cents | null = null): GridLine {
  return { key: crypto.randomUUID(), accountId: null, costCenterId: null, value, cents };
}

/** The cents of a line for the running total, 0 while it has none. */
export function lineCents(line: GridLine): number {
  return line.cents ?? 0;
}

interface DistributionGridProps {
  lines: GridLine[];
  onChange: (lines: GridLine[]) => void;
  accounts: GridOption[];
  costCenters: GridOption[];
  /** 'amount': dollars, with total and difference to the invoice amount; 'percent': percentages. */
  mode: 'amount' | 'percent';
  /** The invoice amount in cents (amount mode). */
  targetCents?: number;
}

/**
 * The distribution lines of an invoice, template or default distribution: account, cost center
 * and amount (or percentage) per line, a running total and what is left to distribute. Enter in
 * the last value adds a line.
 */
export function DistributionGrid(props: DistributionGridProps) {
  const { lines, onChange, accounts, costCenters, mode } = props;
  const set = (key: string, patch: Partial<GridLine>) =>
    onChange(lines.map((line) => (line.key === key ? { ...line, ...patch } : line)));
  const totalCents = lines.reduce((sum, line) => sum + lineCents(line), 0);
  const totalPercent = lines.reduce((sum, line) => sum + (Number(line.value) || 0), 0);
  const difference = (props.targetCents ?? 0) - totalCents;
  const addOnEnter = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Enter' && index === lines.length - 1) {
      event.preventDefault();
      onChange([...lines, newLine()]);
    }
  };
  return (
    <div>
      <Table withTableBorder verticalSpacing={4} horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="50%">Account</Table.Th>
            <Table.Th w="28%">Cost center</Table.Th>
            <Table.Th ta="right">{mode === 'amount' ? 'Amount' : 'Percentage'}</Table.Th>
            <Table.Th w={36} />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.key}>
              <Table.Td>
                <Select
                  aria-label={`Account of line ${index + 1}`}
                  size="xs"
                  searchable
                  data={accounts}
                  value={line.accountId}
                  onChange={(accountId) => set(line.key, { accountId })}
                />
              </Table.Td>
              <Table.Td>
                <Select
                  aria-label={`Cost center of line ${index + 1}`}
                  size="xs"
                  clearable
                  data={costCenters}
                  value={line.costCenterId}
                  onChange={(costCenterId) => set(line.key, { costCenterId })}
                />
              </Table.Td>
              <Table.Td>
                {mode === 'amount' ? (
                  <MoneyInput
                    aria-label={`Amount of line ${index + 1}`}
                    size="xs"
                    value={line.cents}
                    onChange={(cents) => set(line.key, { cents })}
                    onKeyDown={(e) => addOnEnter(e, index)}
                  />
                ) : (
                  <TextInput
                    aria-label={`Percentage of line ${index + 1}`}
                    size="xs"
                    styles={{ input: { textAlign: 'right' } }}
                    placeholder="0.000"
                    value={line.value}
                    onChange={(e) => set(line.key, { value: e.currentTarget.value })}
                    onKeyDown={(e) => addOnEnter(e, index)}
                  />
                )}
              </Table.Td>
              <Table.Td>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove line ${index + 1}`}
                  onClick={() => onChange(lines.filter((other) => other.key !== line.key))}
                >
                  ×
                </ActionIcon>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between" mt="xs">
        <Button size="xs" variant="light" onClick={() => onChange([...lines, newLine()])}>
          Add line
        </Button>
        {mode === 'amount' ? (
          <Group gap="lg">
            <Text size="sm">
              Distributed: <b data-testid="distributed-total">{formatCents(totalCents)}</b>
            </Text>
            <Text size="sm" c={difference === 0 ? 'teal' : 'red'}>
              Difference: <b data-testid="distribution-difference">{formatCents(difference)}</b>
            </Text>
          </Group>
        ) : (
          <Text size="sm" c={Math.abs(totalPercent - 100) < 0.0005 ? 'teal' : 'red'}>
            Total: <b>{totalPercent.toFixed(3)}%</b>
          </Text>
        )}
      </Group>
    </div>
  );
}
