import { centsDecimalText, NoValue, readMoneyEntry, YesValue } from '@hoa/domain';
import { NumberInput, Select, Switch, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '../date-input';
import { MoneyInput } from '../money-input';
import type { PanelField } from './value-text';

interface FieldInputProps {
  field: PanelField;
  /** The value as typed; see toEditText. */
  text: string;
  onChange: (text: string) => void;
  error: string | undefined;
}

/** One custom field's input, by its type (spec 1 §3.9). */
export function FieldInput({ field, text, onChange, error }: FieldInputProps) {
  const common = { label: field.Name, error };
  const setNumber = (value: string | number) => {
    onChange(String(value));
  };
  switch (field.FieldType) {
    case 'B':
      return (
        <Switch
          label={field.Name}
          error={error}
          checked={text === YesValue}
          onChange={(event) => {
            onChange(event.currentTarget.checked ? YesValue : NoValue);
          }}
        />
      );
    case 'D':
      return (
        <DateInput
          {...common}
          value={text === '' ? null : text}
          onChange={(value) => {
            onChange(value ?? '');
          }}
        />
      );
    case 'N':
      return <NumberInput {...common} allowDecimal={false} value={text} onChange={setNumber} />;
    case 'F':
      return <NumberInput {...common} value={text} onChange={setNumber} />;
    case 'C': {
      const entry = readMoneyEntry(text, { allowNegative: true });
      return (
        <MoneyInput
          {...common}
          allowNegative
          value={entry.kind === 'amount' ? entry.cents : null}
          onChange={(cents) => {
            onChange(cents === null ? '' : centsDecimalText(cents));
          }}
        />
      );
    }
    case 'L':
      return (
        <Select
          {...common}
          clearable
          data={field.ValidValues.map((v) => v.Value)}
          value={text === '' ? null : text}
          onChange={(value) => {
            onChange(value ?? '');
          }}
        />
      );
    case 'M':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          value={text}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
        />
      );
    case 'T':
      return (
        <TextInput
          {...common}
          value={text}
          onChange={(event) => {
            onChange(event.currentTarget.value);
          }}
        />
      );
  }
}
