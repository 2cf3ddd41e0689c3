import { sql, type SQL } from '@hoa/db';
import type { GeneralRequest } from '@hoa/contract';
import {
  formatDate,
  GeneralRequestSources,
  GeneralRequestStates,
  ReportMessages,
  StatusId,
} from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectGeneralRequests } from './general-request-rows';

/** The filters both reports take. */
export interface ReportFilters {
  state?: 'Open' | 'Closed' | undefined;
  sourceId?: number | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The requests passing `where` and the filters (over i, g), by community name, then received. */
export function reportLines(
  ctx: RequestContext,
  where: SQL,
  f: ReportFilters,
): Promise<GeneralRequest[]> {
  if (f.startDate && f.endDate && f.startDate > f.endDate)
    throw badRequest(ReportMessages.startAfterEnd);
  const status = f.state === 'Closed' ? StatusId.Closed : StatusId.Open;
  return selectGeneralRequests(
    ctx,
    sql`${where}
        ${f.state ? sql` and i.status_id = ${status}` : sql``}
        ${f.sourceId === undefined ? sql`` : sql` and g.source_id = ${f.sourceId}`}
        ${f.startDate ? sql` and g.received_on >= ${f.startDate}::date` : sql``}
        ${f.endDate ? sql` and g.received_on <= ${f.endDate}::date` : sql``}`,
    sql`coalesce(cc.display_name, ''), i.community_agent_id, g.received_on, i.id`,
  );
}

/** What the subtitle says of the filters. */
export function filterLines(f: ReportFilters, code: string | null): string[] {
  const source = GeneralRequestSources.find((s) => s.SourceId === f.sourceId)?.SourceName;
  const received =
    f.startDate && f.endDate
      ? `Received ${formatDate(f.startDate)} - ${formatDate(f.endDate)}`
      : f.startDate
        ? `Received on or after ${formatDate(f.startDate)}`
        : f.endDate
          ? `Received on or before ${formatDate(f.endDate)}`
          : 'All received dates';
  return [
    [
      f.state ? `${f.state} requests` : 'All requests',
      code ? `code ${code}` : 'all codes',
      source ? `by ${source}` : 'all sources',
    ].join(', '),
    received,
  ];
}

const columns: ReportColumn[] = [
  { key: 'number', title: 'Number', kind: 'text', width: 1 },
  { key: 'property', title: 'Property', kind: 'text', width: 2 },
  { key: 'owner', title: 'Owner', kind: 'text', width: 2 },
  { key: 'code', title: 'Code', kind: 'text', width: 1 },
  { key: 'source', title: 'Source', kind: 'text', width: 1 },
  { key: 'subject', title: 'Subject', kind: 'text', width: 3 },
  { key: 'received', title: 'Received', kind: 'date', width: 1 },
  { key: 'due', title: 'Due', kind: 'date', width: 1 },
  { key: 'closed', title: 'Closed', kind: 'date', width: 1 },
  { key: 'state', title: 'State', kind: 'text', width: 1 },
];

function lineRow(r: GeneralRequest): ReportRow {
  return {
    cells: {
      number: String(r.TopsItemId),
      property: r.PropertyName ?? '',
      owner: r.OwnerName ?? '',
      code: r.CodeAlias ?? '',
      source: r.SourceName,
      subject: r.Subject,
      received: r.ReceivedDate,
      due: r.DueDate,
      closed: r.ClosedDate,
      state: r.State,
    },
    itemId: r.TopsItemId,
  };
}

/** The total rows: the label with the count of requests, then each state's count. */
function totalRows(
  label: string,
  lines: readonly GeneralRequest[],
  style: 'subtotal' | 'total',
): ReportRow[] {
  return [
    {
      cells: {
        number: label,
        property: lines.length === 1 ? '1 request' : `${lines.length} requests`,
      },
      style,
    },
    ...GeneralRequestStates.map((s): ReportRow => ({
      cells: { number: s, property: lines.filter((l) => l.State === s).length },
      style,
      indent: 1,
    })),
  ];
}

/**
 * A general request report of these lines: a row per line, or, `byCommunity`, a section per
 * community with its subtotals; then the grand total with each state's count.
 */
export function generalRequestReportData(
  head: Pick<ReportData, 'title' | 'subtitle' | 'fileName'>,
  lines: GeneralRequest[],
  byCommunity: boolean,
): ReportData {
  const communities = [...new Set(lines.map((l) => l.CommunityAgentId))];
  const rows = byCommunity
    ? communities.flatMap((id) => {
        const own = lines.filter((l) => l.CommunityAgentId === id);
        const name = own[0]?.CommunityName ?? '';
        return [
          { cells: { number: name }, style: 'section' as const },
          ...own.map(lineRow),
          ...totalRows(`Total ${name}`, own, 'subtotal'),
        ];
      })
    : lines.map(lineRow);
  return {
    ...head,
    columns,
    rows: [...rows, ...totalRows('Total', lines, 'total')],
    orientation: 'landscape',
  };
}
