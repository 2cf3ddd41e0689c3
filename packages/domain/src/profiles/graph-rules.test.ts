import { describe, expect, it } from 'vitest';
import { AgentTypeId as A } from '../static-data/agent-types';
import { AddressTypeId, PhoneTypeId, WebAddressTypeId } from '../static-data/contact-types';
import { contactListsProblem, primaryEmailOf, withOnePrimary } from './graph-rules';

describe('contactListsProblem', () => {
  const home: { AddressTypeId: number; CountryId: number; StateId: number | null } = {
    AddressTypeId: AddressTypeId.Home,
    CountryId: 195,
    StateId: 57,
  };
  const lists = {
    Addresses: [home],
    Phones: [{ PhoneTypeId: PhoneTypeId.Mobile }],
    WebAddresses: [{ WebAddressTypeId: WebAddressTypeId.Email }],
  };

  it('accepts known types, a known country and a state of 1-66', () => {
    expect(contactListsProblem(A.Owner, lists)).toBeNull();
    expect(
      contactListsProblem(A.Owner, {
        ...lists,
        Addresses: [{ ...home, StateId: null, CountryId: 41 }],
      }),
    ).toBeNull();
  });

  it('refuses an address type the agent kind does not use', () => {
    expect(contactListsProblem(A.Community, lists)).toBe(
      'The Home address type is not used for a community.',
    );
    expect(
      contactListsProblem(A.Client, {
        ...lists,
        Addresses: [{ ...home, AddressTypeId: AddressTypeId.Billing }],
      }),
    ).toBe('The Billing address type is not used for a client.');
  });

  it('refuses unknown ids', () => {
    const withAddress = (change: Partial<typeof home>) => ({
      ...lists,
      Addresses: [{ ...home, ...change }],
    });
    expect(contactListsProblem(A.Owner, withAddress({ AddressTypeId: 13 }))).toBe(
      'Unknown address type.',
    );
    expect(contactListsProblem(A.Owner, withAddress({ CountryId: 999 }))).toBe('Unknown country.');
    expect(contactListsProblem(A.Owner, withAddress({ StateId: 67 }))).toBe('Unknown state.');
    expect(contactListsProblem(A.Owner, { ...lists, Phones: [{ PhoneTypeId: 7 }] })).toBe(
      'Unknown phone type.',
    );
    expect(
      contactListsProblem(A.Owner, { ...lists, WebAddresses: [{ WebAddressTypeId: 8 }] }),
    ).toBe('Unknown web address type.');
  });
});

describe('withOnePrimary', () => {
  it('keeps the first marked row primary and clears the others', () => {
    const rows = [{ IsPrimary: false }, { IsPrimary: true }, { IsPrimary: true }];
    expect(withOnePrimary(rows).map((r) => r.IsPrimary)).toEqual([false, true, false]);
  });

  it('makes the first row primary when none is marked', () => {
    expect(withOnePrimary([{ IsPrimary: false }, { IsPrimary: false }])).toEqual([
      { IsPrimary: true },
      { IsPrimary: false },
    ]);
    expect(withOnePrimary([])).toEqual([]);
  });
});

describe('primaryEmailOf', () => {
  const site = { WebAddressTypeId: WebAddressTypeId.Website, Address: 'x.com', IsPrimary: true };
  const first = { WebAddressTypeId: WebAddressTypeId.Email, Address: 'a@x.com', IsPrimary: false };
  const second = { WebAddressTypeId: WebAddressTypeId.Email, Address: 'b@x.com', IsPrimary: true };

  it('prefers the typed address, then the primary email, then the first email', () => {
    expect(primaryEmailOf('typed@x.com', [first])).toBe('typed@x.com');
    expect(primaryEmailOf(null, [site, first, second])).toBe('b@x.com');
    expect(primaryEmailOf(null, [site, first])).toBe('a@x.com');
    expect(primaryEmailOf(null, [site])).toBeNull();
  });
});
