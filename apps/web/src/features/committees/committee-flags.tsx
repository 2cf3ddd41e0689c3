import type { Committee } from '@hoa/contract';
import { Badge, Group } from '@mantine/core';

/** The committee flags of spec 1 §3.2 as badges. */
export function CommitteeFlags({ committee }: { committee: Committee }) {
  return (
    <Group gap={4}>
      {committee.IsPrimary ? <Badge color="blue">Primary</Badge> : null}
      {committee.IsArchitectural ? <Badge color="grape">Architectural</Badge> : null}
      {committee.IsDeleted ? <Badge color="gray">Deleted</Badge> : null}
    </Group>
  );
}
