import {
  digitsOnly,
  phoneEntryErrors,
  PhoneEntryRules as R,
  type PhoneEntryField,
} from '@hoa/domain';
import { Group, TextInput } from '@mantine/core';
import { useState } from 'react';

export interface PhoneEntryValue {
  AreaCode: string;
  PhoneNumber: string;
  Extension: string;
}

interface PhoneEntryProps {
  value: PhoneEntryValue;
  onChange: (value: PhoneEntryValue) => void;
  /** Messages from a submitted form; they win over the widget's own. */
  errors?: Partial<Record<PhoneEntryField, string | undefined>>;
  disabled?: boolean;
}

/** '5551234' shows as '555-1234' while typing. */
function displayNumber(digits: string): string {
  return digits.length > 3 ? `${digits.slice(0, 3)}-${digits.slice(3)}` : digits;
}

/**
 * Phone entry (spec 1 §5): area code exactly 3 digits, number exactly 7, extension 2 to 5; area
 * code and number required. Only digits can be typed, never more than the rule allows; a field
 * left too short says so when the user leaves it.
 */
export function PhoneEntry({ value, onChange, errors, disabled }: PhoneEntryProps) {
  const [touched, setTouched] = useState<Partial<Record<PhoneEntryField, boolean>>>({});
  const own = phoneEntryErrors(value);
  const errorOf = (field: PhoneEntryField) =>
    errors?.[field] ?? (touched[field] ? own[field] : undefined);
  const touch = (field: PhoneEntryField) => () => {
    setTouched((current) => ({ ...current, [field]: true }));
  };

  return (
    <Group gap="xs" align="flex-start" wrap="nowrap">
      <TextInput
        label="Area code"
        withAsterisk
        w={104}
        inputMode="numeric"
        autoComplete="tel-area-code"
        placeholder="555"
        disabled={disabled}
        value={value.AreaCode}
        onChange={(event) => {
          onChange({ ...value, AreaCode: digitsOnly(event.currentTarget.value, R.AreaCodeLength) });
        }}
        onBlur={touch('AreaCode')}
        error={errorOf('AreaCode')}
      />
      <TextInput
        label="Phone number"
        withAsterisk
        w={136}
        inputMode="numeric"
        autoComplete="tel-local"
        placeholder="555-1234"
        disabled={disabled}
        value={displayNumber(value.PhoneNumber)}
        onChange={(event) => {
          onChange({
            ...value,
            PhoneNumber: digitsOnly(event.currentTarget.value, R.PhoneNumberLength),
          });
        }}
        onBlur={touch('PhoneNumber')}
        error={errorOf('PhoneNumber')}
      />
      <TextInput
        label="Extension"
        w={104}
        inputMode="numeric"
        autoComplete="tel-extension"
        disabled={disabled}
        value={value.Extension}
        onChange={(event) => {
          onChange({
            ...value,
            Extension: digitsOnly(event.currentTarget.value, R.ExtensionMaxLength),
          });
        }}
        onBlur={touch('Extension')}
        error={errorOf('Extension')}
      />
    </Group>
  );
}
