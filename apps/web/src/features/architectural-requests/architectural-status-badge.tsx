import { ArchitecturalRequestStatusId } from '@hoa/domain';
import { Badge } from '@mantine/core';

const colors: Record<number, string> = {
  [ArchitecturalRequestStatusId.Pending]: 'blue',
  [ArchitecturalRequestStatusId.Approved]: 'green',
  [ArchitecturalRequestStatusId.Disapproved]: 'red',
};

/** Pending in blue, Approved in green, Disapproved in red. */
export function ArchitecturalStatusBadge({ statusId, name }: { statusId: number; name: string }) {
  return (
    <Badge size="sm" variant="light" color={colors[statusId] ?? 'gray'}>
      {name}
    </Badge>
  );
}
