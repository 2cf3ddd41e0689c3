// The community setup wizards' steps (spec 1 §2.7).
export interface WizardStep {
  number: number;
  name: string;
}

export const AccountingWizardSteps: readonly WizardStep[] = [
  { number: 1, name: 'Accounting' },
  { number: 2, name: 'Accounts' },
  { number: 3, name: 'Bank Account' },
  { number: 4, name: 'Codes' },
  { number: 5, name: 'Owner Balance and History' },
  { number: 6, name: 'Review' },
  { number: 7, name: 'Complete' },
];

export const PropertyOwnerWizardSteps: readonly WizardStep[] = [
  { number: 1, name: 'Properties and Owners' },
  { number: 2, name: 'Review' },
  { number: 3, name: 'Complete' },
];
