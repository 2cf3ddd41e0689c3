import type { Bank, BankAccount } from '@hoa/contract';
import { NachaOriginMessages } from '@hoa/domain';
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
        AchCompanyIdentification: null,
      },
    });
  });
  it('NACHA: offers 1 + the EIN as the ACH company identification and refuses one that is not 10 letters or digits', () => {
    const account: BankAccount = {
      TopsAgentBankId: 3,
      BankAgentId: 9,
      BankName: 'Lakeside',
      CommunityAgentId: 4,
      CommunityName: 'Oak Ridge',
      AccountName: 'Operating',
      AccountNumber: '****8800',
      RoutingNumber: '021000021',
      UseDefaultRouting: false,
      TopsAccountId: null,
      GlAccountNumber: null,
      GlAccountName: null,
      NextCheckNumber: 1000,
      AchCompanyIdentification: null,
      ProposedAchCompanyIdentification: '1123456789',
      IsPrimary: true,
      IsRemoved: false,
      Balance: null,
    };
    const values = toFormValues(account, '8800', { bank: undefined, communityAgentId: 4 });
    expect(values.AchCompanyIdentification).toBe('1123456789');
    const saved = toSaveBody(values, account, bank('021000021', false));
    expect(saved).toMatchObject({ body: { AchCompanyIdentification: '1123456789' } });
    expect(
      toSaveBody({ ...values, AchCompanyIdentification: '12-3456789' }, account, undefined),
    ).toEqual({
      errors: { AchCompanyIdentification: NachaOriginMessages.companyIdentificationFormat },
    });
  });
});
