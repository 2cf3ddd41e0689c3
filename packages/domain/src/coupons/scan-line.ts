// The scan line printed at the foot of a payment coupon: an OCR-style line a lockbox bank reads
// back to post the payment. Layout (23 characters and two spaces):
//   AAAAAAAAAAAA DDDDDDDDDD C
// A: the account number, upper case without punctuation, right-aligned in 12 places with zeros;
// D: the amount due in cents, 10 digits; C: a mod-10 (Luhn) check digit over A and D, where a
// letter counts as its two-digit value (A = 10 … Z = 35), as in the ISIN check digit.
import type { Cents } from '../money';

export const ScanLineAccountLength = 12;
export const ScanLineAmountLength = 10;
const maxAmount = 10 ** ScanLineAmountLength - 1;

/** The Luhn check digit (0-9) of a payload of digits and letters. */
export function luhnCheckDigit(payload: string): number {
  if (!/^[0-9A-Z]*$/.test(payload)) throw new RangeError(`Not a scan line payload: ${payload}`);
  const digits = [...payload].map((ch) => (/\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55)));
  const all = digits.join('');
  let sum = 0;
  // From the right, every second digit (starting with the rightmost) is doubled.
  for (let i = 0; i < all.length; i += 1) {
    const digit = Number(all[all.length - 1 - i]);
    const value = i % 2 === 0 ? digit * 2 : digit;
    sum += value > 9 ? value - 9 : value;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether the payload's last character is its Luhn check digit. */
export function hasValidCheckDigit(payloadWithCheck: string): boolean {
  const body = payloadWithCheck.slice(0, -1);
  const check = payloadWithCheck.slice(-1);
  return /^\d$/.test(check) && /^[0-9A-Z]*$/.test(body) && luhnCheckDigit(body) === Number(check);
}

/** The account number as the scan line holds it: upper case, letters and digits only. */
export function scanLineAccountKey(accountNumber: string): string {
  return accountNumber.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

/** Whether an account number fits the scan line (1 to 12 letters and digits once cleaned). */
export function fitsScanLine(accountNumber: string): boolean {
  const key = scanLineAccountKey(accountNumber);
  return key.length > 0 && key.length <= ScanLineAccountLength;
}

/**
 * The scan line of a coupon. A credit or zero prints as zero; an account number that does not
 * fit, or an amount over $99,999,999.99, throws.
 */
export function couponScanLine(accountNumber: string, amountCents: Cents): string {
  if (!fitsScanLine(accountNumber)) {
    throw new RangeError(`Account number does not fit the scan line: ${accountNumber}`);
  }
  if (!Number.isSafeInteger(amountCents) || amountCents > maxAmount) {
    throw new RangeError(`Amount does not fit the scan line: ${String(amountCents)}`);
  }
  const account = scanLineAccountKey(accountNumber).padStart(ScanLineAccountLength, '0');
  const amount = String(Math.max(0, amountCents)).padStart(ScanLineAmountLength, '0');
  return `${account} ${amount} ${String(luhnCheckDigit(account + amount))}`;
}

export interface ScanLineReading {
  /** The account field without its leading zeros. */
  AccountKey: string;
  AmountCents: Cents;
}

/** Reads a scan line back; null when its layout or check digit is wrong. */
export function readScanLine(line: string): ScanLineReading | null {
  const m = /^([0-9A-Z]{12}) (\d{10}) (\d)$/.exec(line.trim());
  if (!m) return null;
  const [, account = '', amount = '', check = ''] = m;
  if (!hasValidCheckDigit(account + amount + check)) return null;
  return { AccountKey: account.replace(/^0+/, ''), AmountCents: Number(amount) };
}
