import { describe, expect, it } from 'vitest';
import { boardNextStep, boardReportsAllowed } from './board-portal';

describe('boardNextStep', () => {
  it('tells when an invoice is due, or only that approval lets it be paid', () => {
    expect(boardNextStep({ kind: 'Invoice', dueDate: '2026-12-01' })).toBe(
      'Due 12/01/2026: it is paid once the board approves it.',
    );
    expect(boardNextStep({ kind: 'Invoice', dueDate: null })).toBe(
      'It is paid once the board approves it.',
    );
  });

  it('tells the day an architectural request is decided by', () => {
    expect(boardNextStep({ kind: 'Architectural', decisionDate: '2027-01-15' })).toBe(
      'The request is decided by 01/15/2027, once the votes are in.',
    );
  });
});

describe('boardReportsAllowed', () => {
  it('always shows the financial statements, and the others only where allowed', () => {
    expect(boardReportsAllowed(['CashFlow']).map((r) => r.Key)).toEqual([
      'BalanceSheet',
      'IncomeStatement',
      'CashFlow',
    ]);
  });
});
