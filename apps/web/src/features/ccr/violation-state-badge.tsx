import type { CcrRecord } from '@hoa/contract';
import { Badge } from '@mantine/core';

const stateColors = { Open: 'orange', Resolved: 'green', Closed: 'gray' } as const;

/** A violation's state as a badge. */
export function ViolationStateBadge({ state }: { state: CcrRecord['State'] }) {
  return (
    <Badge variant="light" color={stateColors[state]}>
      {state}
    </Badge>
  );
}
