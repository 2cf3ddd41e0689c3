import { contract } from '@hoa/contract';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { api } from '../../app/api';
import { adjustmentsKey } from './adjustment-queries';

interface PropertySelectProps {
  communityAgentId: number;
  value: number | null;
  onChange: (propertyAgentId: number | null) => void;
  /** Why the form refuses the property, under the field. */
  error?: ReactNode;
  /** A list's filter: no label above it, optional and clearable, in the bar's size. */
  asFilter?: boolean;
  /** How the property given as `value` reads, while the search has not found it. */
  valueLabel?: string;
}

/** A property of the community found by account number, address or owner name. */
export function PropertySelect({
  communityAgentId,
  value,
  onChange,
  error,
  asFilter = false,
  valueLabel,
}: PropertySelectProps) {
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<{ value: string; label: string } | null>(
    value !== null && valueLabel ? { value: String(value), label: valueLabel } : null,
  );
  const [term] = useDebouncedValue(search.trim(), 250);
  const found = useQuery({
    queryKey: [...adjustmentsKey, 'properties', communityAgentId, term],
    queryFn: () =>
      api.call(contract.portfolio.GetPropertyPortfolio, {
        query: {
          communityAgentId,
          take: 25,
          ...(term.length >= 2 && term !== chosen?.label ? { searchTerm: term } : {}),
        },
      }),
    placeholderData: keepPreviousData,
  });
  const data = (found.data?.Results ?? []).map((row) => ({
    value: String(row.PropertyAgentId),
    label: [
      row.AccountNumber,
      [row.StreetNumber, row.StreetName, row.Unit].filter(Boolean).join(' '),
      row.PrimaryOwnerName,
    ]
      .filter(Boolean)
      .join(' · '),
  }));
  // The chosen option stays offered while the search text is its label.
  if (chosen && !data.some((option) => option.value === chosen.value)) data.unshift(chosen);
  return (
    <Select
      label={asFilter ? undefined : 'Property'}
      aria-label={asFilter ? 'Property' : undefined}
      size={asFilter ? 'xs' : undefined}
      placeholder={asFilter ? 'All properties' : 'Account number, address or owner'}
      clearable={asFilter}
      searchable
      required={!asFilter}
      error={error}
      data={data}
      value={value === null ? null : String(value)}
      onChange={(next, option) => {
        setChosen(next ? option : null);
        onChange(next ? Number(next) : null);
      }}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage="No property found"
    />
  );
}
