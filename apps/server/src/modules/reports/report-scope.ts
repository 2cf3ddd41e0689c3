import { queryPrepared, queryRows, sql, type SQL } from '@hoa/db';
import type { LedgerReportQuery } from '@hoa/contract';
import {
  localDay,
  reportDateLine,
  resolveReportDates,
  type BookPeriod,
  type ReportDateOption,
  type ReportDates,
} from '@hoa/domain';
import type { z } from 'zod';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray, optionalIdArray } from '../../sql/index';
import type { LedgerScope } from './ledger-balances';

export type ReportQuery = z.output<typeof LedgerReportQuery>;

/** What every ledger report knows once its options are resolved. */
export interface ReportScope extends LedgerScope {
  dates: ReportDates;
  periods: BookPeriod[];
  /** Company, community, dates and cost center: the lines under the title. */
  subtitle: string[];
  /** A file name part: the community and the end date. */
  fileTag: string;
  /** The days covered, for the screen's links to GL history. */
  dateRange: { startDate: string; endDate: string };
}

/** What the database tells of a report's community: its name, the cost center's, its periods. */
interface ScopeFacts {
  community: string | null;
  costCenter: string | null;
  periods: BookPeriod[];
}

/** The facts of a community `c` and a cost center (null: none) as columns of a select. */
const factsColumns = (c: SQL, costCenter: SQL) =>
  sql`(select display_name from contacts where agent_id = ${c}) as community,
      (select cost_center_number || ' ' || cost_center_name from cost_centers
        where id = ${costCenter} and community_agent_id = ${c}) as "costCenter",
      coalesce((select json_agg(json_build_object(
          'periodId', p.id, 'periodOrder', p.period_order,
          'startDate', p.start_date::text, 'endDate', p.end_date::text,
          'fiscalYearId', fy.id, 'fiscalYearStart', fy.start_date::text,
          'fiscalYearEnd', fy.end_date::text) order by p.start_date)
         from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
        where fy.community_agent_id = ${c}), '[]'::json) as periods`;

/** A report's scope from its query and the facts read for it (404 or 400 as reportScope says). */
function scopeOf(
  ctx: RequestContext,
  query: ReportQuery,
  option: ReportDateOption,
  facts: ScopeFacts | undefined,
): ReportScope {
  if (query.costCenterId !== undefined && !facts?.costCenter) throw notFound();
  const periods = facts?.periods ?? [];
  const resolved = resolveReportDates(option, query, periods, localDay(new Date()));
  if (!resolved.ok) throw resolved.notFound ? notFound() : badRequest(resolved.problem);
  const community = facts?.community ?? '';
  return {
    communityAgentId: query.communityAgentId,
    costCenterId: query.costCenterId ?? null,
    dates: resolved.dates,
    periods,
    subtitle: [
      ctx.user.companyName,
      community,
      reportDateLine(option, resolved.dates),
      ...(facts?.costCenter ? [`Cost center ${facts.costCenter}`] : []),
    ],
    fileTag: `${community} ${resolved.dates.endDate}`,
    dateRange: { startDate: resolved.dates.startDate, endDate: resolved.dates.endDate },
  };
}

/**
 * Resolves a report's community, dates and cost center. The community is already checked by the
 * shared report route; a period, fiscal year or cost center of another community is not found.
 */
export async function reportScope(
  ctx: RequestContext,
  query: ReportQuery,
  option: ReportDateOption,
): Promise<ReportScope> {
  const costCenter = sql`${query.costCenterId ?? null}`;
  // Prepared: every report reads it, and its plan took longer than its run.
  const [facts] = await queryPrepared<ScopeFacts>(
    ctx.tx,
    sql`select ${factsColumns(sql`${query.communityAgentId}`, costCenter)}`,
  );
  return scopeOf(ctx, query, option, facts);
}

/**
 * reportScope of several communities' queries (each checked by the caller) in one query, in the
 * order asked; the first that cannot be resolved is refused as reportScope refuses it.
 */
export async function reportScopes(
  ctx: RequestContext,
  queries: readonly ReportQuery[],
  option: ReportDateOption,
): Promise<ReportScope[]> {
  if (queries.length === 0) return [];
  const rows = await queryRows<ScopeFacts & { ask: string | number }>(
    ctx.tx,
    sql`select q.ask, ${factsColumns(sql`q.c`, sql`q.cost_center`)}
          from unnest(${idArray(queries.map((q) => q.communityAgentId))},
                      ${optionalIdArray(queries.map((q) => q.costCenterId ?? null))})
                 with ordinality as q(c, cost_center, ask)
         order by q.ask`,
  );
  return queries.map((query, i) => scopeOf(ctx, query, option, rows[i]));
}
