import { Box, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface BarListItem {
  key: string | number;
  label: ReactNode;
  /** The value the bar's length shows (a negative one draws no bar). */
  value: number;
  /** The value as read: shown at the end of the label line, always. */
  valueLabel: string;
  /** A second figure beside the value (an owner count). */
  detail?: string;
  color?: string;
}

/**
 * A bar chart of labelled rows: each row's name and value on one line, its bar below at full
 * width, so that it reads the same at 1440 and at 390 pixels and the values never overlap the
 * bars. The list carries the chart's name for assistive technology and tests.
 */
export function BarList({
  label,
  items,
  color = 'var(--mantine-color-blue-6)',
}: {
  label: string;
  items: readonly BarListItem[];
  color?: string;
}) {
  const top = Math.max(1, ...items.map((i) => i.value));
  return (
    <Stack gap="xs" role="list" aria-label={label}>
      {items.map((item) => (
        <div key={item.key} role="listitem">
          <Group justify="space-between" gap="xs" wrap="nowrap" mb={4}>
            <Text size="sm" truncate>
              {item.label}
            </Text>
            <Text
              size="sm"
              fw={600}
              c={item.value < 0 ? 'red.7' : undefined}
              style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
            >
              {item.valueLabel}
              {item.detail ? (
                <Text span size="xs" c="dimmed" fw={400}>
                  {' · '}
                  {item.detail}
                </Text>
              ) : null}
            </Text>
          </Group>
          <Box h={10} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 3 }}>
            <Box
              h={10}
              data-bar
              style={{
                width: `${String((Math.max(0, item.value) / top) * 100)}%`,
                minWidth: item.value > 0 ? 2 : 0,
                background: item.color ?? color,
                borderRadius: 3,
              }}
            />
          </Box>
        </div>
      ))}
    </Stack>
  );
}
