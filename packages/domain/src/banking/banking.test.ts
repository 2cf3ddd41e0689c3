import { describe, expect, it } from 'vitest';
import {
  cancelReasonProblem,
  FundsTransferMessages as M,
  fundsTransferProblem,
} from './funds-transfer';
import { PositivePayMessages, writePositivePayCsv, writePositivePayFixed } from './positive-pay';

describe('funds transfer validations', () => {
  const ok = { fromBankAccountId: 1, toBankAccountId: 2, amountCents: 500, reference: 'Move' };
  it('needs both accounts, a positive amount within the balance and a short reference', () => {
    expect(fundsTransferProblem(ok, 500)).toBeNull();
    expect(fundsTransferProblem({ ...ok, fromBankAccountId: null }, 500)).toBe(M.fromRequired);
    expect(fundsTransferProblem({ ...ok, toBankAccountId: null }, 500)).toBe(M.toRequired);
    expect(fundsTransferProblem({ ...ok, toBankAccountId: 1 }, 500)).toBe(M.sameAccount);
    expect(fundsTransferProblem({ ...ok, amountCents: 0 }, 500)).toBe(M.amountPositive);
    expect(fundsTransferProblem(ok, 499)).toBe(
      'The amount is more than the balance of the account transferred from ($4.99).',
    );
    expect(fundsTransferProblem({ ...ok, reference: 'x'.repeat(101) }, 500)).toBe(
      M.referenceTooLong,
    );
    expect(fundsTransferProblem({ ...ok, reference: 'x'.repeat(100) }, 500)).toBeNull();
  });
  it('needs a cancellation reason of 1 to 100 characters', () => {
    expect(cancelReasonProblem('  ')).toBe(M.reasonRequired);
    expect(cancelReasonProblem('x'.repeat(101))).toBe(M.reasonTooLong);
    expect(cancelReasonProblem('Entered twice')).toBeNull();
  });
});

describe('positive pay layouts', () => {
  const checks = [
    {
      accountNumber: '000123456789',
      checkNumber: '1001',
      issueDate: '2026-03-10',
      amountCents: 25_000,
      payee: 'Acme Landscaping, Inc.',
      record: 'I' as const,
    },
    {
      accountNumber: '000123456789',
      checkNumber: '1002',
      issueDate: '2026-03-11',
      amountCents: 1_234_56,
      payee: 'Pool "Blue" Co',
      record: 'V' as const,
    },
  ];
  it('writes the CSV layout', () => {
    expect(writePositivePayCsv(checks)).toBe(
      'AccountNumber,CheckNumber,IssueDate,Amount,Payee,Status\r\n' +
        '000123456789,1001,2026-03-10,250.00,"Acme Landscaping, Inc.",I\r\n' +
        '000123456789,1002,2026-03-11,1234.56,"Pool ""Blue"" Co",V\r\n',
    );
  });
  it('writes the fixed-width layout', () => {
    const lines = writePositivePayFixed(checks).split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toBe('');
    expect(lines.slice(0, 3).every((l) => l.length === 86)).toBe(true);
    expect(lines[0]).toBe(
      'I000000123456789000000100103102026000000025000ACME LANDSCAPING, INC.                  ',
    );
    expect(lines[1]?.slice(0, 46)).toBe('V000000123456789000000100203112026000000123456');
    expect(lines[2]?.trimEnd()).toBe('T000000123456789000000000200000014845' + '6');
  });
  it('keeps the spec texts', () => {
    expect(PositivePayMessages.nothingToSend).toBe(
      'There were no recent checks to be sent for Positive Pay.',
    );
    expect(PositivePayMessages.sendFailed).toBe('Error sending positive pay.');
  });
});
