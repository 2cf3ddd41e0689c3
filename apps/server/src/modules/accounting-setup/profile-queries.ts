import { queryRows, sql, type SQL } from '@hoa/db';
import type {
  AccountingGraph,
  AccountingPeriod,
  AccountingProfile,
  FiscalYear,
} from '@hoa/contract';
import {
  AccountingProfileMethods,
  Frequencies,
  isOutsideOperatingPeriod,
  todayIso,
} from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

type Id = string | number;

interface ProfileRow {
  community_agent_id: Id;
  method_id: number;
  frequency_id: number;
  start_date: string;
  is_using_cost_centers: boolean;
  acknowledged_at: string | null;
}

export async function readProfile(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<AccountingProfile | null> {
  const [row] = await queryRows<ProfileRow>(
    ctx.tx,
    sql`select community_agent_id, method_id, frequency_id, start_date::text as start_date,
          is_using_cost_centers,
          to_char(operating_warning_acknowledged_at at time zone 'UTC',
                  'YYYY-MM-DD"T"HH24:MI:SS"Z"') as acknowledged_at
        from accounting_profiles where community_agent_id = ${communityAgentId}`,
  );
  if (!row) return null;
  return {
    AccountingId: Number(row.community_agent_id),
    CommunityAgentId: Number(row.community_agent_id),
    MethodId: row.method_id,
    MethodName:
      AccountingProfileMethods.find((m) => m.MethodId === row.method_id)?.MethodName ?? '',
    FrequencyId: row.frequency_id,
    FrequencyName: Frequencies.find((f) => f.FrequencyId === row.frequency_id)?.FrequencyName ?? '',
    StartDate: row.start_date,
    IsUsingCostCenters: row.is_using_cost_centers,
    OperatingWarningAcknowledgedAt: row.acknowledged_at,
  };
}

interface YearRow {
  id: Id;
  community_agent_id: Id;
  sequence: number;
  start_date: string;
  end_date: string;
  is_closed: boolean;
  has_open_period: boolean;
}

export type FiscalYearWithState = FiscalYear & { HasOpenPeriod: boolean };

/** Fiscal years matching a filter on fy, oldest first, with their operating-window flag. */
export async function selectFiscalYears(
  ctx: RequestContext,
  filter: SQL,
  today = todayIso(),
): Promise<FiscalYearWithState[]> {
  const rows = await queryRows<YearRow>(
    ctx.tx,
    sql`select fy.id, fy.community_agent_id, fy.sequence, fy.start_date::text as start_date,
          fy.end_date::text as end_date, fy.is_closed,
          exists (select 1 from accounting_periods p where p.fiscal_year_id = fy.id and p.is_open)
            as has_open_period
        from fiscal_years fy where ${filter} order by fy.start_date, fy.id`,
  );
  return rows.map((row) => ({
    TopsFiscalYearId: Number(row.id),
    CommunityAgentId: Number(row.community_agent_id),
    Sequence: row.sequence,
    StartDate: row.start_date,
    EndDate: row.end_date,
    IsClosed: row.is_closed,
    IsOutsideOperatingPeriod: isOutsideOperatingPeriod(row.start_date, today),
    HasOpenPeriod: row.has_open_period,
  }));
}

/** The wire shape of a fiscal year, without the internal open-period flag. */
export function toFiscalYear({ HasOpenPeriod: _open, ...year }: FiscalYearWithState): FiscalYear {
  return year;
}

interface PeriodRow {
  id: Id;
  fiscal_year_id: Id;
  period_order: number;
  start_date: string;
  end_date: string;
  is_open: boolean;
}

/** Periods matching a filter on p (accounting_periods) and fy (fiscal_years), by date. */
export async function selectPeriods(
  ctx: RequestContext,
  filter: SQL,
  order: SQL = sql`p.start_date`,
  limit: number | null = null,
): Promise<AccountingPeriod[]> {
  const rows = await queryRows<PeriodRow>(
    ctx.tx,
    sql`select p.id, p.fiscal_year_id, p.period_order, p.start_date::text as start_date,
          p.end_date::text as end_date, p.is_open
        from accounting_periods p join fiscal_years fy on fy.id = p.fiscal_year_id
        where ${filter} order by ${order}, p.id ${limit === null ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((row) => ({
    AccountingPeriodId: Number(row.id),
    TopsFiscalYearId: Number(row.fiscal_year_id),
    PeriodOrder: row.period_order,
    StartDate: row.start_date,
    EndDate: row.end_date,
    IsOpen: row.is_open,
  }));
}

/** No ledger lines, budgets or closes yet: the periods may still be made again. */
export async function canChangePeriods(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from gl_lines where community_agent_id = ${communityAgentId})
          or exists (select 1 from budgets where community_agent_id = ${communityAgentId})
          or exists (select 1 from year_closes c join fiscal_years fy on fy.id = c.fiscal_year_id
                     where fy.community_agent_id = ${communityAgentId}) as used`,
  );
  return row?.used !== true;
}

/** The profile with its fiscal years and periods; null when the community has no profile. */
export async function readGraph(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<AccountingGraph | null> {
  const profile = await readProfile(ctx, communityAgentId);
  if (!profile) return null;
  const where = sql`fy.community_agent_id = ${communityAgentId}`;
  const years = await selectFiscalYears(ctx, where);
  const periods = await selectPeriods(ctx, where);
  const canChange = await canChangePeriods(ctx, communityAgentId);
  return {
    ...profile,
    CanChangePeriods: canChange,
    FiscalYears: years.map((year) => ({
      ...toFiscalYear(year),
      Periods: periods.filter((p) => p.TopsFiscalYearId === year.TopsFiscalYearId),
    })),
  };
}
