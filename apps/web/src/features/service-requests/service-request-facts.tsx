import type { ServiceRequest } from '@hoa/contract';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { ServiceRequestStateBadge } from './service-request-state-badge';

/** A request's facts (state, source, assignee, where, days), for the view and the drawer. */
export function ServiceRequestFacts({
  request: r,
  cols,
}: {
  request: ServiceRequest;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      <Fact label="State">
        <ServiceRequestStateBadge state={r.State} />
      </Fact>
      <Fact label="Source">{r.SourceName}</Fact>
      <Fact label="Received">
        <DateText value={r.ReceivedDate} />
      </Fact>
      <Fact label="Resolved">
        <DateText value={r.ResolvedDate} />
      </Fact>
      <Fact label="Property">{r.PropertyName ?? '—'}</Fact>
      <Fact label="Owner">{r.OwnerName ?? '—'}</Fact>
      <Fact label="Amenity">{r.AmenityName ?? '—'}</Fact>
      <Fact label="Job location">{r.JobLocation ?? '—'}</Fact>
      <Fact label="Assigned to">{r.AssignedUserName ?? '—'}</Fact>
      <Fact label="Work orders">{String(r.WorkOrderCount)}</Fact>
    </SimpleGrid>
  );
}
