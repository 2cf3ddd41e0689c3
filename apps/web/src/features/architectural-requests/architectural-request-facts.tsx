import type { ArchitecturalRequest } from '@hoa/contract';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { DateText } from '../../widgets/date-text';
import { Fact } from '../../widgets/fact';
import { ArchitecturalStatusBadge } from './architectural-status-badge';

/** The approvals given of those required, e.g. "1 / 2" (of 3 approvers). */
export function approvalsText(given: number, required: number, total: number): string {
  return `${String(given)} / ${String(required)} of ${String(total)}`;
}

/** A request's facts (status, code, property, owner, days, approvals), for view and drawer. */
export function ArchitecturalRequestFacts({
  request: r,
  cols,
}: {
  request: ArchitecturalRequest;
  cols: SimpleGridProps['cols'];
}) {
  return (
    <SimpleGrid cols={cols} spacing="sm">
      <Fact label="Status">
        <ArchitecturalStatusBadge statusId={r.TopsStatusId} name={r.StatusName} />
      </Fact>
      <Fact label="Code">{`${r.CodeAlias} · ${r.CodeName}`}</Fact>
      <Fact label="Property">{r.PropertyName}</Fact>
      <Fact label="Owner">{r.OwnerName ?? '—'}</Fact>
      <Fact label="Received">
        <DateText value={r.ReceivedDate} />
      </Fact>
      <Fact label="Due">
        <DateText value={r.DueDate} />
      </Fact>
      <Fact label="Decided">
        <DateText value={r.DecidedDate} />
      </Fact>
      <Fact label="Action process">{r.ActionProcessName ?? '—'}</Fact>
      <Fact label="Internal approvals">
        {approvalsText(
          r.InternalApprovalCount,
          r.RequiredInternalApprovals,
          r.TotalInternalApprovers,
        )}
      </Fact>
      <Fact label="Committee approvals">
        {approvalsText(
          r.CommitteeApprovalCount,
          r.RequiredCommitteeApprovals,
          r.TotalCommitteeApprovers,
        )}
      </Fact>
      <Fact label="Next action">{r.CurrentActionName ?? '—'}</Fact>
    </SimpleGrid>
  );
}
