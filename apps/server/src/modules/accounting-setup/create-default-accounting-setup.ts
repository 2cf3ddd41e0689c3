import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  DefaultAccountingFrequencyId,
  DefaultAccountingMethodId,
  defaultFirstPeriodStart,
  fiscalYearOf,
  generatePeriods,
  todayIso,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readGraph } from './profile-queries';
import { firstSequence, insertFiscalYear, upsertProfile } from './setup-writes';

type CreateDefaultAccountingSetup = typeof contract.accountingSetup.CreateDefaultAccountingSetup;

/**
 * A profile and a first fiscal year of open periods, with the spec's defaults (spec 2 §9): accrual,
 * monthly, starting January 1 of the current year. Refused when the community already has books.
 */
export async function createDefaultAccountingSetup(
  ctx: RequestContext,
  input: InputOf<CreateDefaultAccountingSetup>,
): Promise<ResponseOf<CreateDefaultAccountingSetup>> {
  const body = input.body;
  requireClaim(ctx, 'glaccounts', 'create');
  await requireCommunity(ctx, body.agentId);
  const [existing] = await queryRows<{ found: boolean }>(
    ctx.tx,
    sql`select exists (select 1 from accounting_profiles where community_agent_id = ${body.agentId})
          or exists (select 1 from fiscal_years where community_agent_id = ${body.agentId}) as found`,
  );
  if (existing?.found) throw appError('AccountingSetupExists');

  const startDate = body.startDate ?? defaultFirstPeriodStart(todayIso());
  const frequencyId = body.frequencyId ?? DefaultAccountingFrequencyId;
  await upsertProfile(ctx, {
    communityAgentId: body.agentId,
    methodId: body.methodId ?? DefaultAccountingMethodId,
    frequencyId,
    startDate,
    isUsingCostCenters: false,
  });
  const plan = fiscalYearOf(generatePeriods(startDate, frequencyId));
  await insertFiscalYear(ctx, body.agentId, firstSequence(plan), plan);
  const graph = await readGraph(ctx, body.agentId);
  if (!graph) throw new Error('Accounting profile missing after insert');
  return graph;
}
