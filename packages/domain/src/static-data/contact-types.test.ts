import { describe, expect, it } from 'vitest';
import {
  AddressTypes,
  CommitteeMemberTypes,
  CommunityTypes,
  DefaultCommitteeMemberTypeId,
  PhoneTypes,
  WebAddressTypes,
  addressTypesForAgentType,
} from './contact-types';

// Numbers a list the spec writes as '(A, B, C)' from 1 in its order.
const numbered = (spec: string): [number, string][] =>
  spec.split(', ').map((name, index) => [index + 1, name]);

describe('contact lists of spec 1 §3.2', () => {
  it('has the phone types', () => {
    expect(PhoneTypes.map((row) => [row.PhoneTypeId, row.PhoneTypeName])).toEqual(
      numbered('Work, Home, Fax, Mobile, Main, Other'),
    );
  });

  it('has the web address types', () => {
    expect(WebAddressTypes.map((row) => [row.WebAddressTypeId, row.WebAddressTypeName])).toEqual(
      numbered('Website, Email, Facebook, Twitter, Pinterest, Blog, Other'),
    );
  });

  it('has the address types', () => {
    expect(AddressTypes.map((row) => [row.AddressTypeId, row.AddressTypeName])).toEqual(
      numbered(
        'Main, Home, Work, Other, Return Payment, Lockbox, CommunityOffice, Management Office, ' +
          'Alternate, Billing, Property, Shipping',
      ),
    );
  });

  it('gives clients Main and Other, communities their five, others all', () => {
    const names = (agentTypeId: number): string[] =>
      addressTypesForAgentType(agentTypeId).map((row) => row.AddressTypeName);
    expect(names(19)).toEqual(['Main', 'Other']);
    expect(names(2)).toEqual([
      'Main',
      'Return Payment',
      'Lockbox',
      'CommunityOffice',
      'Management Office',
    ]);
    expect(addressTypesForAgentType(5)).toEqual(AddressTypes);
  });

  it('has the committee roles, Member by default', () => {
    expect(
      CommitteeMemberTypes.map((row) => [row.CommitteeMemberTypeId, row.CommitteeMemberTypeName]),
    ).toEqual(numbered('President, Vice_President, Treasurer, Secretary, Director, Member'));
    expect(DefaultCommitteeMemberTypeId).toBe(6);
  });

  it('has the community types', () => {
    expect(CommunityTypes.map((row) => [row.CommunityTypeId, row.CommunityTypeName])).toEqual(
      numbered('HOA, Condo, Co-Op'),
    );
  });
});
