import type { Bank } from '@hoa/contract';
import { describe, expect, it } from 'vitest';
import { defaultRoutingFor, toFormValues, toSaveBody } from './account-form-values';

const bank = (routing: string | null, usesDefault: boolean): Bank => ({
  TopsAgentId: 9,
  DisplayName: 'Lakeside',
  CompanyName: 'Lakeside',
  Alias: null,
  RoutingNumber: routing,
  UsesDefaultRouting: usesDefault,
  AccountCount: 0,
  CommunityCount: 0,
});

describe('bank account form', () => {
  it('takes the default routing when the bank has a number, and warns when it has none', () => {
    expect(defaultRoutingFor(bank('021000021', true))).toEqual({ use: true, warn: false });
    expect(defaultRoutingFor(bank(null, true))).toEqual({ use: false, warn: true });
    expect(defaultRoutingFor(bank(null, false))).toEqual({ use: false, warn: false });
  });
  it('starts checks at 1000 and refuses a routing number failing the checksum', () => {
    const values = toFormValues(undefined, '', { bank: bank(null, true), communityAgentId: 4 });
    expect(values).toMatchObject({ BankId: '9', CommunityId: '4', NextCheckNumber: 1000 });
    const result = toSaveBody(
      { ...values, AccountName: 'Reserve', AccountNumber: '8800', Routing: '021000022' },
      undefined,
      bank(null, true),
    );
    expect(result).toEqual({
      errors: { Routing: 'The routing number must be 9 digits with a valid ABA check digit.' },
    });
  });
  it('builds the body of a new account on the bank’s default routing', () => {
    const values = toFormValues(undefined, '', {
      bank: bank('021000021', true),
      communityAgentId: 4,
    });
    const result = toSaveBody(
      { ...values, AccountName: 'Reserve', AccountNumber: '8800' },
      undefined,
      bank('021000021', true),
    );
    expect(result).toEqual({
      body: {
        BankId: 9,
        CommunityId: 4,
        AccountName: 'Reserve',
        AccountNumber: '8800',
        UseDefaultRouting: true,
        Routing: null,
        IsPrimary: false,
        NextCheckNumber: 1000,
        TopsAccountId: null,
      },
    });
  });
});
