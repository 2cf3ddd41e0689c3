import { agents, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  accountingConfirmProblem,
  CommunitySetupMessages,
  flagsAfterConfirm,
  setupStepsCompletedBy,
  type ConfirmSetupWizardName,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readSetupState, type CommunitySetupState } from './setup-facts';
import { markSetupSteps } from './setup-steps';

type ConfirmSetup = typeof contract.communitySetup.ConfirmSetup;

/**
 * Spec 1 §4: step 2 confirms the GL accounts step (accountingGL); completing a wizard sets its
 * flag once its steps are done; both flags make the community's setup complete. From copy setup,
 * completing the property wizard also completes the HomesAndOwners setup step.
 */
export async function confirmSetup(
  ctx: RequestContext,
  input: InputOf<ConfirmSetup>,
): Promise<ResponseOf<ConfirmSetup>> {
  const { communityAgentId, wizardName, copySetup } = input.body;
  requireClaim(ctx, wizardName === 'property' ? 'community' : 'glaccounts', 'update');
  await requireCommunity(ctx, communityAgentId);
  const state = await readSetupState(ctx, communityAgentId);
  const problem = confirmProblem(wizardName, state);
  if (problem) throw badRequest(problem);

  const flags = flagsAfterConfirm(state.flags, wizardName);
  await ctx.tx
    .update(agents)
    .set({
      isSetupComplete: flags.IsSetupComplete,
      isSetupAccountingComplete: flags.IsSetupAccountingComplete,
      isSetupPropertyOwnerComplete: flags.IsSetupPropertyOwnerComplete,
      isSetupGlAccountsComplete: flags.IsSetupGLAccountsComplete,
      updatedAt: new Date(),
    })
    .where(eq(agents.id, communityAgentId));
  await markSetupSteps(ctx, communityAgentId, setupStepsCompletedBy(wizardName, copySetup));
  return flags;
}

function confirmProblem(
  wizardName: ConfirmSetupWizardName,
  { facts, flags }: CommunitySetupState,
): string | null {
  if (wizardName === 'accountingGL')
    return facts.AllRequiredAccountsChosen
      ? null
      : CommunitySetupMessages.requiredAccountsIncomplete;
  if (wizardName === 'accounting')
    return accountingConfirmProblem({
      ...facts,
      IsSetupAccountingComplete: flags.IsSetupAccountingComplete,
    });
  return facts.CountProperties > 0 && facts.CountOwners > 0
    ? null
    : CommunitySetupMessages.noPropertiesOrOwners;
}
