import { queryRows, sql, type SQL } from '@hoa/db';
import {
  GeneralRequestSources,
  serviceRequestState,
  ServiceRequestStates,
  StatusId,
  TxnTypeId,
  type ServiceRequestState,
} from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { communityReportData } from './community-report-data';
import { checkRange, plural, rangeLine, type DateRange } from './report-filters';

/** The filters both service request reports take. */
export interface ServiceRequestFilters extends DateRange {
  state?: ServiceRequestState | undefined;
}

/** A service request as the reports print it. */
export interface ServiceRequestLine {
  itemId: number;
  communityAgentId: number;
  communityName: string;
  receivedOn: string;
  where: string;
  sourceName: string;
  description: string;
  assignee: string;
  state: ServiceRequestState;
  /** The work orders made from it, e.g. '1201, 1207'. */
  workOrders: string;
}

/** The condition (over i, s) of a state. */
function stateCondition(state: ServiceRequestState): SQL {
  switch (state) {
    case 'Open':
      return sql`i.status_id = ${StatusId.Open} and not s.is_in_progress`;
    case 'In Progress':
      return sql`i.status_id = ${StatusId.Open} and s.is_in_progress`;
    case 'Resolved':
      return sql`i.status_id = ${StatusId.Complete}`;
    case 'Closed':
      return sql`i.status_id = ${StatusId.Closed}`;
  }
}

/**
 * The live (not deleted) service requests passing `where` (over s, the service request) and the
 * filters, by community name, then received day; each with the live work orders made from it.
 */
export async function serviceRequestLines(
  ctx: RequestContext,
  where: SQL,
  f: ServiceRequestFilters,
): Promise<ServiceRequestLine[]> {
  checkRange(f);
  const rows = await queryRows<{
    item_id: string | number;
    community_agent_id: string | number;
    community_name: string | null;
    received_on: string;
    where_text: string;
    source_id: number;
    description: string | null;
    assignee: string | null;
    status_id: number;
    is_in_progress: boolean;
    work_orders: string | null;
  }>(
    ctx.tx,
    sql`select s.item_id, s.community_agent_id, cc.display_name as community_name,
               s.received_on::text as received_on,
               concat_ws(', ', pc.display_name, oc.display_name, ac.display_name,
                         nullif(s.job_location, '')) as where_text,
               s.source_id, i.description, u.display_name as assignee, i.status_id,
               s.is_in_progress, wo.ids as work_orders
          from service_requests s
          join items i on i.id = s.item_id
          left join contacts cc on cc.agent_id = s.community_agent_id
          left join contacts pc on pc.agent_id = s.property_agent_id
          left join contacts oc on oc.agent_id = s.owner_agent_id
          left join contacts ac on ac.agent_id = s.amenity_agent_id
          left join users u on u.id = s.assigned_user_id
          left join lateral (
                select string_agg(w.item_id::text, ', ' order by w.item_id) as ids
                  from work_orders w
                  join items wi on wi.id = w.item_id
                 where w.service_request_item_id = s.item_id
                   and wi.status_id <> ${StatusId.Deleted}) wo on true
         where i.txn_type_id = ${TxnTypeId.ServiceRequest}
           and i.status_id <> ${StatusId.Deleted}
           and ${where}
           ${f.state ? sql` and ${stateCondition(f.state)}` : sql``}
           ${f.startDate ? sql` and s.received_on >= ${f.startDate}::date` : sql``}
           ${f.endDate ? sql` and s.received_on <= ${f.endDate}::date` : sql``}
         order by coalesce(cc.display_name, ''), s.community_agent_id, s.received_on, s.item_id`,
  );
  return rows.map((r) => ({
    itemId: Number(r.item_id),
    communityAgentId: Number(r.community_agent_id),
    communityName: r.community_name ?? '',
    receivedOn: r.received_on,
    where: r.where_text,
    sourceName: GeneralRequestSources.find((s) => s.SourceId === r.source_id)?.SourceName ?? '',
    description: r.description ?? '',
    assignee: r.assignee ?? '',
    state: serviceRequestState(r.status_id, r.is_in_progress),
    workOrders: r.work_orders ?? '',
  }));
}

/** What the subtitle says of the filters. */
export function serviceRequestFilterLines(f: ServiceRequestFilters): string[] {
  return [f.state ? `${f.state} requests` : 'All requests', rangeLine(f, 'Received')];
}

const columns: ReportColumn[] = [
  { key: 'number', title: 'Number', kind: 'text', width: 1 },
  { key: 'received', title: 'Received', kind: 'date', width: 1.2 },
  { key: 'where', title: 'Where', kind: 'text', width: 3 },
  { key: 'source', title: 'Source', kind: 'text', width: 1 },
  { key: 'description', title: 'Description', kind: 'text', width: 3 },
  { key: 'assignee', title: 'Assigned to', kind: 'text', width: 2 },
  { key: 'state', title: 'State', kind: 'text', width: 1 },
  { key: 'workOrders', title: 'Work orders', kind: 'text', width: 1 },
];

function lineRow(line: ServiceRequestLine): ReportRow {
  return {
    cells: {
      number: String(line.itemId),
      received: line.receivedOn,
      where: line.where,
      source: line.sourceName,
      description: line.description,
      assignee: line.assignee,
      state: line.state,
      workOrders: line.workOrders,
    },
    itemId: line.itemId,
  };
}

/**
 * The total rows: the label (in the wide where column) with the count of requests, then each
 * state's count.
 */
function totalRows(
  label: string,
  lines: readonly ServiceRequestLine[],
  style: 'subtotal' | 'total',
): ReportRow[] {
  return [
    { cells: { where: label, description: plural(lines.length, 'request') }, style },
    ...ServiceRequestStates.map((s): ReportRow => ({
      cells: { where: s, description: lines.filter((l) => l.state === s).length },
      style,
      indent: 1,
    })),
  ];
}

/**
 * A service request report of these lines: a row per line, or, `byCommunity`, a section per
 * community with its subtotals; then the grand total with each state's count.
 */
export function serviceRequestReportData(
  head: Pick<ReportData, 'title' | 'subtitle' | 'fileName'>,
  lines: readonly ServiceRequestLine[],
  byCommunity: boolean,
): ReportData {
  return communityReportData(
    head,
    { columns, sectionColumn: 'where', lineRow, totalRows },
    lines,
    byCommunity,
  );
}
