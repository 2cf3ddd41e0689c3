import { queryRows, sql } from '@hoa/db';
import {
  architecturalDaysLeft,
  ArchitecturalRequestStatusNames,
  formatDate,
  StatusId,
  TxnTypeId,
  type ArchitecturalRequestStatusIdValue,
} from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';

/** The filters of the report (its query, less the community and format). */
export interface ArchitecturalReportFilters {
  topsStatusId?: ArchitecturalRequestStatusIdValue | undefined;
  topsCodeId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** A request as the report prints it. */
export interface ArchitecturalReportLine {
  itemId: number;
  propertyName: string;
  ownerName: string;
  codeAlias: string;
  subject: string;
  receivedOn: string;
  dueOn: string;
  decidedOn: string | null;
  statusId: ArchitecturalRequestStatusIdValue;
  internalApprovals: number;
  requiredInternal: number;
  committeeApprovals: number;
  requiredCommittee: number;
}

/**
 * The live (not deleted) architectural requests of the community passing the filters, pending
 * first by due day, then the decided ones by received day; with their approvals counted.
 */
export async function architecturalReportLines(
  ctx: RequestContext,
  communityAgentId: number,
  f: ArchitecturalReportFilters,
): Promise<ArchitecturalReportLine[]> {
  const rows = await queryRows<{
    item_id: string | number;
    property_name: string | null;
    owner_name: string | null;
    code_alias: string | null;
    subject: string;
    received_on: string;
    due_on: string;
    decided_on: string | null;
    status_id: number;
    internal_approvals: number;
    required_internal: number;
    committee_approvals: number;
    required_committee: number;
  }>(
    ctx.tx,
    sql`select r.item_id, pc.display_name as property_name, oc.display_name as owner_name,
               k.code_alias, r.subject, r.received_on::text as received_on,
               r.due_on::text as due_on, r.decided_on::text as decided_on, r.status_id,
               (select count(*)::int from architectural_internal_approvers a
                 where a.item_id = r.item_id and a.vote = 'Approve') as internal_approvals,
               r.required_internal_approvals::int as required_internal,
               (select count(*)::int from architectural_committee_approvers a
                 where a.item_id = r.item_id and a.vote = 'Approve') as committee_approvals,
               r.required_committee_approvals::int as required_committee
          from architectural_requests r
          join items i on i.id = r.item_id
          left join codes k on k.id = r.code_id
          left join contacts pc on pc.agent_id = r.property_agent_id
          left join contacts oc on oc.agent_id = r.owner_agent_id
         where i.txn_type_id = ${TxnTypeId.ArchitecturalRequest}
           and i.status_id <> ${StatusId.Deleted}
           and r.community_agent_id = ${communityAgentId}
           ${f.topsStatusId === undefined ? sql`` : sql` and r.status_id = ${f.topsStatusId}`}
           ${f.topsCodeId === undefined ? sql`` : sql` and r.code_id = ${f.topsCodeId}`}
           ${f.startDate ? sql` and r.received_on >= ${f.startDate}::date` : sql``}
           ${f.endDate ? sql` and r.received_on <= ${f.endDate}::date` : sql``}
         order by (r.status_id = 1) desc,
                  case when r.status_id = 1 then r.due_on end, r.received_on, r.item_id`,
  );
  return rows.map((r) => ({
    itemId: Number(r.item_id),
    propertyName: r.property_name ?? '',
    ownerName: r.owner_name ?? '',
    codeAlias: r.code_alias ?? '',
    subject: r.subject,
    receivedOn: r.received_on,
    dueOn: r.due_on,
    decidedOn: r.decided_on,
    statusId: r.status_id as ArchitecturalRequestStatusIdValue,
    internalApprovals: r.internal_approvals,
    requiredInternal: r.required_internal,
    committeeApprovals: r.committee_approvals,
    requiredCommittee: r.required_committee,
  }));
}

/** What the subtitle says of the filters. */
export function filterLines(f: ArchitecturalReportFilters, code: string | null): string[] {
  const received =
    f.startDate && f.endDate
      ? `Received ${formatDate(f.startDate)} - ${formatDate(f.endDate)}`
      : f.startDate
        ? `Received on or after ${formatDate(f.startDate)}`
        : f.endDate
          ? `Received on or before ${formatDate(f.endDate)}`
          : 'All received dates';
  const status =
    f.topsStatusId === undefined ? undefined : ArchitecturalRequestStatusNames[f.topsStatusId];
  return [
    [status ? `${status} requests` : 'All requests', code ? `code ${code}` : 'all codes'].join(
      ', ',
    ),
    received,
  ];
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The decision clock of a line: a pending request's days left (or late) from today; a decided
 * one's lateness, decided day against due day.
 */
export function clockText(line: ArchitecturalReportLine, today: string): string {
  if (line.decidedOn === null) {
    const left = architecturalDaysLeft(line.dueOn, today);
    if (left === 0) return 'Due today';
    return left > 0 ? `${plural(left, 'day')} left` : `${plural(-left, 'day')} late`;
  }
  const late = -architecturalDaysLeft(line.dueOn, line.decidedOn);
  return late > 0 ? `${plural(late, 'day')} late` : 'On time';
}

const columns: ReportColumn[] = [
  { key: 'property', title: 'Property', kind: 'text', width: 2 },
  { key: 'owner', title: 'Owner', kind: 'text', width: 2 },
  { key: 'code', title: 'Code', kind: 'text', width: 1 },
  { key: 'subject', title: 'Subject', kind: 'text', width: 3 },
  { key: 'received', title: 'Received', kind: 'date', width: 1 },
  { key: 'due', title: 'Due', kind: 'date', width: 1 },
  { key: 'decided', title: 'Decided', kind: 'date', width: 1 },
  { key: 'clock', title: 'Days left / late', kind: 'text', width: 1 },
  { key: 'internal', title: 'Internal approvals', kind: 'text', width: 1 },
  { key: 'committee', title: 'Committee approvals', kind: 'text', width: 1 },
  { key: 'status', title: 'Status', kind: 'text', width: 1 },
];

function lineRow(line: ArchitecturalReportLine, today: string): ReportRow {
  return {
    cells: {
      property: line.propertyName,
      owner: line.ownerName,
      code: line.codeAlias,
      subject: line.subject,
      received: line.receivedOn,
      due: line.dueOn,
      decided: line.decidedOn,
      clock: clockText(line, today),
      internal: `${line.internalApprovals}/${line.requiredInternal}`,
      committee: `${line.committeeApprovals}/${line.requiredCommittee}`,
      status: ArchitecturalRequestStatusNames[line.statusId],
    },
    itemId: line.itemId,
  };
}

/** A row per request, then the total with each status's count. */
export function architecturalReportData(
  head: Pick<ReportData, 'title' | 'subtitle' | 'fileName'>,
  lines: readonly ArchitecturalReportLine[],
  today: string,
): ReportData {
  const statuses = Object.entries(ArchitecturalRequestStatusNames).map(
    ([id, name]) => [Number(id), name] as const,
  );
  return {
    ...head,
    columns,
    rows: [
      ...lines.map((line) => lineRow(line, today)),
      { cells: { property: 'Total', owner: plural(lines.length, 'request') }, style: 'total' },
      ...statuses.map(([id, name]): ReportRow => ({
        cells: { property: name, owner: lines.filter((l) => l.statusId === id).length },
        style: 'total',
        indent: 1,
      })),
    ],
    orientation: 'landscape',
  };
}
