import { describe, expect, it } from 'vitest';
import {
  amountInWords,
  applyCredits,
  checkMemo,
  checkNumbers,
  micrLine,
  MicrTextSubstitutes,
  planChecks,
} from './checks';

describe('amount in words', () => {
  it('writes dollars and cents', () => {
    expect(amountInWords(0)).toBe('Zero and 00/100 Dollars');
    expect(amountInWords(5)).toBe('Zero and 05/100 Dollars');
    expect(amountInWords(100)).toBe('One and 00/100 Dollars');
    expect(amountInWords(1_999)).toBe('Nineteen and 99/100 Dollars');
    expect(amountInWords(123_456)).toBe('One Thousand Two Hundred Thirty-Four and 56/100 Dollars');
    expect(amountInWords(10_000_000)).toBe('One Hundred Thousand and 00/100 Dollars');
    expect(amountInWords(2_000_040_01)).toBe('Two Million Forty and 01/100 Dollars');
  });

  it('writes large values', () => {
    expect(amountInWords(987_654_321_012_34)).toBe(
      'Nine Hundred Eighty-Seven Billion Six Hundred Fifty-Four Million Three Hundred ' +
        'Twenty-One Thousand Twelve and 34/100 Dollars',
    );
    expect(amountInWords(Number.MAX_SAFE_INTEGER)).toMatch(
      /^Ninety Trillion .* and 91\/100 Dollars$/,
    );
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});

describe('MICR line', () => {
  it('puts check, routing and account between the transit and on-us symbols', () => {
    expect(
      micrLine({ checkNumber: '1001', routingNumber: '011000015', accountNumber: '000123456789' }),
    ).toBe('\u2448001001\u2448 \u2446011000015\u2446 000123456789\u2448');
  });

  it('prints letter substitutes and keeps only digits', () => {
    expect(
      micrLine(
        { checkNumber: 'A-1234567', routingNumber: '0110 0001-5', accountNumber: '12-34 x' },
        MicrTextSubstitutes,
      ),
    ).toBe('C1234567C A011000015A 12-34C');
  });
});

describe('check numbering', () => {
  it('numbers a run from the start', () => {
    expect(checkNumbers(1000, 3)).toEqual(['1000', '1001', '1002']);
    expect(checkNumbers(7, 0)).toEqual([]);
    expect(() => checkNumbers(0, 1)).toThrow(RangeError);
    expect(() => checkNumbers(2_147_483_647, 2)).toThrow(RangeError);
  });
});

describe('planning checks', () => {
  const inv = (itemId: number, vendorAgentId: number, vendorName: string, txnTypeId = 56) => ({
    itemId,
    vendorAgentId,
    vendorName,
    txnTypeId,
    invoiceNumber: `N${String(itemId)}`,
    amountCents: itemId * 100,
  });

  it('combines a vendor’s bills and puts each separate-check invoice on its own check', () => {
    const checks = planChecks([
      inv(1, 10, 'Zeta'),
      inv(2, 20, 'Acme'),
      inv(3, 10, 'Zeta'),
      inv(4, 20, 'Acme', 90),
      inv(5, 20, 'Acme', 90),
    ]);
    expect(checks.map((c) => [c.vendorName, c.txnTypeId, c.invoices.map((i) => i.itemId)])).toEqual(
      [
        ['Acme', 57, [2]],
        ['Acme', 90, [4]],
        ['Acme', 90, [5]],
        ['Zeta', 57, [1, 3]],
      ],
    );
    expect(checks[3]?.amountCents).toBe(400);
  });

  it('writes a memo of invoice numbers cut to one line', () => {
    expect(checkMemo(['A1', 'B2'])).toBe('Inv A1, B2');
    expect(checkMemo(['x'.repeat(200)], 20)).toHaveLength(20);
  });
});

describe('applying credit memos to a check', () => {
  const invoices = [
    { itemId: 1, amountCents: 1_000 },
    { itemId: 2, amountCents: 500 },
  ];

  it('takes credits oldest first while they total less than the check', () => {
    const split = applyCredits(invoices, [
      { creditItemId: 10, openCents: 1_200 },
      { creditItemId: 11, openCents: 400 },
      { creditItemId: 12, openCents: 100 },
    ]);
    expect(split.creditCents).toBe(1_200);
    expect(split.applications).toEqual([
      { creditItemId: 10, invoiceItemId: 1, amountCents: 1_000 },
      { creditItemId: 10, invoiceItemId: 2, amountCents: 200 },
    ]);
    expect(split.cash).toEqual([{ itemId: 2, amountCents: 300 }]);
  });

  it('leaves the check alone when the first credit would cover it', () => {
    const split = applyCredits(invoices, [{ creditItemId: 10, openCents: 1_500 }]);
    expect(split).toEqual({ cash: invoices, applications: [], creditCents: 0 });
  });
});
