import { interestSettings, queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  AgentTypeId,
  interestAppliesToCodeType,
  InterestMessages,
  interestSettingsProblems,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import {
  interestChargeTypes,
  interestWorkflowTypes,
  readInterestSettings,
} from './get-interest-settings';
import { idArray } from '../../sql/index';
import { requireCommunityCodes, typeIn } from '../codes/index';

type Save = typeof contract.lateFeesInterest.SaveInterestSettings;

/**
 * Saves what interest runs of a community charge. The spec's checks come first, in the screen's
 * order; then the codes and properties must be the community's, and simple interest takes no
 * interest code.
 */
export async function saveInterestSettings(
  ctx: RequestContext,
  input: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  requireClaim(ctx, 'arapplyinterest', 'update');
  const body = input.body;
  const communityAgentId = body.CommunityAgentId;
  await requireCommunity(ctx, communityAgentId);
  const propertyIds = body.AllCandidates ? [] : [...new Set(body.PropertyIds ?? [])];
  const [problem] = interestSettingsProblems({ ...body, PropertyIds: propertyIds });
  if (problem) throw badRequest(problem.message);
  const codeIds = [...new Set(body.CodeIds)];
  const codes = await requireCommunityCodes(
    ctx.tx,
    communityAgentId,
    codeIds,
    typeIn([...interestChargeTypes, ...interestWorkflowTypes]),
    InterestMessages.notChargeableCode,
  );
  if (codes.some((c) => !interestAppliesToCodeType(body.MethodId, c.TopsCodeTypeId)))
    throw badRequest(InterestMessages.interestOnInterest);
  if (propertyIds.length > 0) {
    const [found] = await queryRows<{ n: number }>(
      ctx.tx,
      sql`select count(*)::int as n from agents p
           where p.id = any(${idArray(propertyIds)}) and p.community_agent_id = ${communityAgentId}
             and p.agent_type_id = ${AgentTypeId.Property}::smallint and not p.is_deleted`,
    );
    if (found?.n !== propertyIds.length) throw badRequest(InterestMessages.notCandidate);
  }
  const values = {
    days: body.Days ?? 0,
    exclusionDays: body.ExclusionDays ?? 0,
    rate: String(body.Rate),
    methodId: body.MethodId,
    allCandidates: body.AllCandidates,
    codeIds,
    propertyIds,
    updatedAt: new Date(),
  };
  await ctx.tx
    .insert(interestSettings)
    .values({ ...values, communityAgentId, companyId: ctx.user.companyId })
    .onConflictDoUpdate({ target: interestSettings.communityAgentId, set: values });
  return readInterestSettings(ctx.tx, communityAgentId);
}
