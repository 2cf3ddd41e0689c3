import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountingSetupMessages,
  fiscalYearOf,
  generatePeriods,
  periodListProblem,
  type FiscalYearPlan,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { canChangePeriods, readGraph, readProfile, selectFiscalYears } from './profile-queries';
import { deleteFiscalYears, firstSequence, insertFiscalYear, upsertProfile } from './setup-writes';

type SaveAccountingProfile = typeof contract.accountingSetup.SaveAccountingProfile;
type Body = InputOf<SaveAccountingProfile>['body'];
type PeriodInput = Body['periods'][number];

/**
 * Saves the profile. The first fiscal year is made from the periods sent without ids (or generated
 * from start date and frequency); while the community has no entries a changed frequency or start
 * date makes it again. Periods sent with ids are opened or closed.
 */
export async function saveAccountingProfile(
  ctx: RequestContext,
  input: InputOf<SaveAccountingProfile>,
): Promise<ResponseOf<SaveAccountingProfile>> {
  const { accountingGraph: g, periods } = input.body;
  const communityAgentId = g.CommunityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const existing = await readProfile(ctx, communityAgentId);
  requireClaim(ctx, 'glaccounts', existing ? 'update' : 'create');

  const newPeriods = periods.filter((p) => p.AccountingPeriodId === undefined);
  const changes = periods.filter((p) => p.AccountingPeriodId !== undefined);
  const years = await selectFiscalYears(ctx, sql`fy.community_agent_id = ${communityAgentId}`);
  const periodsChanged =
    existing !== null &&
    (existing.FrequencyId !== g.FrequencyId || existing.StartDate !== g.StartDate);
  const remake = newPeriods.length > 0 || years.length === 0 || periodsChanged;
  if (remake && changes.length > 0) throw badRequest(AccountingSetupMessages.mixedPeriods);

  let plan: FiscalYearPlan | null = null;
  if (remake) {
    plan =
      newPeriods.length > 0
        ? planFromInput(newPeriods, g.StartDate, g.FrequencyId)
        : fiscalYearOf(generatePeriods(g.StartDate, g.FrequencyId));
    if (years.length > 0) {
      if (!(await canChangePeriods(ctx, communityAgentId)))
        throw appError('AccountingPeriodsLocked');
      await deleteFiscalYears(ctx, communityAgentId);
    }
  }
  await upsertProfile(ctx, {
    communityAgentId,
    methodId: g.MethodId,
    frequencyId: g.FrequencyId,
    startDate: g.StartDate,
    isUsingCostCenters: g.IsUsingCostCenters,
  });
  if (plan) await insertFiscalYear(ctx, communityAgentId, firstSequence(plan), plan);
  if (changes.length > 0) await setPeriodsOpen(ctx, communityAgentId, changes);
  const graph = await readGraph(ctx, communityAgentId);
  if (!graph) throw new Error('Accounting profile missing after save');
  return graph;
}

function planFromInput(
  periods: readonly PeriodInput[],
  startDate: string,
  frequencyId: number,
): FiscalYearPlan {
  const ordered = [...periods]
    .sort((a, b) => a.StartDate.localeCompare(b.StartDate))
    .map((p, i) => ({ PeriodOrder: i + 1, StartDate: p.StartDate, EndDate: p.EndDate }));
  const problem = periodListProblem(ordered, startDate, frequencyId);
  if (problem) throw badRequest(problem);
  return fiscalYearOf(ordered);
}

/** Opens or closes existing periods of the community, one statement; closed years stay as they are. */
async function setPeriodsOpen(
  ctx: RequestContext,
  communityAgentId: number,
  changes: readonly PeriodInput[],
): Promise<void> {
  const json = JSON.stringify(
    changes.map((c) => ({ id: c.AccountingPeriodId, is_open: c.IsOpen })),
  );
  const input = sql`jsonb_to_recordset(${json}::jsonb) as i(id bigint, is_open boolean)`;
  const [check] = await queryRows<{ found: number; closed: number }>(
    ctx.tx,
    sql`select count(*)::int as found,
          (count(*) filter (where fy.is_closed and p.is_open <> i.is_open))::int as closed
        from ${input}
        join accounting_periods p on p.id = i.id
        join fiscal_years fy on fy.id = p.fiscal_year_id
        where fy.community_agent_id = ${communityAgentId}`,
  );
  if (check?.found !== changes.length) throw notFound();
  if (check.closed > 0) throw badRequest(AccountingSetupMessages.closedYear);
  await ctx.tx.execute(
    sql`update accounting_periods p set is_open = i.is_open from ${input}
        where p.id = i.id and p.is_open <> i.is_open`,
  );
}
