import type { OwnershipRow } from '@hoa/contract';
import { Button, Group, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { DataGrid, type GridColumn } from '../../widgets/data-grid/data-grid';
import type { RowKey } from '../../widgets/data-grid/grid-model';

const ownerKey = (o: OwnershipRow) => o.TopsAgentId;

const address = (o: OwnershipRow) =>
  [[o.StreetNumber, o.StreetName].filter(Boolean).join(' '), o.Unit ? `#${o.Unit}` : null]
    .filter(Boolean)
    .join(' ');

const columns: GridColumn<OwnershipRow>[] = [
  {
    id: 'account',
    header: 'Account',
    width: 100,
    sortValue: (o) => o.AccountNumber ?? '',
    cell: (o) => o.AccountNumber ?? '',
  },
  {
    id: 'name',
    header: 'Owner',
    width: 200,
    sortValue: (o) => o.DisplayName,
    cell: (o) => o.DisplayName,
  },
  { id: 'property', header: 'Property', width: 200, sortValue: address, cell: address },
  {
    id: 'email',
    header: 'Email',
    width: 220,
    sortValue: (o) => o.PrimaryEmailAddress ?? '',
    cell: (o) =>
      o.PrimaryEmailAddress ?? (
        <Text span size="xs" c="dimmed">
          No email
        </Text>
      ),
  },
];

const matches = (o: OwnershipRow, words: string[]) => {
  const text =
    `${o.DisplayName} ${o.AccountNumber ?? ''} ${address(o)} ${o.PrimaryEmailAddress ?? ''}`.toLowerCase();
  return words.every((w) => text.includes(w));
};

/**
 * The community's owners with a checkbox each (spec 3 'Message batch recipient selection'): a
 * filter narrows the list, the header box selects every owner listed, and the selection stays
 * when the filter changes.
 */
export function OwnerSelection({
  owners,
  loading,
  selected,
  onChange,
  error,
}: {
  owners: readonly OwnershipRow[];
  loading: boolean;
  selected: ReadonlySet<number>;
  onChange: (ids: number[]) => void;
  error: string | null;
}) {
  const [filter, setFilter] = useState('');
  const [term] = useDebouncedValue(filter, 150);
  const rows = useMemo(() => {
    const words = term.toLowerCase().split(/\s+/).filter(Boolean);
    return words.length === 0 ? owners : owners.filter((o) => matches(o, words));
  }, [owners, term]);
  // The grid answers with the selection of the rows it shows; owners filtered out stay as they are.
  const change = (next: Set<RowKey>) => {
    const shown = new Set(rows.map(ownerKey));
    const kept = [...selected].filter((id) => !shown.has(id));
    onChange([...kept, ...[...next].map(Number)]);
  };
  const withEmail = owners.filter(
    (o) => selected.has(o.TopsAgentId) && o.PrimaryEmailAddress,
  ).length;
  return (
    <DataGrid
      aria-label="Owners"
      rows={rows}
      columns={columns}
      rowKey={ownerKey}
      rowHeight={30}
      selection={{
        selected,
        onChange: change,
        rowLabel: (o) => `Select ${o.DisplayName}`,
        allLabel: 'Select every owner listed',
      }}
      bar={
        <Group gap="xs" wrap="nowrap">
          <TextInput
            aria-label="Filter owners"
            placeholder="Filter by name, account, address or email"
            size="xs"
            w={300}
            value={filter}
            onChange={(event) => setFilter(event.currentTarget.value)}
          />
          <Text size="xs" c={error ? 'red' : 'dimmed'} aria-live="polite">
            {error ??
              `${selected.size.toLocaleString('en-US')} of ${owners.length.toLocaleString('en-US')} owners selected, ${withEmail.toLocaleString('en-US')} with email`}
          </Text>
          <Button
            size="compact-xs"
            variant="subtle"
            ml="auto"
            disabled={selected.size === 0}
            onClick={() => onChange([])}
          >
            Clear selection
          </Button>
        </Group>
      }
      empty={loading ? 'Loading owners…' : 'No owner matches.'}
    />
  );
}
