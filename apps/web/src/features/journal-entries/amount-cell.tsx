import { journalAmountText, JournalEntryMessages, parseJournalAmount } from '@hoa/domain';
import { TextInput } from '@mantine/core';
import { useState } from 'react';

interface AmountCellProps {
  label: string;
  cents: number | null;
  onChange: (cents: number | null) => void;
}

/**
 * A dollar amount with 2 decimals, held as cents. While focused it keeps what is typed; each
 * valid keystroke reaches the line at once, so a line is saved as soon as it has an amount.
 */
export function AmountCell({ label, cents, onChange }: AmountCellProps) {
  const [typing, setTyping] = useState<string | null>(null);
  const parsed = typing === null ? null : parseJournalAmount(typing);
  return (
    <TextInput
      aria-label={label}
      size="xs"
      inputMode="decimal"
      styles={{ input: { textAlign: 'right' } }}
      value={typing ?? journalAmountText(cents)}
      error={parsed === 'invalid' ? JournalEntryMessages.amountInvalid : undefined}
      onFocus={() => {
        setTyping(journalAmountText(cents));
      }}
      onBlur={() => {
        setTyping(null);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyping(text);
        const value = parseJournalAmount(text);
        if (value !== 'invalid') onChange(value === 0 ? null : value);
      }}
    />
  );
}
