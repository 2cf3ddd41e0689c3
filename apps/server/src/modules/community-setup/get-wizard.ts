import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  accountingStepsComplete,
  accountingWizardSection,
  accountingWizardStartStep,
  AccountingWizardSteps,
  propertyStepsComplete,
  propertyWizardStartStep,
  PropertyOwnerWizardSteps,
  type SetupWizardName,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readSetupState, type CommunitySetupState } from './setup-facts';

type GetWizard = typeof contract.communitySetup.GetWizard;
type Wizard = ResponseOf<GetWizard>;

/** Accounting needs glaccounts read; properties and owners needs property read. */
export function requireWizardRead(ctx: RequestContext, wizardName: SetupWizardName): void {
  requireClaim(ctx, wizardName === 'accounting' ? 'glaccounts' : 'property', 'read');
}

export async function getWizard(ctx: RequestContext, input: InputOf<GetWizard>): Promise<Wizard> {
  const { communityAgentId, wizardName } = input.query;
  requireWizardRead(ctx, wizardName);
  await requireCommunity(ctx, communityAgentId);
  return wizardOf(wizardName, await readSetupState(ctx, communityAgentId));
}

/** A wizard's steps and its start step (spec 1 §2.7) from the community's setup state. */
export function wizardOf(wizardName: SetupWizardName, state: CommunitySetupState): Wizard {
  const { facts, flags } = state;
  const accounting = wizardName === 'accounting';
  const accountingFacts = {
    ...facts,
    IsSetupAccountingComplete: flags.IsSetupAccountingComplete,
  };
  const propertyFacts = {
    ...facts,
    IsSetupPropertyOwnerComplete: flags.IsSetupPropertyOwnerComplete,
  };
  const steps = accounting ? AccountingWizardSteps : PropertyOwnerWizardSteps;
  const complete = accounting
    ? accountingStepsComplete(accountingFacts)
    : propertyStepsComplete(propertyFacts);
  return {
    CommunityAgentId: flags.CommunityAgentId,
    WizardName: wizardName,
    NumSteps: steps.length,
    StartStep: accounting
      ? accountingWizardStartStep(accountingFacts)
      : propertyWizardStartStep(propertyFacts),
    Steps: steps.map((step) => ({
      Number: step.number,
      Name: step.name,
      Section: accounting ? accountingWizardSection(step.number) : null,
      IsComplete: complete[step.number] ?? false,
    })),
    Flags: flags,
    Facts: facts,
    CompletedSetupSteps: state.completedSetupSteps,
  };
}
