import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { bankPortfolioQuery } from '../banks';

/** The company's banks; the page keeps the chosen one in its route. */
export function BankPicker({
  bankId,
  onChange,
}: {
  bankId: number | null;
  onChange: (bankId: number) => void;
}) {
  const banks = useQuery(bankPortfolioQuery);
  return (
    <Select
      label="Bank"
      placeholder="Choose a bank"
      w={320}
      mb="md"
      searchable
      data={(banks.data ?? []).map((b) => ({ value: String(b.TopsAgentId), label: b.DisplayName }))}
      value={bankId === null ? null : String(bankId)}
      onChange={(value) => {
        if (value) onChange(Number(value));
      }}
      allowDeselect={false}
    />
  );
}

/** A positive id from a route parameter, else null. */
export function idFrom(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
