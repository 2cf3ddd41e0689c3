import type { WorkOrder } from '@hoa/contract';
import { Badge, Group, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';

/** A work order's state, and Overdue (which clock) when it is. */
export function WorkOrderStateBadges({ order }: { order: WorkOrder }) {
  const color = order.State === 'Open' ? 'blue' : order.State === 'Resolved' ? 'teal' : 'gray';
  return (
    <Group gap={4} wrap="nowrap">
      <Badge size="sm" variant="light" color={color}>
        {order.State}
      </Badge>
      {order.IsOverdue ? (
        <Badge
          size="sm"
          color="red"
          title={[
            order.IsResponseOverdue ? 'No response within the code’s response time' : null,
            order.IsCompletionOverdue ? 'Not completed by its completion time or target day' : null,
          ]
            .filter(Boolean)
            .join('; ')}
        >
          Overdue
        </Badge>
      ) : null}
    </Group>
  );
}

/** Where the work is: property and owner, amenity, job location. */
export const whereOf = (o: WorkOrder) =>
  [o.PropertyName, o.OwnerName, o.AmenityName, o.JobLocation]
    .filter((part): part is string => part !== null && part !== '')
    .join(' · ') || '—';

/** A work order's facts, for the view and the drawer. */
export function WorkOrderFacts({
  order: o,
  cols,
}: {
  order: WorkOrder;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      <Fact label="State">
        <WorkOrderStateBadges order={o} />
      </Fact>
      <Fact label="Code">{o.CodeAlias ?? '—'}</Fact>
      <Fact label="Where">{whereOf(o)}</Fact>
      <Fact label="Issued to">{o.IssuedToName ?? '—'}</Fact>
      <Fact label="Assigned to">{o.AssignedUserName ?? '—'}</Fact>
      <Fact label="Work order date">
        <DateText value={o.PostEventDate} />
      </Fact>
      <Fact label="Target date">
        <DateText value={o.TargetDate} />
      </Fact>
    </SimpleGrid>
  );
}
