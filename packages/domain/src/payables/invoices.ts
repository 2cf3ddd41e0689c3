// Keyed-in AP invoices (spec 2 §3 'Invoice', 'Bill template draft', §5 'Invoices and approvals').

import { formatDate } from '../dates';
import { formatCents } from '../money';

export const InvoiceLimits = { invoiceNumber: 25, reference: 100 } as const;

/** Invoice types: 56 bill, 90 separate check. */
export const InvoiceTxnTypes = [56, 90] as const;

/** How often a template recurs; a template saved from the add screen is 'once' by default. */
export const InvoiceScheduleTypes = [
  { value: 'once', name: 'Once' },
  { value: 'monthly', name: 'Monthly' },
  { value: 'quarterly', name: 'Quarterly' },
  { value: 'annually', name: 'Annually' },
] as const;

export type InvoiceScheduleType = (typeof InvoiceScheduleTypes)[number]['value'];

export const InvoiceMessages = {
  /** Shown where invoices are entered in a community with no approval group (issue 18). */
  postsWithoutApproval:
    'This community has no approval groups: invoices post without approval. Approval groups are set in Approval settings.',
  /** The same where its lowest approval group starts above zero. */
  postsWithoutApprovalUnder: (level: string) =>
    `Invoices under ${level} post without approval in this community; from ${level} they go to its approval groups.`,
  draftSaved: 'Draft Invoice was Saved Successfully',
  saved: 'Invoice was saved',
  submitted: 'Invoice was submitted',
  templateSaved: 'Template was saved',
  templateDeleted: 'Template was deleted',
  unknownError: 'An unknown error occurred.',
  duplicateNumber: 'An invoice with this number already exists for this vendor.',
  amountPositive: 'The invoice amount must be above 0.',
  linesTotal: 'The distribution lines must total the invoice amount.',
  lineAccount: 'Every distribution line needs an account of the community.',
  lineAmount: 'Every distribution line needs an amount.',
  vendorRequired: 'Vendor is required',
  vendorNotFound: 'The vendor was not found.',
  invoiceNumberRequired: 'An invoice number is required.',
  invoiceDateRequired: 'An invoice date is required.',
  bankAccountNotOfCommunity: 'The bank account must be an account of the community.',
  notEditable: 'Only invoices that are not posted can be edited.',
  noDefaultDistribution:
    'The invoice has no distribution lines and the vendor has no default distribution for the community.',
  pdfOnly: 'Only PDF files can be captured as invoices.',
} as const;

/**
 * Add Invoice's refusal (409) of a number the vendor already has in the community on an invoice
 * that is not deleted or finally rejected, naming that invoice; AllowDuplicateInvoiceNumber enters
 * it anyway. Starts with InvoiceMessages.duplicateNumber, which the entry screen looks for.
 */
export function duplicateInvoiceNumberRefusal(existing: {
  itemId: number;
  invoiceDate: string | null;
  totalCents: number;
}): string {
  const date = existing.invoiceDate ? ` dated ${formatDate(existing.invoiceDate)}` : '';
  return `${InvoiceMessages.duplicateNumber} AP ${existing.itemId}${date}, ${formatCents(existing.totalCents)}. Save anyway to enter it again.`;
}

export interface InvoiceLineDraft {
  readonly accountId: number | null;
  readonly amountCents: number;
}

/**
 * The first problem with an invoice's amount and lines, or null. No lines is allowed (a default
 * distribution fills them in); otherwise every line needs an account and a non-zero amount, and
 * the lines total the invoice amount.
 */
export function invoiceLinesProblem(
  amountCents: number,
  lines: readonly InvoiceLineDraft[],
): string | null {
  if (!(amountCents > 0)) return InvoiceMessages.amountPositive;
  if (lines.length === 0) return null;
  if (lines.some((line) => !line.accountId)) return InvoiceMessages.lineAccount;
  if (lines.some((line) => line.amountCents === 0)) return InvoiceMessages.lineAmount;
  const total = lines.reduce((sum, line) => sum + line.amountCents, 0);
  return total === amountCents ? null : InvoiceMessages.linesTotal;
}

/** What is left to distribute: the invoice amount less the lines (negative when over). */
export function undistributedCents(
  amountCents: number,
  lines: readonly InvoiceLineDraft[],
): number {
  return amountCents - lines.reduce((sum, line) => sum + line.amountCents, 0);
}

/**
 * What the invoice form says of approval where invoices are entered: that they post without it
 * when the community has no approval group, or below the level its lowest group starts at; null
 * when every invoice goes to approval. `levels`: the groups' levels, in cents.
 */
export function withoutApprovalNote(levels: readonly number[]): string | null {
  if (levels.length === 0) return InvoiceMessages.postsWithoutApproval;
  const lowest = Math.min(...levels);
  return lowest > 0 ? InvoiceMessages.postsWithoutApprovalUnder(formatCents(lowest)) : null;
}
