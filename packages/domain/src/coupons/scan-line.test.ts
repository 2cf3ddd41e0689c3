import { describe, expect, it } from 'vitest';
import {
  couponScanLine,
  fitsScanLine,
  hasValidCheckDigit,
  luhnCheckDigit,
  readScanLine,
  scanLineAccountKey,
} from './scan-line';

describe('Luhn check digit', () => {
  it('gives the textbook digits', () => {
    // 7992739871: doubled from the right 1→2, 8, 3→6, 2, 7→14→5, 9, 9→18→9, 7 … sum 67, check 3.
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('0')).toBe(0);
    expect(luhnCheckDigit('')).toBe(0);
  });
  it('counts letters as two digits, as the ISIN check digit does', () => {
    // Apple's ISIN US0378331005: U = 30, S = 28.
    expect(luhnCheckDigit('US037833100')).toBe(5);
    expect(luhnCheckDigit('A')).toBe(luhnCheckDigit('10'));
  });
  it('refuses characters other than digits and capital letters', () => {
    expect(() => luhnCheckDigit('12-3')).toThrow(RangeError);
    expect(() => luhnCheckDigit('a1')).toThrow(RangeError);
  });
  it('validates a payload with its check digit', () => {
    expect(hasValidCheckDigit('79927398713')).toBe(true);
    expect(hasValidCheckDigit('79927398710')).toBe(false);
    expect(hasValidCheckDigit('US0378331005')).toBe(true);
  });
});

describe('coupon scan line', () => {
  it('pads the account and the amount in cents, then adds the check digit', () => {
    // Payload 0000000010010000025000 from the right: 0·2, 0, 0·2, 5, 2·2 = 4, …, 1 (10th), 1·2 = 2
    // (13th): 5 + 4 + 1 + 2 = 12, so the check digit is 10 − 2 = 8.
    expect(couponScanLine('1001', 25_000)).toBe('000000001001 0000025000 8');
  });
  it('keeps letters and drops punctuation of the account number', () => {
    expect(scanLineAccountKey('a-001')).toBe('A001');
    const line = couponScanLine('A-001', 12_345);
    expect(line.slice(0, 12)).toBe('00000000A001');
    expect(line.slice(13, 23)).toBe('0000012345');
    expect(hasValidCheckDigit(line.replaceAll(' ', ''))).toBe(true);
  });
  it('prints a credit or zero as a zero amount', () => {
    expect(couponScanLine('7', -500).slice(13, 23)).toBe('0000000000');
  });
  it('refuses account numbers that do not fit and amounts over ten digits', () => {
    expect(fitsScanLine('1234567890123')).toBe(false);
    expect(fitsScanLine('--')).toBe(false);
    expect(fitsScanLine('12-3456-7890-12')).toBe(true);
    expect(() => couponScanLine('1234567890123', 1)).toThrow(RangeError);
    expect(() => couponScanLine('1', 10_000_000_000)).toThrow(RangeError);
  });
  it('reads a line back and refuses one with a wrong digit', () => {
    const line = couponScanLine('A-001', 25_000);
    expect(readScanLine(line)).toEqual({ AccountKey: 'A001', AmountCents: 25_000 });
    expect(readScanLine(line.replace('25000', '26000'))).toBeNull();
    expect(readScanLine(line.replace('A001', 'A010'))).toBeNull();
    expect(readScanLine('not a scan line')).toBeNull();
  });
});
