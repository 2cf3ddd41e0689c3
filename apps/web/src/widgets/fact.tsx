import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A labelled value in a detail grid. */
export function Fact({
  label,
  size = 'sm',
  children,
}: {
  label: string;
  size?: 'xs' | 'sm';
  children: ReactNode;
}) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size={size} component="div">
        {children}
      </Text>
    </div>
  );
}
