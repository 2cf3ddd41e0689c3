import type { GeneralRequest } from '@hoa/contract';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { Fact } from '../../widgets/fact';
import { RequestOwnerAndDays } from '../../widgets/request-facts';
import { GeneralRequestStateBadge } from './general-request-state-badge';

/** A request's facts (state, source, code, assignee, property, owner, days), for view and drawer. */
export function GeneralRequestFacts({
  request: r,
  cols,
}: {
  request: GeneralRequest;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      <Fact label="State">
        <GeneralRequestStateBadge state={r.State} />
      </Fact>
      <Fact label="Source">{r.SourceName}</Fact>
      <Fact label="Code">{r.CodeAlias ? `${r.CodeAlias} · ${r.CodeName ?? ''}` : '—'}</Fact>
      <Fact label="Assigned to">{r.AssignedUserName ?? '—'}</Fact>
      <Fact label="Property">{r.PropertyName ?? '—'}</Fact>
      <RequestOwnerAndDays request={r} endLabel="Closed" endDate={r.ClosedDate} />
    </SimpleGrid>
  );
}
