import { describe, expect, it } from 'vitest';
import { calledWith, mayCall, type Caller } from './endpoint';
import { contract } from './index';

const caller = (grants: Caller['grants']): Caller => ({ grants, isSystemAdmin: false });
const bankReader = caller([
  { Claim: 'bank', CanCreate: false, CanRead: true, CanUpdate: false, CanDelete: false },
]);
const bankKeeper = caller([
  { Claim: 'bank', CanCreate: true, CanRead: true, CanUpdate: true, CanDelete: false },
]);

describe('calledWith', () => {
  it('keeps the declared access and adds the one the input needs', () => {
    const calls = calledWith(contract.banks.SaveBankAccount, { claim: 'bank', level: 'create' });
    expect(calls.map((call) => call.access)).toEqual([
      { claim: 'bank', level: 'read' },
      { claim: 'bank', level: 'create' },
    ]);
    expect(calls.every((call) => mayCall(call, bankReader))).toBe(false);
    expect(calls.every((call) => mayCall(call, bankKeeper))).toBe(true);
  });

  it('gives an endpoint without a declared access the one the input needs', () => {
    const calls = calledWith(contract.banks.SaveBank, { claim: 'bank', level: 'update' });
    expect(calls.map((call) => call.access)).toEqual([{ claim: 'bank', level: 'update' }]);
    expect(calls.map((call) => call.path)).toEqual([contract.banks.SaveBank.path]);
  });
});
