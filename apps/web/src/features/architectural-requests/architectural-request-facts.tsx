import type { ArchitecturalRequest } from '@hoa/contract';
import { SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { Fact } from '../../widgets/fact';
import { RequestOwnerAndDays } from '../../widgets/request-facts';
import { ArchitecturalStatusBadge } from './architectural-status-badge';

/** The approvals given of those required, e.g. "1 / 2" (of 3 approvers). */
export function approvalsText(given: number, required: number, total: number): string {
  return `${String(given)} / ${String(required)} of ${String(total)}`;
}

/** A request's facts (status, code, property, owner, days, source, approvals), for view and drawer. */
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
      <RequestOwnerAndDays request={r} endLabel="Decided" endDate={r.DecidedDate} />
      <Fact label="Source">{r.SourceName ?? '—'}</Fact>
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
