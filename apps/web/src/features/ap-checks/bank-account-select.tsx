import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { checkBankAccountsQuery } from './check-queries';

interface BankAccountSelectProps {
  communityAgentId: number;
  value: number | null;
  onChange: (value: number | null) => void;
  /** Pick the primary (else first) account when none is chosen. */
  pickDefault?: boolean;
  clearable?: boolean;
  label?: string;
}

/** The community's bank accounts that checks are written on. */
export function BankAccountSelect({
  communityAgentId,
  value,
  onChange,
  pickDefault = false,
  clearable = false,
  label = 'Bank account',
}: BankAccountSelectProps) {
  const accounts = useQuery(checkBankAccountsQuery(communityAgentId));
  const rows = accounts.data ?? [];
  const first = rows[0]?.BankAccountId ?? null;
  useEffect(() => {
    if (pickDefault && value === null && first !== null) onChange(first);
  }, [pickDefault, value, first, onChange]);
  return (
    <Select
      label={label}
      placeholder={accounts.isPending ? 'Loading…' : 'Choose a bank account'}
      clearable={clearable}
      w={320}
      data={rows.map((a) => ({
        value: String(a.BankAccountId),
        label: `${a.AccountName} (${a.BankName} …${a.AccountNumberLast4})`,
      }))}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v === null ? null : Number(v))}
    />
  );
}
