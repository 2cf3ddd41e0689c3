import { queryRows, sql } from '@hoa/db';
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

/**
 * Resolves a report's community, dates and cost center. The community is already checked by the
 * shared report route; a period, fiscal year or cost center of another community is not found.
 */
export async function reportScope(
  ctx: RequestContext,
  query: ReportQuery,
  option: ReportDateOption,
): Promise<ReportScope> {
  const c = query.communityAgentId;
  const [facts] = await queryRows<{
    community: string | null;
    costCenter: string | null;
    periods: BookPeriod[];
  }>(
    ctx.tx,
    sql`select (select display_name from contacts where agent_id = ${c}) as community,
               (select cost_center_number || ' ' || cost_center_name from cost_centers
                 where id = ${query.costCenterId ?? null} and community_agent_id = ${c}) as "costCenter",
               coalesce((select json_agg(json_build_object(
                   'periodId', p.id, 'periodOrder', p.period_order,
                   'startDate', p.start_date::text, 'endDate', p.end_date::text,
                   'fiscalYearId', fy.id, 'fiscalYearStart', fy.start_date::text,
                   'fiscalYearEnd', fy.end_date::text) order by p.start_date)
                  from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
                 where fy.community_agent_id = ${c}), '[]'::json) as periods`,
  );
  if (query.costCenterId !== undefined && !facts?.costCenter) throw notFound();
  const periods = facts?.periods ?? [];
  const resolved = resolveReportDates(option, query, periods, localDay(new Date()));
  if (!resolved.ok) throw resolved.notFound ? notFound() : badRequest(resolved.problem);
  const community = facts?.community ?? '';
  return {
    communityAgentId: c,
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
