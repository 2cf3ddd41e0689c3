import { Button, Checkbox, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AddressRow, PhoneRow, ProfileFormFields, WebAddressRow } from './profile-form-state';

type Row = AddressRow | PhoneRow | WebAddressRow;

interface RowListProps<R extends Row> {
  title: string;
  /** 'Address': rows are 'Address 1', 'Address 2', … and the button 'Add address'. */
  itemLabel: string;
  form: ProfileFormFields;
  /** The form's list the rows are. */
  path: 'addresses' | 'phones' | 'webAddresses';
  rows: readonly R[];
  create: (isPrimary: boolean) => R;
  /** The fields of a row; `at` names one of them in the form ('phones.0.AreaCode'). */
  children: (row: R, at: (field: keyof R & string) => string) => ReactNode;
}

/** A repeatable list of rows (addresses, phones, web addresses) with one primary row. */
export function RowList<R extends Row>(props: RowListProps<R>) {
  const { title, itemLabel, form, path, rows, create, children } = props;
  const makePrimary = (index: number) => {
    rows.forEach((_row, i) => {
      form.setFieldValue(`${path}.${String(i)}.IsPrimary`, i === index);
    });
  };
  const remove = (index: number) => {
    const rest = rows.filter((_row, i) => i !== index);
    form.removeListItem(path, index);
    // The primary row removed: the first one left takes its place.
    if (rest.length > 0 && !rest.some((row) => row.IsPrimary)) {
      form.setFieldValue(`${path}.0.IsPrimary`, true);
    }
  };

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{title}</Title>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            form.insertListItem(path, create(rows.length === 0));
          }}
        >
          Add {itemLabel.toLowerCase()}
        </Button>
      </Group>
      <Stack gap="sm">
        {rows.length === 0 ? (
          <Text size="sm" c="dimmed">
            None.
          </Text>
        ) : null}
        {rows.map((row, index) => (
          <Fieldset
            key={row.key}
            legend={`${itemLabel} ${index + 1}`}
            variant="filled"
            p="sm"
            aria-label={`${itemLabel} ${index + 1}`}
          >
            <Stack gap="xs">
              {children(row, (field) => `${path}.${String(index)}.${field}`)}
              <Group justify="space-between">
                <Checkbox
                  label="Primary"
                  checked={row.IsPrimary}
                  onChange={() => {
                    makePrimary(index);
                  }}
                />
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
                  onClick={() => {
                    remove(index);
                  }}
                >
                  Remove
                </Button>
              </Group>
            </Stack>
          </Fieldset>
        ))}
      </Stack>
    </Paper>
  );
}
