import type { ServiceRequestState } from '@hoa/domain';
import { Badge } from '@mantine/core';

const colors: Record<ServiceRequestState, string> = {
  Open: 'blue',
  'In Progress': 'orange',
  Resolved: 'teal',
  Closed: 'gray',
};

/** Open in blue, In Progress in orange, Resolved in teal, Closed in gray. */
export function ServiceRequestStateBadge({ state }: { state: ServiceRequestState }) {
  return (
    <Badge size="sm" variant="light" color={colors[state]}>
      {state}
    </Badge>
  );
}
