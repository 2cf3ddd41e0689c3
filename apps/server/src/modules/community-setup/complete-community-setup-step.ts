import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readSetupState } from './setup-facts';
import { markSetupSteps } from './setup-steps';

type CompleteCommunitySetupStep = typeof contract.communitySetup.CompleteCommunitySetupStep;

/** Marks one community setup step (spec 1 §3.5b, 1-7) complete; again is harmless. */
export async function completeCommunitySetupStep(
  ctx: RequestContext,
  input: InputOf<CompleteCommunitySetupStep>,
): Promise<ResponseOf<CompleteCommunitySetupStep>> {
  const { targetCommunityId, step } = input.body;
  requireClaim(ctx, 'community', 'update');
  await requireCommunity(ctx, targetCommunityId);
  await markSetupSteps(ctx, targetCommunityId, [step]);
  const state = await readSetupState(ctx, targetCommunityId);
  return { CommunityAgentId: targetCommunityId, CompletedSetupSteps: state.completedSetupSteps };
}
