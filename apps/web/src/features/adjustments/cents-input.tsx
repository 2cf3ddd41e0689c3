import { batchOwnerAmount, centsText, parseImportMoney } from '@hoa/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

interface CentsInputProps extends Omit<TextInputProps, 'value' | 'onChange' | 'onBlur'> {
  /** Cents, or null when empty. */
  value: number | null;
  onChange: (cents: number | null) => void;
  /** Batch mode: a minus sign is blocked and an amount below 0 becomes 0 on blur. */
  nonNegative?: boolean;
}

/** A dollar amount typed with up to 2 decimals, held as integer cents. */
export function CentsInput({ value, onChange, nonNegative, error, ...rest }: CentsInputProps) {
  const [text, setText] = useState(value === null ? '' : centsText(value));
  useEffect(() => {
    setText((current) => {
      const parsed = parseImportMoney(current);
      return parsed === value ? current : value === null ? '' : centsText(value);
    });
  }, [value]);
  const invalid = text.trim() !== '' && parseImportMoney(text) === null;
  return (
    <TextInput
      inputMode="decimal"
      {...rest}
      value={text}
      error={invalid ? 'Enter an amount like 1234.56' : error}
      onKeyDown={(event) => {
        if (nonNegative && event.key === '-') event.preventDefault();
      }}
      onChange={(event) => {
        const next = event.currentTarget.value;
        setText(next);
        onChange(next.trim() === '' ? null : parseImportMoney(next));
      }}
      onBlur={() => {
        const parsed = parseImportMoney(text);
        if (nonNegative && parsed !== null && parsed < 0) {
          setText(centsText(batchOwnerAmount(parsed)));
          onChange(batchOwnerAmount(parsed));
        }
      }}
    />
  );
}
