// Security deposits 82 and their refunds 83 (spec 3 §2, §5 'Refund vendor email must be valid or
// empty. Submit is disabled when the two required inputs are missing or the email is invalid; with
// an existing vendor, a selected vendor is required').
import { EmailPattern } from '../profiles/contact-rules';

export const SecurityDepositMessages = {
  noCode: 'The community has no security deposit code (type 16).',
  noPayableAccount:
    'The community has no Accounts Payable account; set the required account or choose one.',
  amountRequired: 'The amount must be more than zero.',
  refundTooLarge: 'The refund is more than the security deposit held.',
  vendorRequired: 'The vendor name is required.',
  vendorNotSelected: 'Select the existing vendor.',
  invalidEmail: 'The vendor email is not a valid email address.',
  notAccruedDeposit: 'Only an accrued security deposit can be posted.',
  notDeposit: 'This transaction is not a security deposit.',
  notOwner: 'The owner is not an owner in this community.',
  bankAccountRequired: 'Choose the bank account the deposit is made to.',
} as const;

export interface RefundForm {
  /** Refund to a vendor already on file (selected by id) instead of a new one (name, email). */
  existingVendor?: boolean;
  vendorAgentId?: number | null;
  vendorName: string;
  vendorEmail: string;
  amountCents: number | null;
  refundDate: string;
}

/**
 * The refund post modal's problem, or null when it may submit: the two required inputs (amount and
 * vendor: a new vendor's name, or the selected existing vendor) present, the email valid or empty,
 * and no more refunded than held.
 */
export function refundProblem(form: RefundForm, heldCents: number): string | null {
  if (form.amountCents === null || form.amountCents <= 0) {
    return SecurityDepositMessages.amountRequired;
  }
  if (form.existingVendor === true) {
    if (form.vendorAgentId === null || form.vendorAgentId === undefined) {
      return SecurityDepositMessages.vendorNotSelected;
    }
  } else if (form.vendorName.trim() === '') return SecurityDepositMessages.vendorRequired;
  const email = form.vendorEmail.trim();
  if (email !== '' && !EmailPattern.test(email)) return SecurityDepositMessages.invalidEmail;
  if (form.amountCents > heldCents) return SecurityDepositMessages.refundTooLarge;
  return null;
}
