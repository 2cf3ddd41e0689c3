import { describe, expect, it } from 'vitest';
import {
  BankServiceTypes,
  BankSetupMessages,
  bankServiceScope,
  connectionProblem,
  subscriptionProblem,
} from './bank-services';
import { ValidationExportMessages, writeStandardValidationFile } from './validation-export';

describe('bank services', () => {
  it('maps service type ids 1-8 to scopes: lockbox 2, validation 3, reconciliation 1', () => {
    expect(BankServiceTypes.map((s) => [s.SettingType, s.BankServiceId, s.Scope])).toEqual([
      ['validation', 1, 3],
      ['autoReconciliation', 2, 1],
      ['lockbox', 3, 2],
      ['bankStatement', 4, 4],
      ['realTimeBalance', 5, 5],
      ['positivePay', 6, 6],
      ['accountFundsTransfer', 7, 7],
      ['stopCheckPayment', 8, 8],
    ]);
    expect(bankServiceScope(9)).toBe(9);
  });

  it('accepts a file connection as is and wants both values of a provider', () => {
    expect(connectionProblem({ BankServiceName: 'FILE' })).toBeNull();
    expect(connectionProblem({ BankServiceName: 'MOO', ConnectionValue1: 'user' })).toBe(
      'All fields are required.',
    );
    expect(
      connectionProblem({ BankServiceName: 'TFC', ConnectionValue1: ' ', ConnectionValue2: 'x' }),
    ).toBe(BankSetupMessages.allFieldsRequired);
    expect(
      connectionProblem({
        BankServiceName: 'AGGREGATOR',
        ConnectionValue1: 'u',
        ConnectionValue2: 'p',
      }),
    ).toBeNull();
  });

  it('needs an enabled community unless the service skips communities', () => {
    expect(subscriptionProblem(3, 0)).toBe('Need at least one enabled community.');
    expect(subscriptionProblem(3, 1)).toBeNull();
    expect(subscriptionProblem(4, 0)).toBeNull();
    expect(subscriptionProblem(42, 1)).toBe('Unknown bank service 42.');
  });
});

describe('standard validation file', () => {
  it('writes a header and one CRLF line per owner, quoting where needed', () => {
    const file = writeStandardValidationFile([
      {
        LockboxId: 'LB-1001',
        BankAccountNumber: '000123456789',
        CommunityName: 'Oak Park HOA',
        OwnerAccountNumber: 'A-001',
        OwnerName: 'Smith, Ann',
        PropertyAddress: '100 Oak Street',
        BalanceDue: 25_005,
      },
      {
        LockboxId: 'LB-1001',
        BankAccountNumber: '000123456789',
        CommunityName: 'Oak Park HOA',
        OwnerAccountNumber: 'A-002',
        OwnerName: 'Bo "B" Lee',
        PropertyAddress: '',
        BalanceDue: -1_000,
      },
    ]);
    expect(file).toBe(
      'LockboxId,BankAccountNumber,CommunityName,OwnerAccountNumber,OwnerName,PropertyAddress,BalanceDue\r\n' +
        'LB-1001,000123456789,Oak Park HOA,A-001,"Smith, Ann",100 Oak Street,250.05\r\n' +
        'LB-1001,000123456789,Oak Park HOA,A-002,"Bo ""B"" Lee",,-10.00\r\n',
    );
    expect(ValidationExportMessages.noLockboxId).toBe(
      'None of the associated Bank Accounts have a Lockbox ID',
    );
    expect(ValidationExportMessages.unknownFile(7)).toBe('Unknown validation file id 7');
  });
});
