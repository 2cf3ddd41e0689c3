import type { BankStatementCsvMapping } from '@hoa/contract';
import { CsvDateFormats } from '@hoa/domain';
import {
  Checkbox,
  Group,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';

type ColumnKey =
  | 'dateColumn'
  | 'amountColumn'
  | 'debitColumn'
  | 'creditColumn'
  | 'descriptionColumn'
  | 'checkNumberColumn'
  | 'referenceColumn';

/** A first guess: a first row without digits is a header naming the date, amount... columns. */
export function guessMapping(rows: readonly string[][]): BankStatementCsvMapping {
  const head = (rows[0] ?? []).map((h) => h.toLowerCase());
  const find = (...words: string[]) => {
    const at = head.findIndex((h) => words.some((w) => h.includes(w)));
    return at < 0 ? null : at;
  };
  const debit = find('debit', 'withdrawal');
  const credit = find('credit', 'deposit');
  const amount = find('amount');
  const split = amount === null && debit !== null && credit !== null;
  return {
    hasHeader: head.length > 0 && head.every((h) => !/\d/.test(h)),
    dateColumn: find('date', 'posted') ?? 0,
    dateFormat: 'MM/DD/YYYY',
    amountColumn: split ? null : (amount ?? 1),
    debitColumn: split ? debit : null,
    creditColumn: split ? credit : null,
    descriptionColumn: find('desc', 'detail', 'memo', 'payee', 'name'),
    checkNumberColumn: find('check', 'cheque'),
    referenceColumn: find('ref'),
  };
}

/** The column-mapping step of a CSV statement: the first rows, and which column holds what. */
export function CsvMappingForm({
  rows,
  mapping,
  onChange,
}: {
  rows: readonly string[][];
  mapping: BankStatementCsvMapping;
  onChange: (m: BankStatementCsvMapping) => void;
}) {
  const width = Math.max(0, ...rows.map((r) => r.length));
  const columns = Array.from({ length: width }, (_, i) => ({
    value: String(i),
    label: `Column ${String(i + 1)}${mapping.hasHeader && rows[0]?.[i] ? `: ${rows[0][i]}` : ''}`,
  }));
  const split = mapping.amountColumn === null || mapping.amountColumn === undefined;
  const pick = (key: ColumnKey, label: string, required = false) => (
    <Select
      label={label}
      data={columns}
      value={mapping[key] === null || mapping[key] === undefined ? null : String(mapping[key])}
      onChange={(v) => onChange({ ...mapping, [key]: v === null ? null : Number(v) })}
      clearable={!required}
      allowDeselect={!required}
      placeholder="Not in the file"
      w={200}
    />
  );
  return (
    <Stack gap="sm">
      <ScrollArea>
        <Table withTableBorder fz="xs" aria-label="CSV preview">
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th key={c.value}>{c.label}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.slice(mapping.hasHeader ? 1 : 0).map((r, i) => (
              <Table.Tr key={i}>
                {columns.map((c, j) => (
                  <Table.Td key={c.value}>{r[j] ?? ''}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      <Group align="flex-end">
        <Checkbox
          label="First row is a header"
          checked={mapping.hasHeader}
          onChange={(e) => onChange({ ...mapping, hasHeader: e.currentTarget.checked })}
        />
        <SegmentedControl
          aria-label="Amount columns"
          data={[
            { value: 'one', label: 'One signed amount' },
            { value: 'two', label: 'Debit and credit' },
          ]}
          value={split ? 'two' : 'one'}
          onChange={(v) =>
            onChange(
              v === 'one'
                ? {
                    ...mapping,
                    amountColumn: mapping.debitColumn ?? 1,
                    debitColumn: null,
                    creditColumn: null,
                  }
                : { ...mapping, amountColumn: null, debitColumn: 1, creditColumn: 2 },
            )
          }
        />
      </Group>
      <Group align="flex-end">
        {pick('dateColumn', 'Date', true)}
        <Select
          label="Date format"
          data={[...CsvDateFormats]}
          value={mapping.dateFormat}
          onChange={(v) =>
            onChange({
              ...mapping,
              dateFormat: (v ?? 'MM/DD/YYYY') as BankStatementCsvMapping['dateFormat'],
            })
          }
          allowDeselect={false}
          w={150}
        />
        {split ? (
          <>
            {pick('debitColumn', 'Debit (money out)')}
            {pick('creditColumn', 'Credit (money in)')}
          </>
        ) : (
          pick('amountColumn', 'Amount (+ in, - out)', true)
        )}
      </Group>
      <Group align="flex-end">
        {pick('descriptionColumn', 'Description')}
        {pick('checkNumberColumn', 'Check number')}
        {pick('referenceColumn', 'Reference')}
      </Group>
      <Text size="xs" c="dimmed">
        The mapping is saved for this bank account, so its next CSV file maps itself.
      </Text>
    </Stack>
  );
}
