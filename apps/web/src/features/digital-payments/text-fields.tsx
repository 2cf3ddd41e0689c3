import { SimpleGrid, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { DateInput } from '../../widgets/date-input';

/** A grid of labelled text inputs over one record of strings; a 'date' one is the app's DateInput. */
export function TextFields<K extends string>({
  fields,
  values,
  onChange,
  errors = {},
  prefix = '',
}: {
  fields: readonly (readonly [K, string, string?])[];
  values: Partial<Record<K, string | null>>;
  onChange: (key: K, value: string) => void;
  /** What is wrong with a field, under it. */
  errors?: Partial<Record<K, ReactNode>>;
  prefix?: string;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4}>
      {fields.map(([key, label, type]) =>
        type === 'date' ? (
          <DateInput
            key={key}
            label={`${prefix}${label}`}
            value={values[key] || null}
            onChange={(value) => onChange(key, value ?? '')}
            error={errors[key]}
          />
        ) : (
          <TextInput
            key={key}
            label={`${prefix}${label}`}
            type={type ?? 'text'}
            value={values[key] ?? ''}
            onChange={(e) => onChange(key, e.currentTarget.value)}
            error={errors[key]}
          />
        ),
      )}
    </SimpleGrid>
  );
}

export const controllerFields = [
  ['FirstName', 'First Name'],
  ['LastName', 'Last Name'],
  ['Title', 'Title'],
  ['DateOfBirth', 'Date of Birth', 'date'],
  ['Ssn', 'SSN'],
  ['Address1', 'Address'],
  ['Address2', 'Address 2'],
  ['City', 'City'],
  ['State', 'State'],
  ['PostalCode', 'Zip'],
  ['Country', 'Country'],
  ['PassportNumber', 'Passport Number'],
  ['PassportCountry', 'Passport Country'],
] as const;

export type ControllerKey = (typeof controllerFields)[number][0];
export type ControllerForm = Partial<Record<ControllerKey, string>>;

/** The controller as the API takes it: blanks as null, Country US by default. */
export function controllerBody(c: ControllerForm) {
  const v = (key: ControllerKey) => (c[key]?.trim() ? c[key].trim() : null);
  return {
    FirstName: v('FirstName'),
    LastName: v('LastName'),
    Title: v('Title'),
    DateOfBirth: v('DateOfBirth'),
    Ssn: v('Ssn'),
    Address1: v('Address1'),
    Address2: v('Address2'),
    Address3: null,
    City: v('City'),
    State: v('State'),
    PostalCode: v('PostalCode'),
    Country: (v('Country') ?? 'US').toUpperCase(),
    PassportNumber: v('PassportNumber'),
    PassportCountry: v('PassportCountry'),
    DocumentUrl: null,
  };
}
