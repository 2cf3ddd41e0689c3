import { queryRows, sql, type SQL } from '@hoa/db';
import {
  StatusId,
  TxnTypeId,
  workOrderState,
  WorkOrderStates,
  type WorkOrderReportState,
  type WorkOrderState,
} from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { overdueFlags } from '../work-orders/index';
import { communityReportData } from './community-report-data';
import { checkRange, plural, rangeLine, type DateRange } from './report-filters';

/** The filters both work order reports take. */
export interface WorkOrderFilters extends DateRange {
  state?: WorkOrderReportState | undefined;
}

/** A work order as the reports print it. */
export interface WorkOrderLine {
  itemId: number;
  communityAgentId: number;
  communityName: string;
  date: string;
  codeAlias: string;
  summary: string;
  where: string;
  issuedTo: string;
  assignedTo: string;
  targetOn: string | null;
  isOverdue: boolean;
  estimatedCents: number;
  billableCents: number;
  isCharged: boolean;
  state: WorkOrderState;
}

/**
 * The condition (over i, w, cl) of a state; Overdue: the work orders' own rule (an open work order
 * past its code's response or completion hours or its target day: overdueFlags).
 */
function stateCondition(state: WorkOrderReportState): SQL {
  switch (state) {
    case 'Open':
      return sql`i.status_id = ${StatusId.Open}`;
    case 'Overdue':
      return overdueFlags().any;
    case 'Resolved':
      return sql`i.status_id = ${StatusId.Complete}`;
    case 'Closed':
      return sql`i.status_id = ${StatusId.Closed}`;
  }
}

/**
 * The live (not deleted) work orders passing `where` (over w, the work order) and the filters, by
 * community name, then work order day; each with its cost items summed (all and billable).
 */
export async function workOrderLines(
  ctx: RequestContext,
  where: SQL,
  f: WorkOrderFilters,
): Promise<WorkOrderLine[]> {
  checkRange(f);
  const rows = await queryRows<{
    item_id: string | number;
    community_agent_id: string | number;
    community_name: string | null;
    event_date: string;
    code_alias: string | null;
    summary: string;
    where_text: string;
    issued_to: string | null;
    assigned_to: string | null;
    target_on: string | null;
    estimated_cents: string | number;
    billable_cents: string | number;
    is_charged: boolean;
    status_id: number;
    is_overdue: boolean;
  }>(
    ctx.tx,
    sql`select w.item_id, w.community_agent_id, cc.display_name as community_name,
               i.event_date::text as event_date, k.code_alias, w.code_description as summary,
               concat_ws(', ', pc.display_name, oc.display_name, ac.display_name,
                         nullif(w.job_location, '')) as where_text,
               coalesce(vc.display_name, iu.display_name) as issued_to,
               au.display_name as assigned_to, w.target_on::text as target_on,
               cost.estimated as estimated_cents, cost.billable as billable_cents,
               w.charge_item_id is not null as is_charged, i.status_id,
               ${overdueFlags().any} as is_overdue
          from work_orders w
          join items i on i.id = w.item_id
          left join work_order_code_clocks cl on cl.code_id = w.code_id
          left join codes k on k.id = w.code_id
          left join contacts cc on cc.agent_id = w.community_agent_id
          left join contacts pc on pc.agent_id = w.property_agent_id
          left join contacts oc on oc.agent_id = w.owner_agent_id
          left join contacts ac on ac.agent_id = w.amenity_agent_id
          left join contacts vc on vc.agent_id = w.issued_to_vendor_agent_id
          left join users iu on iu.id = w.issued_to_user_id
          left join users au on au.id = w.assigned_user_id
          cross join lateral (
                select coalesce(sum(c.amount_cents), 0) as estimated,
                       coalesce(sum(c.amount_cents) filter (where c.is_billable), 0) as billable
                  from work_order_cost_items c
                 where c.work_order_item_id = w.item_id) cost
         where i.txn_type_id = ${TxnTypeId.WorkOrder}
           and i.status_id <> ${StatusId.Deleted}
           and ${where}
           ${f.state ? sql` and ${stateCondition(f.state)}` : sql``}
           ${f.startDate ? sql` and i.event_date >= ${f.startDate}::date` : sql``}
           ${f.endDate ? sql` and i.event_date <= ${f.endDate}::date` : sql``}
         order by coalesce(cc.display_name, ''), w.community_agent_id, i.event_date, w.item_id`,
  );
  return rows.map((r) => {
    const state = workOrderState(r.status_id);
    return {
      itemId: Number(r.item_id),
      communityAgentId: Number(r.community_agent_id),
      communityName: r.community_name ?? '',
      date: r.event_date,
      codeAlias: r.code_alias ?? '',
      summary: r.summary,
      where: r.where_text,
      issuedTo: r.issued_to ?? '',
      assignedTo: r.assigned_to ?? '',
      targetOn: r.target_on,
      isOverdue: r.is_overdue,
      estimatedCents: Number(r.estimated_cents),
      billableCents: Number(r.billable_cents),
      isCharged: r.is_charged,
      state,
    };
  });
}

