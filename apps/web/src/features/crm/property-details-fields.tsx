import { Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import type { FormErrors, PropertyFields } from './profile-form-state';

interface PropertyDetailsFieldsProps {
  value: PropertyFields;
  onChange: (value: PropertyFields) => void;
  errors: FormErrors;
}

/** Account and lot number, size, assessed value (dollars) and percent ownership of a property. */
export function PropertyDetailsFields({ value, onChange, errors }: PropertyDetailsFieldsProps) {
  const field = (
    name: keyof PropertyFields,
    label: string,
    errorKey: string,
    extra: { placeholder?: string; inputMode?: 'numeric' | 'decimal'; leftSection?: string } = {},
  ) => (
    <TextInput
      label={label}
      value={value[name]}
      onChange={(event) => {
        onChange({ ...value, [name]: event.currentTarget.value });
      }}
      error={errors[`PropertyDetails.${errorKey}`]}
      {...extra}
    />
  );
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Property details">
      <Title order={4} mb="xs">
        Property details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {field('AccountNumber', 'Account number', 'AccountNumber')}
        {field('LotNumber', 'Lot number', 'LotNumber')}
        {field('SquareFeet', 'Square feet', 'SquareFeet', { inputMode: 'numeric' })}
        {field('AssessedValue', 'Assessed value', 'AssessedValueCents', {
          inputMode: 'decimal',
          leftSection: '$',
          placeholder: '0.00',
        })}
        {field('PercentOwnership', 'Percent ownership', 'PercentOwnership', {
          inputMode: 'decimal',
          placeholder: '0.000000',
        })}
      </SimpleGrid>
    </Paper>
  );
}
