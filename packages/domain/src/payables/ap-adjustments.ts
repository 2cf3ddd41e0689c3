import { CheckMessages } from './check-messages';
import { ItemRemovalRuleViolationId as RV } from '../static-data/record-enums';

// AP adjustment (58, spec 2 §3 'Transaction types in this area', claim apadjustment): a change of
// what is owed on an approved invoice. An increase debits its lines' accounts and credits
// Accounts Payable; a decrease credits the lines and debits Accounts Payable.
export const ApAdjustmentMessages = {
  invoiceRequired: 'Choose an approved invoice of the community.',
  invoiceNotAdjustable: 'Only an approved invoice that is not removed can be adjusted.',
  linesRequired: 'An AP adjustment needs at least one line with an account and an amount above 0.',
  accountRequired: 'Every line needs an account of the community.',
  beforeInvoice: 'An AP adjustment cannot be dated before its invoice.',
  belowPaid: 'A decrease cannot make the invoice owe less than was already paid on it.',
  added: (itemId: number) => `AP adjustment #${itemId} was saved`,
} as const;

// Removing payables transactions (spec 2 §4 'Removal rule violations', §8 'Removing a
// transaction'). The rule names lead the messages, as the spec lists them.
export const ApRemovalMessages = {
  printCheckVoided: CheckMessages.checkVoided,
  billAlreadyPaid: CheckMessages.billAlreadyPaid,
  apAdjustment: 'AP adjustment: the invoice has AP adjustments, which are removed with it.',
  notPayables: 'Only payables transactions (bills, checks and AP adjustments) are removed here.',
  digitalPayment: 'A digital payment is removed with Delete on the digital checks screen.',
} as const;

/** What the removal would touch, as the server reads it. */
export interface ApRemovalFacts {
  kind: 'bill' | 'check' | 'adjustment';
  /** A bill: what was paid on it (checks and credits); an adjustment: what removing it leaves short. */
  paidCents: number;
  /** A check: it was voided. */
  voided: boolean;
  /** A bill: live AP adjustments on it. */
  adjustments: number;
}

export interface ApRemovalViolation {
  RuleViolationId: number;
  Message: string;
  CanBypass: boolean;
}

/**
 * The rule a removal breaks, or null: a voided check and a paid bill are refused (no bypass); a
 * bill with AP adjustments asks first ('Are you sure you want to remove this transaction?') and is
 * removed with them when retried with bypass.
 */
export function apRemovalViolation(f: ApRemovalFacts, bypass: boolean): ApRemovalViolation | null {
  const M = ApRemovalMessages;
  if (f.kind === 'check' && f.voided) {
    return { RuleViolationId: RV.PrintCheckVoided, Message: M.printCheckVoided, CanBypass: false };
  }
  if (f.kind !== 'check' && f.paidCents > 0) {
    return { RuleViolationId: RV.ApBillAlreadyPaid, Message: M.billAlreadyPaid, CanBypass: false };
  }
  if (f.kind === 'bill' && f.adjustments > 0 && !bypass) {
    return { RuleViolationId: RV.ApAdjustment, Message: M.apAdjustment, CanBypass: true };
  }
  return null;
}