/** What the subtitle says of the filters. */
export function workOrderFilterLines(f: WorkOrderFilters): string[] {
  return [f.state ? `${f.state} work orders` : 'All work orders', rangeLine(f, 'Work order')];
}

const columns: ReportColumn[] = [
  { key: 'number', title: 'Number', kind: 'text', width: 0.8 },
  { key: 'date', title: 'Date', kind: 'date', width: 1.3 },
  { key: 'code', title: 'Code', kind: 'text', width: 0.9 },
  { key: 'summary', title: 'Summary', kind: 'text', width: 2.6 },
  { key: 'where', title: 'Where', kind: 'text', width: 2.6 },
  { key: 'issuedTo', title: 'Issued to', kind: 'text', width: 2 },
  { key: 'assignedTo', title: 'Assigned to', kind: 'text', width: 2 },
  { key: 'target', title: 'Target', kind: 'date', width: 1.3 },
  { key: 'overdue', title: 'Overdue', kind: 'text', width: 0.9 },
  { key: 'estimated', title: 'Estimated cost', kind: 'money', width: 1.2 },
  { key: 'billable', title: 'Billable cost', kind: 'money', width: 1.2 },
  { key: 'charged', title: 'Charged', kind: 'text', width: 0.9 },
  { key: 'state', title: 'State', kind: 'text', width: 1 },
];

function lineRow(line: WorkOrderLine): ReportRow {
  return {
    cells: {
      number: String(line.itemId),
      date: line.date,
      code: line.codeAlias,
      summary: line.summary,
      where: line.where,
      issuedTo: line.issuedTo,
      assignedTo: line.assignedTo,
      target: line.targetOn,
      overdue: line.isOverdue ? 'Yes' : '',
      estimated: line.estimatedCents,
      billable: line.billableCents,
      charged: line.isCharged ? 'Yes' : 'No',
      state: line.state,
    },
    itemId: line.itemId,
  };
}

const sum = (lines: readonly WorkOrderLine[], pick: (l: WorkOrderLine) => number) =>
  lines.reduce((total, l) => total + pick(l), 0);

/**
 * The total rows: the label (in the wide summary column) with the count of work orders and the costs summed, then each
 * state's count, the overdue ones' and the charged ones'.
 */
function totalRows(
  label: string,
  lines: readonly WorkOrderLine[],
  style: 'subtotal' | 'total',
): ReportRow[] {
  const counts: [string, number][] = [
    ...WorkOrderStates.map((s): [string, number] => [s, lines.filter((l) => l.state === s).length]),
    ['Overdue', lines.filter((l) => l.isOverdue).length],
    ['Charged', lines.filter((l) => l.isCharged).length],
  ];
  return [
    {
      cells: {
        summary: label,
        where: plural(lines.length, 'work order'),
        estimated: sum(lines, (l) => l.estimatedCents),
        billable: sum(lines, (l) => l.billableCents),
      },
      style,
    },
    ...counts.map(([name, count]): ReportRow => ({
      cells: { summary: name, where: count },
      style,
      indent: 1,
    })),
  ];
}

/**
 * A work order report of these lines: a row per line, or, `byCommunity`, a section per community
 * with its subtotals; then the grand total.
 */
export function workOrderReportData(
  head: Pick<ReportData, 'title' | 'subtitle' | 'fileName'>,
  lines: readonly WorkOrderLine[],
  byCommunity: boolean,
): ReportData {
  return communityReportData(
    head,
    { columns, sectionColumn: 'summary', lineRow, totalRows },
    lines,
    byCommunity,
  );
}
