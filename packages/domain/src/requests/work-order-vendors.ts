// A work order sent to its vendor (issue 22, part 5; spec 3 'Work order', calls SendEmailToVendor,
// SendEmailToVendorContact, CreateEmailHistoryAsync): who the email goes to and is copied to, the
// text it carries when the community has no Vendor template, and the vendor's invoices entered
// against the work order compared with its estimate (the cost items).
import type { Cents } from '../money';
import { isEmailAddress, WorkOrderLimits, WorkOrderMessages } from './work-orders';

/** The outbox keeps a mail's recipients, and its copies, in fields of this many characters. */
export const VendorMailAddressesLength = 255;

export const WorkOrderVendorMessages = {
  tooManyRecipients: `At most ${String(WorkOrderLimits.Recipients)} recipients and ${String(WorkOrderLimits.Recipients)} copies can be sent to.`,
  addressesTooLong: `The recipients, or the copies, are too long for one email (at most ${String(VendorMailAddressesLength)} characters each); send to fewer addresses.`,
  workOrderNotOfCommunity: (itemId: number) =>
    `Work order ${String(itemId)} is not a work order of this invoice's community.`,
} as const;

export type VendorRecipients =
  { ok: true; recipients: string[]; cc: string[] } | { ok: false; message: string };

/** Trimmed, empty entries dropped, each address once (case-insensitive), first spelling kept. */
function cleaned(addresses: readonly string[]): string[] {
  const seen = new Set<string>();
  return addresses
    .map((address) => address.trim())
    .filter((address) => {
      const key = address.toLowerCase();
      if (address === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/**
 * The recipients and copies of a work order email, checked: at least one recipient, every address
 * valid, at most WorkOrderLimits.Recipients of each, a copy that is also a recipient dropped, and
 * the recipients and the copies each fitting the outbox's address fields (one mail carries them).
 */
export function vendorRecipients(
  recipients: readonly string[],
  cc: readonly string[],
): VendorRecipients {
  const to = cleaned(recipients);
  const toKeys = new Set(to.map((address) => address.toLowerCase()));
  const copies = cleaned(cc).filter((address) => !toKeys.has(address.toLowerCase()));
  if (to.length === 0) return { ok: false, message: WorkOrderMessages.recipientRequired };
  const invalid = [...to, ...copies].find((address) => !isEmailAddress(address));
  if (invalid !== undefined)
    return { ok: false, message: WorkOrderMessages.recipientInvalid(invalid) };
  if (to.length > WorkOrderLimits.Recipients || copies.length > WorkOrderLimits.Recipients)
    return { ok: false, message: WorkOrderVendorMessages.tooManyRecipients };
  if (
    to.join(', ').length > VendorMailAddressesLength ||
    copies.join(', ').length > VendorMailAddressesLength
  )
    return { ok: false, message: WorkOrderVendorMessages.addressesTooLong };
  return { ok: true, recipients: to, cc: copies };
}

/**
 * What the email's text says: the Vendor template's merge codes (VendorName, CommunityName,
 * CompanyName, LetterDate, RecipientName) and the work order's number, summary and target day.
 */
export interface VendorEmailValues {
  VendorName: string;
  WorkOrderNumber: string;
  WorkOrderSummary: string;
  /** MM/DD/YYYY, or empty when none is set. */
  TargetDate: string;
  CommunityName: string;
  CompanyName: string;
}

/** The subject of a work order email: 'Work order <id>: <summary>'. */
export function vendorEmailSubject(itemId: number, summary: string): string {
  return `Work order ${String(itemId)}: ${summary}`.slice(0, 300);
}

/** The body of a work order email when the community has no Vendor template. */
export function defaultVendorEmailBody(v: VendorEmailValues): string {
  return [
    `Dear ${v.VendorName || 'vendor'},`,
    '',
    `Please find attached work order ${v.WorkOrderNumber} for ${v.CommunityName}: ${v.WorkOrderSummary}.`,
    v.TargetDate ? `The work is to be done by ${v.TargetDate}.` : 'No target date is set.',
    '',
    'Thank you,',
    v.CompanyName,
  ].join('\n');
}

export interface InvoicedAgainstEstimate {
  EstimatedCents: Cents;
  InvoicedCents: Cents;
  /** Invoiced less estimated: above zero, the vendor billed more than estimated. */
  DifferenceCents: Cents;
}

/** What a work order's vendor invoiced against what its cost items estimated. */
export function invoicedAgainstEstimate(
  estimatedCents: Cents,
  invoicedCents: Cents,
): InvoicedAgainstEstimate {
  return {
    EstimatedCents: estimatedCents,
    InvoicedCents: invoicedCents,
    DifferenceCents: invoicedCents - estimatedCents,
  };
}
