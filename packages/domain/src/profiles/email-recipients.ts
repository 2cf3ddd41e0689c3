import { isValidEmail } from './contact-rules';

/** Spec 1 §5: sending email. */
export const EmailMessages = {
  /** A history email for a profile without an email address. */
  noEmailPresent: 'There is no email present. Please add one to continue.',
  /** A recipient list with an address that does not match the email pattern. */
  selectEmailAddress: 'Please select an email address',
  sent: 'Email has been queued for delivery.',
} as const;

/** Longest recipient list accepted at once. */
export const MaxEmailRecipients = 20;

export type EmailRecipients = { ok: true; addresses: string[] } | { ok: false; message: string };

/**
 * A comma-separated recipient list (spec 1 §5): empty says there is no email; every entry must
 * match the email pattern; the same address twice is sent once.
 */
export function parseEmailRecipients(text: string): EmailRecipients {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
  if (entries.length === 0) return { ok: false, message: EmailMessages.noEmailPresent };
  if (entries.length > MaxEmailRecipients || !entries.every(isValidEmail))
    return { ok: false, message: EmailMessages.selectEmailAddress };
  const seen = new Set<string>();
  const addresses = entries.filter((entry) => {
    const key = entry.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { ok: true, addresses };
}
