import { describe, expect, it } from 'vitest';
import {
  accountingConfirmProblem,
  accountingStepsComplete,
  accountingWizardSection,
  accountingWizardStartStep,
  flagsAfterConfirm,
  propertyStepsComplete,
  propertyWizardStartStep,
  setupStepsCompletedBy,
  type AccountingSetupFacts,
  type CommunitySetupFlags,
} from './community-setup';

const complete: AccountingSetupFacts = {
  HasAccountingProfile: true,
  HasAccountRanges: true,
  AllRequiredAccountsChosen: true,
  CountBankAccounts: 1,
  MissingRequiredCodeTypeIds: [],
  HasImportedBeginningBalances: false,
  CountHistoricTransactions: 0,
  IsSetupAccountingComplete: true,
};

const none: CommunitySetupFlags = {
  IsSetupComplete: false,
  IsSetupAccountingComplete: false,
  IsSetupPropertyOwnerComplete: false,
  IsSetupGLAccountsComplete: false,
};

describe('accounting wizard start step (spec 1 §2.7)', () => {
  it('starts at 1 without account ranges or without an accounting profile', () => {
    expect(accountingWizardStartStep({ ...complete, HasAccountRanges: false })).toBe(1);
    expect(accountingWizardStartStep({ ...complete, HasAccountingProfile: false })).toBe(1);
  });

  it('starts at 2 while a required account is missing, 3 without bank accounts', () => {
    expect(accountingWizardStartStep({ ...complete, AllRequiredAccountsChosen: false })).toBe(2);
    expect(accountingWizardStartStep({ ...complete, CountBankAccounts: 0 })).toBe(3);
  });

  it('starts at 4 with a required code type missing, 6 until confirmed, else 7', () => {
    expect(accountingWizardStartStep({ ...complete, MissingRequiredCodeTypeIds: [10] })).toBe(4);
    expect(accountingWizardStartStep({ ...complete, IsSetupAccountingComplete: false })).toBe(6);
    expect(accountingWizardStartStep(complete)).toBe(7);
  });

  it('never starts on the optional step 5, which counts once balances or history came in', () => {
    const facts = { ...complete, IsSetupAccountingComplete: false };
    expect(accountingWizardStartStep(facts)).toBe(6);
    expect(accountingStepsComplete(facts)[5]).toBe(false);
    expect(accountingStepsComplete({ ...facts, CountHistoricTransactions: 3 })[5]).toBe(true);
  });

  it('takes the first incomplete step when several are', () => {
    expect(
      accountingWizardStartStep({
        ...complete,
        AllRequiredAccountsChosen: false,
        CountBankAccounts: 0,
        MissingRequiredCodeTypeIds: [1],
      }),
    ).toBe(2);
  });

  it('names the first incomplete step when completing too early', () => {
    expect(accountingConfirmProblem({ ...complete, CountBankAccounts: 0 })).toBe(
      'Complete the Bank Account step before completing the accounting setup.',
    );
    expect(accountingConfirmProblem({ ...complete, IsSetupAccountingComplete: false })).toBeNull();
  });

  it('places steps in the sections accounting 1-3, codes 4, portfolio 5-7', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(accountingWizardSection)).toEqual([
      'accounting',
      'accounting',
      'accounting',
      'codes',
      'portfolio',
      'portfolio',
      'portfolio',
    ]);
  });
});

describe('properties and owners wizard start step (spec 1 §2.7)', () => {
  it('starts at 1 with no properties or no owners, 2 until the review is confirmed, else 3', () => {
    const facts = { CountProperties: 5, CountOwners: 5, IsSetupPropertyOwnerComplete: false };
    expect(propertyWizardStartStep({ ...facts, CountProperties: 0 })).toBe(1);
    expect(propertyWizardStartStep({ ...facts, CountOwners: 0 })).toBe(1);
    expect(propertyWizardStartStep(facts)).toBe(2);
    expect(propertyWizardStartStep({ ...facts, IsSetupPropertyOwnerComplete: true })).toBe(3);
    expect(propertyStepsComplete(facts)).toEqual({ 1: true, 2: false, 3: false });
  });
});

describe('confirming the setup (spec 1 §4)', () => {
  it('sets the GL accounts flag, then the accounting flag, and the setup flag with both', () => {
    const gl = flagsAfterConfirm(none, 'accountingGL');
    expect(gl).toEqual({ ...none, IsSetupGLAccountsComplete: true });
    const accounting = flagsAfterConfirm(gl, 'accounting');
    expect(accounting.IsSetupAccountingComplete).toBe(true);
    expect(accounting.IsSetupComplete).toBe(false);
    const both = flagsAfterConfirm(accounting, 'property');
    expect(both).toEqual({
      IsSetupComplete: true,
      IsSetupAccountingComplete: true,
      IsSetupPropertyOwnerComplete: true,
      IsSetupGLAccountsComplete: true,
    });
  });

  it('completes the property wizard first without completing the setup', () => {
    const property = flagsAfterConfirm(none, 'property');
    expect(property.IsSetupPropertyOwnerComplete).toBe(true);
    expect(property.IsSetupComplete).toBe(false);
  });

  it('completes HomesAndOwners (6) only for the property wizard started from copy setup', () => {
    expect(setupStepsCompletedBy('property', true)).toEqual([6]);
    expect(setupStepsCompletedBy('property', false)).toEqual([]);
    expect(setupStepsCompletedBy('accounting', true)).toEqual([]);
  });
});
