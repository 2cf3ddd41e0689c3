import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postingProblem, reverseLine, signedCents, type PostingLine } from './posting';

const entry = (lines: PostingLine[]) => ({
  itemId: 7,
  communityAgentId: 1,
  postDate: '2026-01-05',
  lines,
});
const dr = (accountId: number, cents: number): PostingLine => ({
  accountId,
  debitCents: cents,
  creditCents: 0,
});
const cr = (accountId: number, cents: number): PostingLine => ({
  accountId,
  debitCents: 0,
  creditCents: cents,
});

describe('posting rules', () => {
  it('accepts a balanced entry', () => {
    expect(postingProblem(entry([dr(1, 12_345), cr(2, 12_000), cr(3, 345)]))).toBeNull();
  });
  it('names the imbalance in dollars', () => {
    expect(postingProblem(entry([dr(1, 10_000), cr(2, 9_999)]))).toBe(
      'Entry 7 is out of balance: debits $100.00 and credits $99.99.',
    );
  });
  it('refuses one-line entries, two-sided lines, zero lines and fractional cents', () => {
    expect(postingProblem(entry([dr(1, 5)]))).toMatch(/two lines/);
    expect(
      postingProblem(entry([{ accountId: 1, debitCents: 5, creditCents: 5 }, cr(2, 0)])),
    ).toMatch(/debit or a credit/);
    expect(postingProblem(entry([dr(1, 0), cr(2, 0)]))).toMatch(/debit or a credit/);
    expect(postingProblem(entry([dr(1, 1.5), cr(2, 1.5)]))).toMatch(/whole number of cents/);
  });
  it('a reversal of any balanced entry is balanced and nets every account to zero', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 12 }),
        (amounts) => {
          const total = amounts.reduce((a, b) => a + b, 0);
          const lines = [...amounts.map((a, i) => dr(i + 10, a)), cr(1, total)];
          const reversed = lines.map(reverseLine);
          expect(postingProblem(entry(reversed))).toBeNull();
          const net = [...lines, ...reversed].reduce((sum, l) => sum + signedCents(l), 0);
          expect(net).toBe(0);
        },
      ),
      { numRuns: 200 },
    );
  });
});
