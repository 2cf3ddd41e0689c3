import type { GeneralRequestState } from '@hoa/domain';
import { Badge } from '@mantine/core';

/** Open in blue, Closed in gray. */
export function GeneralRequestStateBadge({ state }: { state: GeneralRequestState }) {
  return (
    <Badge size="sm" variant="light" color={state === 'Open' ? 'blue' : 'gray'}>
      {state}
    </Badge>
  );
}
