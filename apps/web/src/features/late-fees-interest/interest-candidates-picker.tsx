import { InterestLimits, formatCents } from '@hoa/domain';
import { Checkbox, Group, Pagination, Stack, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { interestCandidatesQuery } from './late-fee-queries';

interface PickerProps {
  communityAgentId: number;
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: ReactNode;
}

const pageSize = InterestLimits.CandidatesPageSize;

/** The properties an interest run charges: searched and paged 10 at a time (spec 3 §9). */
export function InterestCandidatesPicker({
  communityAgentId,
  selected,
  onChange,
  error,
}: PickerProps) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const candidates = useQuery({
    ...interestCandidatesQuery(communityAgentId, (page - 1) * pageSize, pageSize, term),
    placeholderData: keepPreviousData,
  });
  const rows = candidates.data?.Candidates ?? [];
  const total = candidates.data?.TotalCount ?? 0;
  const toggle = (id: number) => {
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  };
  return (
    <Stack gap="xs">
      <Group justify="space-between">
        <TextInput
          placeholder="Search account, address or owner"
          aria-label="Search properties"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          w={300}
        />
        <Text size="sm" c={error ? 'red' : 'dimmed'}>
          {error ?? `${String(selected.length)} selected`}
        </Text>
      </Group>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40} />
            <Table.Th>Account</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Owner</Table.Th>
            <Table.Th ta="right">Balance of the codes</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.PropertyID}>
              <Table.Td>
                <Checkbox
                  aria-label={`Select ${row.AccountNumber ?? String(row.PropertyID)}`}
                  checked={selected.includes(row.PropertyID)}
                  onChange={() => {
                    toggle(row.PropertyID);
                  }}
                />
              </Table.Td>
              <Table.Td>{row.AccountNumber}</Table.Td>
              <Table.Td>{row.Address}</Table.Td>
              <Table.Td>{row.OwnerName}</Table.Td>
              <Table.Td ta="right">{formatCents(row.Balance)}</Table.Td>
            </Table.Tr>
          ))}
          {rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={5}>
                <Text size="sm" c="dimmed">
                  No properties found.
                </Text>
              </Table.Td>
            </Table.Tr>
          ) : null}
        </Table.Tbody>
      </Table>
      {total > pageSize ? (
        <Pagination
          total={Math.ceil(total / pageSize)}
          value={page}
          onChange={setPage}
          siblings={2}
          boundaries={1}
          size="sm"
        />
      ) : null}
    </Stack>
  );
}
