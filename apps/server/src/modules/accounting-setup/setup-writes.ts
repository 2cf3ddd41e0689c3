import { accountingPeriods, accountingProfiles, eq, fiscalYears } from '@hoa/db';
import type { FiscalYearPlan } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

export interface ProfileValues {
  communityAgentId: number;
  methodId: number;
  frequencyId: number;
  startDate: string;
  isUsingCostCenters: boolean;
}

/** Creates or replaces the community's one accounting profile. */
export async function upsertProfile(ctx: RequestContext, values: ProfileValues): Promise<void> {
  const row = {
    methodId: values.methodId,
    frequencyId: values.frequencyId,
    startDate: values.startDate,
    isUsingCostCenters: values.isUsingCostCenters,
  };
  await ctx.tx
    .insert(accountingProfiles)
    .values({ ...row, communityAgentId: values.communityAgentId, companyId: ctx.user.companyId })
    .onConflictDoUpdate({ target: accountingProfiles.communityAgentId, set: row });
}

/** Writes a fiscal year and its periods; a new year's periods are all open (spec 2 §5). */
export async function insertFiscalYear(
  ctx: RequestContext,
  communityAgentId: number,
  sequence: number,
  plan: FiscalYearPlan,
): Promise<void> {
  const companyId = ctx.user.companyId;
  const [year] = await ctx.tx
    .insert(fiscalYears)
    .values({
      companyId,
      communityAgentId,
      sequence,
      startDate: plan.StartDate,
      endDate: plan.EndDate,
    })
    .returning({ id: fiscalYears.id });
  if (!year) throw new Error('Fiscal year insert returned no row');
  await ctx.tx.insert(accountingPeriods).values(
    plan.Periods.map((period) => ({
      companyId,
      fiscalYearId: year.id,
      periodOrder: period.PeriodOrder,
      startDate: period.StartDate,
      endDate: period.EndDate,
      isOpen: true,
    })),
  );
}

/** The first fiscal year is numbered by the year it starts in; later ones count on from it. */
export function firstSequence(plan: FiscalYearPlan): number {
  return Number(plan.StartDate.slice(0, 4));
}

/** Drops the fiscal years (and, by cascade, periods) of a community that has no entries yet. */
export async function deleteFiscalYears(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<void> {
  await ctx.tx.delete(fiscalYears).where(eq(fiscalYears.communityAgentId, communityAgentId));
}
