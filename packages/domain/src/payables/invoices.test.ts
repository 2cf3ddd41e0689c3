import { describe, expect, it } from 'vitest';
import {
  InvoiceMessages as M,
  invoiceLinesProblem,
  undistributedCents,
  withoutApprovalNote,
} from './invoices';

describe('invoiceLinesProblem', () => {
  it('accepts lines totalling the amount, and no lines at all', () => {
    const lines = [
      { accountId: 1, amountCents: 6000 },
      { accountId: 2, amountCents: 4000 },
    ];
    expect(invoiceLinesProblem(10_000, lines)).toBeNull();
    expect(invoiceLinesProblem(10_000, [])).toBeNull();
  });

  it('refuses a bad amount, a line without account or amount, and a wrong total', () => {
    expect(invoiceLinesProblem(0, [])).toBe(M.amountPositive);
    expect(invoiceLinesProblem(100, [{ accountId: null, amountCents: 100 }])).toBe(M.lineAccount);
    expect(invoiceLinesProblem(100, [{ accountId: 1, amountCents: 0 }])).toBe(M.lineAmount);
    expect(invoiceLinesProblem(100, [{ accountId: 1, amountCents: 99 }])).toBe(M.linesTotal);
  });

  it('tells what is left to distribute', () => {
    expect(undistributedCents(10_000, [{ accountId: 1, amountCents: 2500 }])).toBe(7500);
    expect(undistributedCents(100, [{ accountId: 1, amountCents: 150 }])).toBe(-50);
  });
});

describe('withoutApprovalNote', () => {
  it('says invoices post without approval with no group, or under the lowest level', () => {
    expect(withoutApprovalNote([])).toBe(M.postsWithoutApproval);
    expect(withoutApprovalNote([500_000, 1_000_000])).toBe(
      'Invoices under $5,000.00 post without approval in this community; from $5,000.00 they go to its approval groups.',
    );
    expect(withoutApprovalNote([0, 100_000])).toBeNull();
  });
});
