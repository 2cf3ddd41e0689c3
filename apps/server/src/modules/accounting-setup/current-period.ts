import { sql, type SQL } from '@hoa/db';
import type { AccountingPeriod, contract, InputOf, ResponseOf } from '@hoa/contract';
import { todayIso } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { selectFiscalYears, selectPeriods, toFiscalYear } from './profile-queries';

type A = typeof contract.accounting;
/** Every 'current' call takes the same query. */
interface CurrentInput {
  query: { communityAgentId: number; asOfDate?: string | undefined };
}

// The 'current' calls: the period or fiscal year of the community holding asOfDate (today when
// omitted). Every posting screen reads them, so community access is enough.

async function scope(
  ctx: RequestContext,
  input: CurrentInput,
): Promise<{ id: number; day: string }> {
  await requireCommunity(ctx, input.query.communityAgentId);
  return { id: input.query.communityAgentId, day: input.query.asOfDate ?? todayIso() };
}

function holding(id: number, day: string): SQL {
  return sql`fy.community_agent_id = ${id} and ${day}::date between p.start_date and p.end_date`;
}

async function currentPeriod(ctx: RequestContext, id: number, day: string) {
  const [period] = await selectPeriods(ctx, holding(id, day), sql`p.start_date`, 1);
  return period ?? null;
}

export async function getCurrentAccountingPeriod(
  ctx: RequestContext,
  input: InputOf<A['GetCurrentAccountingPeriod']>,
): Promise<ResponseOf<A['GetCurrentAccountingPeriod']>> {
  const { id, day } = await scope(ctx, input);
  return currentPeriod(ctx, id, day);
}

/** The period next to the current one in date order, across fiscal years. */
async function neighbour(
  ctx: RequestContext,
  input: CurrentInput,
  direction: 'previous' | 'next',
): Promise<AccountingPeriod | null> {
  const { id, day } = await scope(ctx, input);
  const current = await currentPeriod(ctx, id, day);
  if (!current) return null;
  const [period] =
    direction === 'next'
      ? await selectPeriods(
          ctx,
          sql`fy.community_agent_id = ${id} and p.start_date > ${current.EndDate}::date`,
          sql`p.start_date`,
          1,
        )
      : await selectPeriods(
          ctx,
          sql`fy.community_agent_id = ${id} and p.end_date < ${current.StartDate}::date`,
          sql`p.start_date desc`,
          1,
        );
  return period ?? null;
}

export function getSubsequentPeriodToTheCurrent(
  ctx: RequestContext,
  input: InputOf<A['GetSubsequentPeriodToTheCurrent']>,
): Promise<ResponseOf<A['GetSubsequentPeriodToTheCurrent']>> {
  return neighbour(ctx, input, 'next');
}

export function getPreviousPeriodToTheCurrent(
  ctx: RequestContext,
  input: InputOf<A['GetPreviousPeriodToTheCurrent']>,
): Promise<ResponseOf<A['GetPreviousPeriodToTheCurrent']>> {
  return neighbour(ctx, input, 'previous');
}

export async function getCurrentPeriodDates(
  ctx: RequestContext,
  input: InputOf<A['GetCurrentPeriodDates']>,
): Promise<ResponseOf<A['GetCurrentPeriodDates']>> {
  const { id, day } = await scope(ctx, input);
  const period = await currentPeriod(ctx, id, day);
  return period ? { StartDate: period.StartDate, EndDate: period.EndDate } : null;
}

export async function getCurrentFiscalYear(
  ctx: RequestContext,
  input: InputOf<A['GetCurrentFiscalYear']>,
): Promise<ResponseOf<A['GetCurrentFiscalYear']>> {
  const { id, day } = await scope(ctx, input);
  const [year] = await selectFiscalYears(
    ctx,
    sql`fy.community_agent_id = ${id} and ${day}::date between fy.start_date and fy.end_date`,
    day,
  );
  return year ? toFiscalYear(year) : null;
}

export async function getCurrentFiscalYearAccountingPeriods(
  ctx: RequestContext,
  input: InputOf<A['GetCurrentFiscalYearAccountingPeriods']>,
): Promise<ResponseOf<A['GetCurrentFiscalYearAccountingPeriods']>> {
  const { id, day } = await scope(ctx, input);
  return selectPeriods(
    ctx,
    sql`fy.community_agent_id = ${id} and ${day}::date between fy.start_date and fy.end_date`,
    sql`p.period_order`,
  );
}
