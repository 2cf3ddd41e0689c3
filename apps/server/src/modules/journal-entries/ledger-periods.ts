import { queryPrepared, sql, type Tx } from '@hoa/db';
import { JournalEntryMessages as M, reversalDateFor } from '@hoa/domain';

export interface CommunityPeriod {
  StartDate: string;
  EndDate: string;
  IsOpen: boolean;
  IsYearClosed: boolean;
}

/**
 * Every accounting period of a community, in date order (a few dozen rows). Prepared: read by
 * every posted journal entry, its plan took five times its run (issue 27).
 */
export function communityPeriods(tx: Tx, communityAgentId: number): Promise<CommunityPeriod[]> {
  return queryPrepared<CommunityPeriod>(
    tx,
    sql`select p.start_date::text as "StartDate", p.end_date::text as "EndDate",
               p.is_open as "IsOpen", fy.is_closed as "IsYearClosed"
          from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
         where fy.community_agent_id = ${communityAgentId}
         order by p.start_date`,
  );
}

/** Why nothing may post on this date, or null: no period, a closed year, a closed period. */
export function postingDateProblem(
  periods: readonly CommunityPeriod[],
  postDate: string,
): string | null {
  const period = periods.find((p) => p.StartDate <= postDate && postDate <= p.EndDate);
  if (!period) return M.noPeriod(postDate);
  if (period.IsYearClosed) return M.closedFiscalYear(postDate);
  if (!period.IsOpen) return M.closedPeriod(postDate);
  return null;
}

/** The date a reverse-next-period entry reverses on, or the reason it cannot. */
export function reversalDateOrProblem(
  periods: readonly CommunityPeriod[],
  postDate: string,
): { date: string } | { problem: string } {
  const date = reversalDateFor(postDate, periods);
  if (!date) return { problem: M.noReversalPeriod };
  return postingDateProblem(periods, date) ? { problem: M.reversalPeriodClosed } : { date };
}
