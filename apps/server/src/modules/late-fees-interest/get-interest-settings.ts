import { eq, interestSettings, type Tx } from '@hoa/db';
import type { contract, InputOf, InterestSettings, ResponseOf } from '@hoa/contract';
import { CodeTypeId, codeTypeIdsInGroup, InterestLimits } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { communityCodes, typeIn } from '../codes/index';

type Get = typeof contract.lateFeesInterest.GetInterestSettings;

/** Codes that can bear interest: charge codes without prepaids, and workflow codes. */
export const interestChargeTypes = codeTypeIdsInGroup('Charge').filter(
  (t) => t !== CodeTypeId.PrePaid,
);
export const interestWorkflowTypes = codeTypeIdsInGroup('Workflow');

/** The stored interest settings of a community (the spec's defaults when none), with its codes. */
export async function readInterestSettings(
  tx: Tx,
  communityAgentId: number,
): Promise<InterestSettings> {
  const [row] = await tx
    .select()
    .from(interestSettings)
    .where(eq(interestSettings.communityAgentId, communityAgentId));
  const codesOf = (types: readonly number[]) => communityCodes(tx, communityAgentId, typeIn(types));
  return {
    CommunityAgentId: communityAgentId,
    Days: row?.days ?? InterestLimits.Days.Default,
    ExclusionDays: row?.exclusionDays ?? InterestLimits.ExclusionDays.Default,
    Rate: row ? Number(row.rate) : InterestLimits.Rate.Default,
    MethodId: row?.methodId ?? null,
    AllCandidates: row?.allCandidates ?? true,
    CodeIds: row?.codeIds ?? [],
    PropertyIds: row?.propertyIds ?? [],
    CodeGrouping: {
      ChargeCodes: await codesOf(interestChargeTypes),
      WorkflowCodes: await codesOf(interestWorkflowTypes),
    },
    InterestCodes: await codesOf([CodeTypeId.Interest]),
  };
}

export async function getInterestSettings(
  ctx: RequestContext,
  input: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'arapplyinterest', 'read');
  await requireCommunity(ctx, input.query.communityAgentId);
  return readInterestSettings(ctx.tx, input.query.communityAgentId);
}
