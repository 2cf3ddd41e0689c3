import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AccountingSetupMessages,
  fiscalYearOf,
  generatePeriods,
  isOutsideOperatingPeriod,
  nextFiscalYear,
  todayIso,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readGraph, readProfile, selectFiscalYears } from './profile-queries';
import { firstSequence, insertFiscalYear } from './setup-writes';

type AddFiscalYear = typeof contract.accountingSetup.AddFiscalYear;

/**
 * The accounting year setup wizard: the fiscal year after the latest, in the profile's frequency,
 * every period open. A year outside the operating period (more than 2 years away) is refused.
 */
export async function addFiscalYear(
  ctx: RequestContext,
  input: InputOf<AddFiscalYear>,
): Promise<ResponseOf<AddFiscalYear>> {
  const communityAgentId = input.params.communityAgentId;
  requireClaim(ctx, 'glaccounts', 'create');
  await requireCommunity(ctx, communityAgentId);
  const profile = await readProfile(ctx, communityAgentId);
  if (!profile) throw badRequest(AccountingSetupMessages.noSetup);
  const years = await selectFiscalYears(ctx, sql`fy.community_agent_id = ${communityAgentId}`);
  const latest = years.at(-1);
  const plan = latest
    ? nextFiscalYear(latest.EndDate, profile.FrequencyId)
    : fiscalYearOf(generatePeriods(profile.StartDate, profile.FrequencyId));
  if (isOutsideOperatingPeriod(plan.StartDate, todayIso()))
    throw badRequest(AccountingSetupMessages.outsideOperatingPeriod(plan.StartDate));
  await insertFiscalYear(
    ctx,
    communityAgentId,
    latest ? latest.Sequence + 1 : firstSequence(plan),
    plan,
  );
  const graph = await readGraph(ctx, communityAgentId);
  if (!graph) throw new Error('Accounting profile missing');
  return graph;
}
