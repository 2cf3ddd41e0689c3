import { normalizeSearchTerm, SearchDebounceMs, type OwnerSortOption } from '@hoa/domain';
import { Group, Pagination, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/** A list filter typed by the user: what is shown, and the term sent 750 ms after typing stops. */
export function useListFilter() {
  const [value, setValue] = useState('');
  const [debounced] = useDebouncedValue(value, SearchDebounceMs);
  return { value, setValue, term: normalizeSearchTerm(debounced) ?? undefined };
}

export function FilterInput(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  width?: number;
}) {
  return (
    <TextInput
      label={props.label}
      placeholder="Name, 2 characters or more"
      value={props.value}
      w={props.width ?? 280}
      onChange={(event) => {
        props.onChange(event.currentTarget.value);
      }}
    />
  );
}

export function SortSelect(props: {
  options: readonly OwnerSortOption[];
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Select
      label="Sort by"
      w={180}
      allowDeselect={false}
      data={props.options.map((option) => ({
        value: String(option.OwnerSortOptionId),
        label: option.OwnerSortOptionName,
      }))}
      value={String(props.value)}
      onChange={(next) => {
        if (next) props.onChange(Number(next));
      }}
    />
  );
}

/** 'Showing 26–50 of 130' and the page buttons; pages are of `take` rows. */
export function ListPager(props: {
  skip: number;
  take: number;
  total: number;
  onSkip: (skip: number) => void;
}) {
  const pages = Math.ceil(props.total / props.take);
  const first = props.total === 0 ? 0 : props.skip + 1;
  const last = Math.min(props.total, props.skip + props.take);
  return (
    <Group justify="space-between" mt="sm">
      <Text size="sm" c="dimmed">
        {props.total === 0 ? 'No rows' : `Showing ${first}–${last} of ${props.total}`}
      </Text>
      {pages > 1 ? (
        <Pagination
          size="sm"
          total={pages}
          value={Math.floor(props.skip / props.take) + 1}
          onChange={(page) => {
            props.onSkip((page - 1) * props.take);
          }}
          getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
    </Group>
  );
}
