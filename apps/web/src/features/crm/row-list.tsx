import { Button, Checkbox, Fieldset, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Row {
  key: string;
  IsPrimary: boolean;
}

interface RowListProps<R extends Row> {
  title: string;
  /** 'Address': rows are 'Address 1', 'Address 2', … and the button 'Add address'. */
  itemLabel: string;
  rows: R[];
  onChange: (rows: R[]) => void;
  create: (isPrimary: boolean) => R;
  children: (row: R, index: number, update: (patch: Partial<R>) => void) => ReactNode;
}

/** A repeatable list of rows (addresses, phones, web addresses) with one primary row. */
export function RowList<R extends Row>(props: RowListProps<R>) {
  const { title, itemLabel, rows, onChange, create, children } = props;
  const update = (index: number) => (patch: Partial<R>) => {
    onChange(rows.map((row, i) => (i === index ? { ...row, ...patch } : row)));
  };
  const makePrimary = (index: number) => {
    onChange(rows.map((row, i) => ({ ...row, IsPrimary: i === index })));
  };
  const remove = (index: number) => {
    const rest = rows.filter((_row, i) => i !== index);
    const first = rest.at(0);
    // The primary row removed: the first one left takes its place.
    const keepsPrimary = rest.some((row) => row.IsPrimary) || !first;
    onChange(keepsPrimary ? rest : [{ ...first, IsPrimary: true }, ...rest.slice(1)]);
  };

  return (
    <Paper withBorder p="md" radius="sm" component="section" aria-label={title}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{title}</Title>
        <Button
          size="xs"
          variant="default"
          onClick={() => {
            onChange([...rows, create(rows.length === 0)]);
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
              {children(row, index, update(index))}
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
