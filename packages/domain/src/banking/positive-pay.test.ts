import { describe, expect, it } from 'vitest';
import {
  checkNumberProblem,
  PositivePayCheckNumberError,
  positivePayFile,
  pendingCheckNumbersDoNotFit,
  writePositivePayCsv,
  writePositivePayFixed,
  type PositivePayCheck,
} from './positive-pay';

// Issue 16 items 5 and 6: what a bank's positive pay reader takes.

const payee = 'Société d’Entretien Ñandú – Café';

const check = (checkNumber: string, more: Partial<PositivePayCheck> = {}): PositivePayCheck => ({
  accountNumber: '000123456789',
  checkNumber,
  issueDate: '2026-03-10',
  amountCents: 12_345,
  payee: 'Acme Landscaping',
  record: 'I',
  ...more,
});

const hexOf = (bytes: Uint8Array) =>
  Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join(' ');

const controlBytes = (bytes: Uint8Array) =>
  [...bytes].filter((b) => (b < 0x20 && b !== 0x0d && b !== 0x0a) || b === 0x7f);

describe('positive pay names and encodings', () => {
  it('CSV layout is UTF-8 without BOM: the payee round-trips exactly, no control byte (not Latin-1 with 0x19/0x13)', () => {
    const file = positivePayFile('csv', [check('1001', { payee }), check('1002', { payee })]);
    expect(file.contentType).toBe('text/csv; charset=utf-8');
    expect([...file.bytes.slice(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
    expect(controlBytes(file.bytes)).toEqual([]);
    expect(file.bytes.includes(0x19)).toBe(false);
    expect(file.bytes.includes(0x13)).toBe(false);
    // Valid UTF-8 (a fatal decoder throws otherwise), and the name's own UTF-8 bytes are in it.
    const text = new TextDecoder('utf-8', { fatal: true }).decode(file.bytes);
    const name = new TextEncoder().encode(payee);
    expect(hexOf(file.bytes)).toContain(hexOf(name));
    expect(text).toBe(
      'AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status\r\n' +
        `000123456789,1001,2026-03-10,123.45,${payee},I\r\n` +
        `000123456789,1002,2026-03-10,123.45,${payee},I\r\n`,
    );
  });

  it('CSV layout never writes a control byte: control characters in a payee become spaces', () => {
    const file = positivePayFile('csv', [
      check('1001', { payee: 'Pool\tCo\r\nLLC\u0007, "Blue"' }),
    ]);
    expect(controlBytes(file.bytes)).toEqual([]);
    expect(new TextDecoder('utf-8', { fatal: true }).decode(file.bytes).split('\r\n')[1]).toBe(
      '000123456789,1001,2026-03-10,123.45,"Pool Co LLC , ""Blue""",I',
    );
  });

  it('fixed layout is printable ASCII in 86-character records whatever the payee', () => {
    const file = positivePayFile('fixed', [
      check('1001', { payee }),
      check('77', { payee: 'Søren Strauß' }),
    ]);
    expect(file.contentType).toBe('text/plain; charset=us-ascii');
    expect([...file.bytes].every((b) => (b >= 0x20 && b <= 0x7e) || b === 0x0d || b === 0x0a)).toBe(
      true,
    );
    const lines = new TextDecoder('ascii').decode(file.bytes).split('\r\n');
    expect(lines.slice(0, 3).map((l) => l.length)).toEqual([86, 86, 86]);
    expect(lines[0]?.slice(46)).toMatch(/^SOCI/);
  });
});

describe('positive pay check numbers that fit', () => {
  it('fixed layout takes 1-10 digits only: HW-77 is refused by the writer, never written as 0000000077', () => {
    expect(() => writePositivePayFixed([check('HW-77')])).toThrow(PositivePayCheckNumberError);
    expect(() => writePositivePayFixed([check('HW-77')])).toThrow(
      "Check number HW-77 does not fit the bank's positive pay layout (fixed: up to 10 digits).",
    );
    for (const bad of ['12345678901', '', ' 77', '77 ', '7-7', '１２３', '1e3'])
      expect(() => writePositivePayFixed([check('1001'), check(bad)]), bad).toThrow(
        PositivePayCheckNumberError,
      );
  });

  it('fixed layout writes 1-10 digit check numbers as they are, zero-filled to 10', () => {
    const lines = writePositivePayFixed([check('7'), check('0077'), check('2147483647')]).split(
      '\r\n',
    );
    expect(lines.map((l) => l.slice(16, 26))).toEqual([
      '0000000007',
      '0000000077',
      '2147483647',
      '0000000003',
      '',
    ]);
    expect(checkNumberProblem('fixed', '9999999999')).toBeNull();
    expect(checkNumberProblem('fixed', '12345678901')).toBe(
      "Check number 12345678901 does not fit the bank's positive pay layout (fixed: up to 10 digits).",
    );
  });

  it('CSV layout takes any check number up to 25 characters without control characters, unchanged', () => {
    const text = writePositivePayCsv([check('HW-77'), check('12345678901'), check('A'.repeat(25))]);
    expect(text.split('\r\n').map((line) => line.split(',')[1])).toEqual([
      'CheckNumber',
      'HW-77',
      '12345678901',
      'A'.repeat(25),
      undefined,
    ]);
    expect(checkNumberProblem('csv', 'Nº 12/3')).toBeNull();
    expect(checkNumberProblem('csv', 'A'.repeat(26))).toBe(
      `Check number ${'A'.repeat(26)} does not fit the bank's positive pay layout (csv: up to 25 characters, no control characters).`,
    );
    expect(checkNumberProblem('csv', '12\t3')).toBe(
      "Check number 12\\u00093 does not fit the bank's positive pay layout (csv: up to 25 characters, no control characters).",
    );
    expect(() => writePositivePayCsv([check('12\n3')])).toThrow(PositivePayCheckNumberError);
    expect(() => writePositivePayCsv([check('')])).toThrow(PositivePayCheckNumberError);
  });

  it('names the first check not yet sent that does not fit, and how many more', () => {
    expect(pendingCheckNumbersDoNotFit('fixed', ['HW-77'])).toBe(
      "Check number HW-77 does not fit the bank's positive pay layout (fixed: up to 10 digits). Checks not yet sent, and outstanding checks whose void may yet be sent, must fit the layout.",
    );
    expect(pendingCheckNumbersDoNotFit('fixed', ['HW-77', '12345678901', 'X'])).toMatch(
      /^Check number HW-77 .* 2 more checks do not fit either\.$/,
    );
  });
});
