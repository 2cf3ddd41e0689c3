import { describe, expect, it } from 'vitest';
import { PortalRole, portalRightsOf } from '@hoa/domain';
import { calledWith, mayCall, mayCallPortal, type Caller } from './endpoint';
import { allEndpoints, contract } from './index';

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

describe('portal rights of owner calls', () => {
  it('are declared by every owner call, and only by owner calls', () => {
    const owner = allEndpoints.filter((endpoint) => endpoint.auth === 'owner');
    expect(owner.length).toBeGreaterThan(30);
    expect(owner.filter((endpoint) => endpoint.portalRight === undefined)).toEqual([]);
    expect(allEndpoints.filter((e) => e.auth !== 'owner' && e.portalRight !== undefined)).toEqual(
      [],
    );
  });

  it('answers a call only to a session holding its right', () => {
    const renter = portalRightsOf(PortalRole.Renter);
    expect(mayCallPortal(contract.portalAccount.GetDocuments, renter)).toBe(true);
    expect(mayCallPortal(contract.portalAccount.GetLedger, renter)).toBe(false);
    const member = portalRightsOf(PortalRole.HouseholdMember);
    expect(mayCallPortal(contract.portalAccount.GetLedger, member)).toBe(true);
    expect(mayCallPortal(contract.portalPayments.MakeOneTimePayment, member)).toBe(false);
  });
});
