// Funds transfer between bank accounts of one community (spec 2 §5 'Funds transfer', §9).
import { formatCents } from '../money';

export const FundsTransferStatus = { Pending: 1, Posted: 2, Cancelled: 3 } as const;

/** Reference and cancellation reason: at most 100 characters (spec 2 §9). */
export const FundsTransferTextMax = 100;

/** How long a verified code lets the user transfer. */
export const TwoFactorFreshMinutes = 10;

export const FundsTransferMessages = {
  fromRequired: 'Choose the bank account to transfer from.',
  toRequired: 'Choose the bank account to transfer to.',
  sameAccount: 'The bank account to transfer to must differ from the one to transfer from.',
  amountPositive: 'The transfer amount must be above 0.',
  referenceTooLong: `The reference can be at most ${FundsTransferTextMax} characters.`,
  reasonRequired: 'A reason for the cancellation is required.',
  reasonTooLong: `The cancellation reason can be at most ${FundsTransferTextMax} characters.`,
  toOtherCommunity: 'Funds can only be transferred between bank accounts of the same community.',
  noGlAccount: 'Both bank accounts need a general-ledger cash account.',
  notPending: 'Only a pending transfer can be cancelled.',
  twoFactorRequired:
    'Two-factor authentication is required for funds transfers: verify a code from your authenticator first.',
  notEnrolled: 'Set up two-factor authentication before verifying a code.',
  badCode: 'The code is not valid. Enter the current 6-digit code from your authenticator.',
} as const;

export function amountAboveBalance(balanceCents: number): string {
  return `The amount is more than the balance of the account transferred from (${formatCents(balanceCents)}).`;
}

export interface FundsTransferDraft {
  fromBankAccountId: number | null;
  toBankAccountId: number | null;
  amountCents: number;
  reference: string | null;
}

/** Why a transfer cannot be made, or null; the from account's ledger balance bounds the amount. */
export function fundsTransferProblem(
  draft: FundsTransferDraft,
  fromBalanceCents: number,
): string | null {
  const M = FundsTransferMessages;
  if (!draft.fromBankAccountId) return M.fromRequired;
  if (!draft.toBankAccountId) return M.toRequired;
  if (draft.fromBankAccountId === draft.toBankAccountId) return M.sameAccount;
  if (!Number.isSafeInteger(draft.amountCents) || draft.amountCents <= 0) return M.amountPositive;
  if (draft.amountCents > fromBalanceCents) return amountAboveBalance(fromBalanceCents);
  if ((draft.reference ?? '').length > FundsTransferTextMax) return M.referenceTooLong;
  return null;
}

/** Why a cancellation reason is refused (1 to 100 characters), or null. */
export function cancelReasonProblem(reason: string): string | null {
  const text = reason.trim();
  if (text.length === 0) return FundsTransferMessages.reasonRequired;
  if (text.length > FundsTransferTextMax) return FundsTransferMessages.reasonTooLong;
  return null;
}
