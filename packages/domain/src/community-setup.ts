// The community setup wizards' rules (spec 1 §2.7, §4): where each wizard starts, what a
// confirmation needs and which community flags it sets. Texts marked 'spec' are verbatim.
import { AccountingWizardSteps, PropertyOwnerWizardSteps } from './setup-wizards';
import { CommunitySetupStepId } from './static-data/other-enums';

export const SetupWizardNames = ['accounting', 'property'] as const;
export type SetupWizardName = (typeof SetupWizardNames)[number];

/** What ConfirmSetup confirms: a whole wizard, or the accounting wizard's GL accounts step. */
export const ConfirmSetupWizardNames = ['accounting', 'accountingGL', 'property'] as const;
export type ConfirmSetupWizardName = (typeof ConfirmSetupWizardNames)[number];

export const AccountingWizardStep = {
  Accounting: 1,
  Accounts: 2,
  BankAccount: 3,
  Codes: 4,
  OwnerBalanceAndHistory: 5,
  Review: 6,
  Complete: 7,
} as const;

export const PropertyWizardStep = { PropertiesAndOwners: 1, Review: 2, Complete: 3 } as const;

export type AccountingWizardSection = 'accounting' | 'codes' | 'portfolio';

/** Spec 1 §2.7: accounting (1-3), codes (4), portfolio (5-7). */
export function accountingWizardSection(step: number): AccountingWizardSection {
  if (step <= AccountingWizardStep.BankAccount) return 'accounting';
  if (step === AccountingWizardStep.Codes) return 'codes';
  return 'portfolio';
}

export const CommunitySetupMessages = {
  exportFailed: 'Unable to export community setup.', // spec 1 §8
  stepIncomplete: (stepName: string) =>
    `Complete the ${stepName} step before completing the accounting setup.`,
  requiredAccountsIncomplete: 'Select an account for every required account before continuing.',
  noPropertiesOrOwners: 'Add properties and owners before completing the setup.',
  unknownSetupStep: 'Unknown community setup step.',
  accountingComplete: 'Accounting setup is complete.',
  propertyComplete: 'Properties and owners setup is complete.',
  setupComplete: 'Community setup is complete.',
} as const;

/** What the accounting wizard's start depends on (spec 1 §2.7). */
export interface AccountingSetupFacts {
  HasAccountingProfile: boolean;
  HasAccountRanges: boolean;
  AllRequiredAccountsChosen: boolean;
  CountBankAccounts: number;
  MissingRequiredCodeTypeIds: readonly number[];
  HasImportedBeginningBalances: boolean;
  CountHistoricTransactions: number;
  IsSetupAccountingComplete: boolean;
}

/** Each step's state; step 5 (balances and history) counts once either was imported. */
export function accountingStepsComplete(facts: AccountingSetupFacts): Record<number, boolean> {
  const S = AccountingWizardStep;
  return {
    [S.Accounting]: facts.HasAccountingProfile && facts.HasAccountRanges,
    [S.Accounts]: facts.AllRequiredAccountsChosen,
    [S.BankAccount]: facts.CountBankAccounts > 0,
    [S.Codes]: facts.MissingRequiredCodeTypeIds.length === 0,
    [S.OwnerBalanceAndHistory]:
      facts.HasImportedBeginningBalances || facts.CountHistoricTransactions > 0,
    [S.Review]: facts.IsSetupAccountingComplete,
    [S.Complete]: facts.IsSetupAccountingComplete,
  };
}

/**
 * Spec 1 §2.7: the first incomplete step: 1 account ranges or accounting profile, 2 required
 * accounts, 3 bank accounts, 4 missing required codes, 6 review, otherwise 7.
 */
export function accountingWizardStartStep(facts: AccountingSetupFacts): number {
  const complete = accountingStepsComplete(facts);
  // Step 5 is optional: the wizard never starts on it.
  const first = AccountingWizardSteps.find(
    (step) => step.number !== AccountingWizardStep.OwnerBalanceAndHistory && !complete[step.number],
  );
  return first?.number ?? AccountingWizardStep.Complete;
}

/** Why the accounting setup cannot be completed yet: the first incomplete step before review. */
export function accountingConfirmProblem(facts: AccountingSetupFacts): string | null {
  const start = accountingWizardStartStep({ ...facts, IsSetupAccountingComplete: false });
  if (start >= AccountingWizardStep.Review) return null;
  const name = AccountingWizardSteps.find((step) => step.number === start)?.name ?? '';
  return CommunitySetupMessages.stepIncomplete(name);
}

export interface PropertySetupFacts {
  CountProperties: number;
  CountOwners: number;
  IsSetupPropertyOwnerComplete: boolean;
}

/** Spec 1 §2.7: step 1 without properties or owners, step 2 until the review is confirmed, else 3. */
export function propertyWizardStartStep(facts: PropertySetupFacts): number {
  if (facts.CountProperties === 0 || facts.CountOwners === 0)
    return PropertyWizardStep.PropertiesAndOwners;
  if (!facts.IsSetupPropertyOwnerComplete) return PropertyWizardStep.Review;
  return PropertyWizardStep.Complete;
}

export function propertyStepsComplete(facts: PropertySetupFacts): Record<number, boolean> {
  const start = propertyWizardStartStep(facts);
  return Object.fromEntries(
    PropertyOwnerWizardSteps.map((step) => [
      step.number,
      step.number < start || start === PropertyWizardStep.Complete,
    ]),
  );
}

export interface CommunitySetupFlags {
  IsSetupComplete: boolean;
  IsSetupAccountingComplete: boolean;
  IsSetupPropertyOwnerComplete: boolean;
  IsSetupGLAccountsComplete: boolean;
}

/**
 * Spec 1 §4: the GL accounts step sets its flag, completing the accounting wizard its flag,
 * completing the property wizard the owner flag; with both wizards complete the community's
 * setup is complete.
 */
export function flagsAfterConfirm<F extends CommunitySetupFlags>(
  flags: F,
  wizardName: ConfirmSetupWizardName,
): F {
  const next = { ...flags };
  if (wizardName === 'accountingGL') next.IsSetupGLAccountsComplete = true;
  if (wizardName === 'accounting') {
    next.IsSetupAccountingComplete = true;
    next.IsSetupGLAccountsComplete = true;
  }
  if (wizardName === 'property') next.IsSetupPropertyOwnerComplete = true;
  next.IsSetupComplete =
    flags.IsSetupComplete || (next.IsSetupAccountingComplete && next.IsSetupPropertyOwnerComplete);
  return next;
}

/** Spec 1 §4: from copy setup, completing the property wizard also completes HomesAndOwners. */
export function setupStepsCompletedBy(
  wizardName: ConfirmSetupWizardName,
  copySetup: boolean,
): number[] {
  return wizardName === 'property' && copySetup ? [CommunitySetupStepId.HomesAndOwners] : [];
}
