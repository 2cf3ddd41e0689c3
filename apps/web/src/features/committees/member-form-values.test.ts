import type { CommitteeMember } from '@hoa/contract';
import { describe, expect, it } from 'vitest';
import { roleLabel, toFormValues, toSaveBody, validateMember } from './member-form-values';

const member: CommitteeMember = {
  committeeMemberSettingsId: 7,
  CommitteeAgentId: 3,
  CommitteeMemberTypeId: 2,
  ExpirationDate: '2027-06-30',
  Agent: { TopsAgentId: 40, TopsAgentTypeId: 11, CommunityAgentId: 1 },
  Contact: { DisplayName: 'Ana Reyes', FirstName: 'Ana', MiddleName: null, LastName: 'Reyes' },
  PrimaryEmailAddress: 'ana@example.com',
  Phones: [
    {
      PhoneId: 1,
      PhoneTypeId: 2,
      AreaCode: '609',
      PhoneNumber: '5550101',
      Extension: null,
      IsPrimary: true,
    },
    {
      PhoneId: 2,
      PhoneTypeId: 1,
      AreaCode: '212',
      PhoneNumber: '5550199',
      Extension: '12',
      IsPrimary: false,
    },
  ],
  Addresses: [],
  WebAddresses: [
    { WebAddressId: 5, WebAddressTypeId: 1, Address: 'https://ana.example.com', IsPrimary: true },
    { WebAddressId: 6, WebAddressTypeId: 2, Address: 'ana@example.com', IsPrimary: false },
  ],
};

describe('committee member form', () => {
  it('starts a new member as Member without expiration', () => {
    expect(toFormValues(undefined)).toMatchObject({
      CommitteeMemberTypeId: 6,
      ExpirationMonth: null,
      ExpirationYear: null,
    });
  });
  it('shows the spec’s messages for a nameless contact and a half expiration', () => {
    const values = { ...toFormValues(undefined), LastName: 'Reyes', ExpirationYear: 2027 };
    expect(validateMember(values, undefined)).toEqual({
      FirstName: 'Invalid contact information',
      ExpirationMonth: 'incomplete expiration',
    });
    const phone = { ...toFormValues(member), AreaCode: '60' };
    expect(validateMember(phone, member).AreaCode).toBe('Area code must be exactly 3 digits.');
  });
  it('replaces the primary phone and email and sends the others back', () => {
    const values = { ...toFormValues(member), AreaCode: '732', Email: 'ana.reyes@example.com' };
    expect(values.ExpirationMonth).toBe(6);
    const body = toSaveBody(values, 3, member);
    expect(body.Phones?.map((p) => [p.AreaCode, p.IsPrimary])).toEqual([
      ['732', true],
      ['212', false],
    ]);
    expect(body.WebAddresses?.map((w) => w.Address)).toEqual([
      'ana.reyes@example.com',
      'https://ana.example.com',
    ]);
  });
  it('sends only the seat for an owner, whose contact stays on their profile', () => {
    const owner = { ...member, Agent: { ...member.Agent, TopsAgentTypeId: 5 } };
    const body = toSaveBody(toFormValues(owner), 3, owner);
    expect(body).toEqual({
      committeeMemberSettingsId: 7,
      CommitteeAgentId: 3,
      CommitteeMemberTypeId: 2,
      ExpirationMonth: 6,
      ExpirationYear: 2027,
    });
    expect(validateMember({ ...toFormValues(owner), FirstName: '' }, owner)).toEqual({});
    expect(roleLabel('Vice_President')).toBe('Vice President');
  });
});
