import { queryPrepared, sql, type SQL, type Tx } from '@hoa/db';
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
export async function communityPeriods(
  tx: Tx,
  communityAgentId: number,
): Promise<CommunityPeriod[]> {
  const [row] = await queryPrepared<{ periods: CommunityPeriod[] }>(
    tx,
    sql`select ${periodsJson(communityAgentId)} as periods`,
  );
  return row?.periods ?? [];
}

/** communityPeriods as a JSON array, for a query that reads them with other facts. */
export function periodsJson(communityAgentId: number): SQL {
  return sql`coalesce((select json_agg(json_build_object('StartDate', p.start_date::text,
                'EndDate', p.end_date::text, 'IsOpen', p.is_open, 'IsYearClosed', fy.is_closed)
                order by p.start_date)
          from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
         where fy.community_agent_id = ${communityAgentId}), '[]'::json)`;
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
