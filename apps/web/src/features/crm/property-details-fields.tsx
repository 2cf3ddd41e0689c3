import { Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { itemProps } from '../../widgets/contract-form';
import { MoneyInput } from '../../widgets/money-input';
import type { ProfileFormFields, PropertyFields } from './profile-form-state';

/** Account and lot number, size, assessed value and percent ownership of a property. */
export function PropertyDetailsFields({
  form,
  property,
}: {
  form: ProfileFormFields;
  property: PropertyFields;
}) {
  const field = (
    name: Exclude<keyof PropertyFields, 'AssessedValueCents'>,
    label: string,
    extra: { placeholder?: string; inputMode?: 'numeric' | 'decimal' } = {},
  ) => <TextInput label={label} {...form.getInputProps(`property.${name}`)} {...extra} />;
  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label="Property details">
      <Title order={4} mb="xs">
        Property details
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        {field('AccountNumber', 'Account number')}
        {field('LotNumber', 'Lot number')}
        {field('SquareFeet', 'Square feet', { inputMode: 'numeric' })}
        <MoneyInput
          label="Assessed value"
          placeholder="0.00"
          {...itemProps(form, 'property.AssessedValueCents', property.AssessedValueCents)}
        />
        {field('PercentOwnership', 'Percent ownership', {
          inputMode: 'decimal',
          placeholder: '0.000000',
        })}
      </SimpleGrid>
    </Paper>
  );
}
