import type { SettingsCode } from '@hoa/contract';
import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface CodeChecklistProps {
  label: string;
  codes: readonly SettingsCode[];
  selected: readonly number[];
  onChange: (ids: number[]) => void;
  error?: ReactNode;
}

/** A group of codes to tick, by alias and name. */
export function CodeChecklist({ label, codes, selected, onChange, error }: CodeChecklistProps) {
  return (
    <Checkbox.Group
      label={label}
      value={selected.map(String)}
      onChange={(values) => {
        onChange(values.map(Number));
      }}
      error={error}
    >
      {codes.length === 0 ? (
        <Text size="sm" c="dimmed" mt={4}>
          No codes.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} mt={6} spacing={6}>
          {codes.map((code) => (
            <Checkbox
              key={code.TopsCodeId}
              value={String(code.TopsCodeId)}
              label={`${code.CodeAlias} – ${code.CodeName}`}
            />
          ))}
        </SimpleGrid>
      )}
    </Checkbox.Group>
  );
}
