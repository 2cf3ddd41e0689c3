import { CouponSortOptions } from '@hoa/domain';
import { Group, Select, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { MoneyInput } from '../../widgets/money-input';
import type { OwnerFilters } from './coupon-queries';

interface CouponOwnerFiltersProps {
  filters: OwnerFilters;
  onChange: (filters: OwnerFilters) => void;
  sections: string[];
  section: string | null;
  onSectionChange: (section: string | null) => void;
}

const flagOptions = (yes: string, no: string) => [
  { value: 'any', label: 'Any' },
  { value: 'yes', label: yes },
  { value: 'no', label: no },
];
const flagValue = (flag: boolean | null) => (flag === null ? 'any' : flag ? 'yes' : 'no');
const flagOf = (value: string | null) => (value === 'yes' ? true : value === 'no' ? false : null);

/** The owner list's filters and sort: text, balance over, direct debit, hold, section. */
export function CouponOwnerFilters(props: CouponOwnerFiltersProps) {
  const { filters, onChange } = props;
  const [text, setText] = useState(filters.SearchText);
  const [debounced] = useDebouncedValue(text, 300);
  useEffect(() => {
    if (debounced.trim() !== filters.SearchText)
      onChange({ ...filters, SearchText: debounced.trim() });
  }, [debounced, filters, onChange]);
  return (
    <Group align="flex-end" gap="sm" mb="sm">
      <TextInput
        label="Search owners"
        placeholder="Name, account or address"
        maxLength={100}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        w={220}
      />
      <MoneyInput
        label="Balance over"
        allowNegative
        value={filters.BalanceOver}
        onChange={(cents) => onChange({ ...filters, BalanceOver: cents })}
        w={140}
      />
      <Select
        label="Direct debit"
        data={flagOptions('Direct debit', 'Not direct debit')}
        allowDeselect={false}
        value={flagValue(filters.IsDirectDebit)}
        onChange={(value) => onChange({ ...filters, IsDirectDebit: flagOf(value) })}
        w={150}
      />
      <Select
        label="Hold payment"
        data={flagOptions('On hold', 'Not on hold')}
        allowDeselect={false}
        value={flagValue(filters.IsHoldPayment)}
        onChange={(value) => onChange({ ...filters, IsHoldPayment: flagOf(value) })}
        w={140}
      />
      <Select
        label="Section"
        placeholder="Any"
        clearable
        data={props.sections}
        value={props.section}
        onChange={props.onSectionChange}
        w={130}
      />
      <Select
        label="Sort by"
        data={CouponSortOptions.map((o) => ({
          value: String(o.CouponSortOptionId),
          label: o.Name,
        }))}
        allowDeselect={false}
        value={String(filters.SortOption)}
        onChange={(value) => onChange({ ...filters, SortOption: Number(value ?? 1) })}
        w={210}
      />
    </Group>
  );
}
