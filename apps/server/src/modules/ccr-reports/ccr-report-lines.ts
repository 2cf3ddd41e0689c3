import { queryRows, sql, type SQL } from '@hoa/db';
import {
  ccrTotals,
  formatDate,
  ReportMessages,
  TxnTypeId,
  ViolationStates,
  type CcrTotals,
  type ViolationState,
} from '@hoa/domain';
import type { ReportColumn, ReportData, ReportRow } from '../../documents/index';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { standingFinesSql } from '../ccr/index';

/** One violation of the CCR reports. */
export interface CcrLine {
  TopsItemId: number;
  CommunityAgentId: number;
  CommunityName: string;
  Property: string;
  Owner: string;
  CodeAlias: string;
  Description: string;
  ObservedDate: string;
  State: ViolationState;
  CurrentLevel: string | null;
  NextActionDate: string | null;
  /** Cents: the fines its levels posted. */
  Fines: number;
  LastLetterDate: string | null;
}

/** The filters both reports take. */
export interface CcrFilters {
  state?: ViolationState | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

/** The filter of the state and observed date range (over v), refused when the range is upside down. */
export function filterSql(f: CcrFilters): SQL {
  if (f.startDate && f.endDate && f.startDate > f.endDate)
    throw badRequest(ReportMessages.startAfterEnd);
  return sql`${f.state ? sql` and v.state = ${f.state}` : sql``}
    ${f.startDate ? sql` and v.observed_on >= ${f.startDate}::date` : sql``}
    ${f.endDate ? sql` and v.observed_on <= ${f.endDate}::date` : sql``}`;
}

/** What the subtitle says of the filters. */
export function filterLines(f: CcrFilters, code: string | null): string[] {
  const observed =
    f.startDate && f.endDate
      ? `Observed ${formatDate(f.startDate)} - ${formatDate(f.endDate)}`
      : f.startDate
        ? `Observed on or after ${formatDate(f.startDate)}`
        : f.endDate
          ? `Observed on or before ${formatDate(f.endDate)}`
          : 'All observed dates';
  return [
    [
      f.state ? `${f.state} violations` : 'All violations',
      code ? `code ${code}` : 'all codes',
    ].join(', '),
    observed,
  ];
}

interface LineRow {
  item_id: number;
  community_agent_id: number;
  community_name: string;
  property: string;
  owner: string;
  code_alias: string;
  description: string;
  observed_on: string;
  state: ViolationState;
  current_level: string | null;
  next_action_on: string | null;
  fines: number;
  last_letter_on: string | null;
}

/**
 * The violations passing `where` (over i, v, k), by community name, then observed date: each with
 * its property and owner, code, state, the level it took last, the next action date, the fines
 * its levels posted and the day of its last letter (the last action that sent one).
 */
export async function ccrLines(ctx: RequestContext, where: SQL): Promise<CcrLine[]> {
  const rows = await queryRows<LineRow>(
    ctx.tx,
    sql`select i.id::int8 as item_id, i.community_agent_id::int8 as community_agent_id,
               coalesce(cc.display_name, '') as community_name,
               coalesce(pc.display_name, '') as property, coalesce(oc.display_name, '') as owner,
               k.code_alias, coalesce(i.description, '') as description,
               v.observed_on::text as observed_on, v.state, cur.level_name as current_level,
               v.next_action_on::text as next_action_on, a.fines, a.last_letter_on::text as last_letter_on
          from violation_records v
          join items i on i.id = v.item_id
          join codes k on k.id = v.code_id
          left join contacts cc on cc.agent_id = i.community_agent_id
          left join contacts pc on pc.agent_id = v.property_agent_id
          left join contacts oc on oc.agent_id = v.owner_agent_id
          cross join lateral (
            select ${standingFinesSql('x')}::int8 as fines,
                   max(x.taken_on) filter (where x.message_batch_item_id is not null) as last_letter_on
              from violation_actions x where x.item_id = v.item_id) a
          left join lateral (
            select x.level_name from violation_actions x where x.item_id = v.item_id
             order by x.sequence desc, x.id desc limit 1) cur on true
         where i.txn_type_id = ${TxnTypeId.CcrRecord} and ${where}
         order by coalesce(cc.display_name, ''), i.community_agent_id, v.observed_on, i.id`,
  );
  return rows.map((r) => ({
    TopsItemId: Number(r.item_id),
    CommunityAgentId: Number(r.community_agent_id),
    CommunityName: r.community_name,
    Property: r.property,
    Owner: r.owner,
    CodeAlias: r.code_alias,
    Description: r.description,
    ObservedDate: r.observed_on,
    State: r.state,
    CurrentLevel: r.current_level,
    NextActionDate: r.next_action_on,
    Fines: Number(r.fines),
    LastLetterDate: r.last_letter_on,
  }));
}

const ccrColumns: ReportColumn[] = [
  { key: 'property', title: 'Property', kind: 'text', width: 2 },
  { key: 'owner', title: 'Owner', kind: 'text', width: 2 },
  { key: 'code', title: 'Code', kind: 'text', width: 1 },
  { key: 'description', title: 'Description', kind: 'text', width: 3 },
  { key: 'observed', title: 'Observed', kind: 'date', width: 1 },
  { key: 'state', title: 'State', kind: 'text', width: 1 },
  { key: 'level', title: 'Current Level', kind: 'text', width: 2 },
  { key: 'nextAction', title: 'Next Action', kind: 'date', width: 1 },
  { key: 'lastLetter', title: 'Last Letter', kind: 'date', width: 1 },
  { key: 'fines', title: 'Fines', kind: 'money', width: 1 },
];

export function lineRow(l: CcrLine): ReportRow {
  return {
    cells: {
      property: l.Property,
      owner: l.Owner,
      code: l.CodeAlias,
      description: l.Description,
      observed: l.ObservedDate,
      state: l.State,
      level: l.CurrentLevel ?? '',
      nextAction: l.NextActionDate,
      lastLetter: l.LastLetterDate,
      fines: l.Fines,
    },
    itemId: l.TopsItemId,
  };
}

/** The total rows: the label with the count of violations and their fines, then each state's count. */
export function totalRows(label: string, t: CcrTotals, style: 'subtotal' | 'total'): ReportRow[] {
  return [
    {
      cells: {
        property: label,
        owner: t.Count === 1 ? '1 violation' : `${t.Count} violations`,
        fines: t.Fines,
      },
      style,
    },
    ...ViolationStates.map((s): ReportRow => ({
      cells: { property: s, owner: t.ByState[s] },
      style,
      indent: 1,
    })),
  ];
}

/**
 * A CCR report of these violations: its rows (a row per line unless the caller grouped them),
 * then the grand total with each state's count, and the footnote.
 */
export function ccrReportData(
  head: Pick<ReportData, 'title' | 'subtitle' | 'fileName'>,
  lines: CcrLine[],
  rows: ReportRow[] = lines.map(lineRow),
): ReportData {
  return {
    ...head,
    columns: ccrColumns,
    rows: [...rows, ...totalRows('Total', ccrTotals(lines), 'total')],
    footnotes: [
      'Fines are the fines the violation’s levels posted; the last letter is the day of the last level that sent one.',
    ],
    orientation: 'landscape',
  };
}
