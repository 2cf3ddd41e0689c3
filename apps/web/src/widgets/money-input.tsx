import { moneyEntryText, readMoneyEntry, type Cents } from '@hoa/domain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { invalidEntryAttribute } from './invalid-entry';

export interface MoneyInputProps extends Omit<
  TextInputProps,
  'value' | 'defaultValue' | 'onChange' | 'type'
> {
  /** The amount in integer cents, or null when empty. */
  value: Cents | null;
  /** The amount typed, in cents; null while the text is empty or not an amount. */
  onChange: (value: Cents | null) => void;
  /** Whether a negative amount (-5.25, (5.25)) is taken; refused with a message otherwise. */
  allowNegative?: boolean;
}

/**
 * The one money field of the app: typed in dollars, held in integer cents.
 *
 * The text is read by `readMoneyEntry` (string arithmetic, never `Math.round(x * 100)`): `$`,
 * thousands commas every three digits and up to two decimals; a third decimal other than 0
 * (`1.005`) is refused, never rounded, so what posts is what was typed. Each keystroke gives the
 * amount read (null while empty or not an amount); leaving the field shows it as `1,234.56`, or
 * the reason it is not an amount under the field.
 */
export function MoneyInput({
  value,
  onChange,
  allowNegative = false,
  error,
  onFocus,
  onBlur,
  onKeyDown,
  ...rest
}: MoneyInputProps) {
  // What the user types while the field has the focus; the value's text otherwise.
  const [typing, setTyping] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // The value this field last gave; a different one comes from outside and replaces the text.
  const given = useRef(value);
  useEffect(() => {
    if (value === given.current) return;
    given.current = value;
    setTyping(null);
    setProblem(null);
  }, [value]);
  const give = (next: Cents | null) => {
    given.current = next;
    if (next !== value) onChange(next);
  };
  /** Leaving the field or Enter: an amount is kept, else the reason shows under the field. */
  const settle = () => {
    const entry = readMoneyEntry(typing ?? moneyEntryText(value), { allowNegative });
    setProblem(entry.kind === 'invalid' ? entry.problem : null);
    give(entry.kind === 'amount' ? entry.cents : null);
    return entry;
  };
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection="$"
      {...rest}
      styles={{ input: { textAlign: 'right' } }}
      value={typing ?? moneyEntryText(value)}
      error={problem ?? error}
      {...{ [invalidEntryAttribute]: problem ? true : undefined }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        if (!problem) setTyping(moneyEntryText(value));
        onFocus?.(event);
      }}
      onChange={(event) => {
        const text = event.currentTarget.value;
        setTyping(text);
        const entry = readMoneyEntry(text, { allowNegative });
        // A problem shown stays until the text is an amount again.
        if (entry.kind !== 'invalid') setProblem(null);
        give(entry.kind === 'amount' ? entry.cents : null);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        // An amount shows as 1,234.56; text that is not one stays as typed, the reason under it.
        if (settle().kind !== 'invalid') setTyping(null);
        onBlur?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLInputElement>) => {
        if (event.key === 'Enter') settle();
        onKeyDown?.(event);
      }}
    />
  );
}
