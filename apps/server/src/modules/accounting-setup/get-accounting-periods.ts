import { fiscalYears, eq, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  DefaultAccountingFrequencyId,
  defaultFirstPeriodStart,
  generatePeriods,
  todayIso,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { selectPeriods } from './profile-queries';

type GetDefaultPeriods = typeof contract.accountingSetup.GetDefaultPeriods;
type GetAccountingPeriods = typeof contract.accountingSetup.GetAccountingPeriods;
type GetAccountingPeriodsByCommunity = typeof contract.accounting.GetAccountingPeriodsByCommunity;
type GetAccountingPeriodsByFiscalYear = typeof contract.accounting.GetAccountingPeriodsByFiscalYear;

/** The preview of a setup: from January 1 of the current year, monthly, unless told otherwise. */
export function getDefaultPeriods(
  ctx: RequestContext,
  input: InputOf<GetDefaultPeriods>,
): Promise<ResponseOf<GetDefaultPeriods>> {
  requireClaim(ctx, 'glaccounts', 'read');
  const startDate = input.query.startDate ?? defaultFirstPeriodStart(todayIso());
  const frequencyId = input.query.frequencyId ?? DefaultAccountingFrequencyId;
  return Promise.resolve(
    generatePeriods(startDate, frequencyId).map((period) => ({ ...period, IsOpen: true })),
  );
}

/** The periods of the community's latest fiscal year, the one a setup works on. */
export async function getAccountingPeriods(
  ctx: RequestContext,
  input: InputOf<GetAccountingPeriods>,
): Promise<ResponseOf<GetAccountingPeriods>> {
  const id = input.query.communityAgentId;
  await requireCommunity(ctx, id);
  return selectPeriods(
    ctx,
    sql`fy.id = (select id from fiscal_years where community_agent_id = ${id}
                 order by start_date desc limit 1)`,
    sql`p.period_order`,
  );
}

export async function getAccountingPeriodsByCommunity(
  ctx: RequestContext,
  input: InputOf<GetAccountingPeriodsByCommunity>,
): Promise<ResponseOf<GetAccountingPeriodsByCommunity>> {
  const id = input.query.communityAgentId;
  await requireCommunity(ctx, id);
  return selectPeriods(ctx, sql`fy.community_agent_id = ${id}`);
}

export async function getAccountingPeriodsByFiscalYear(
  ctx: RequestContext,
  input: InputOf<GetAccountingPeriodsByFiscalYear>,
): Promise<ResponseOf<GetAccountingPeriodsByFiscalYear>> {
  const [year] = await ctx.tx
    .select({ communityAgentId: fiscalYears.communityAgentId })
    .from(fiscalYears)
    .where(eq(fiscalYears.id, input.query.fiscalYearId));
  if (!year) throw notFound();
  await requireCommunity(ctx, year.communityAgentId);
  return selectPeriods(ctx, sql`fy.id = ${input.query.fiscalYearId}`, sql`p.period_order`);
}
