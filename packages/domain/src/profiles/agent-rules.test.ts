import { describe, expect, it } from 'vitest';
import { AgentTypeId as A, AgentTypes } from '../static-data/agent-types';
import { AddressTypeId } from '../static-data/contact-types';
import {
  canHoldDelinquencyNotice,
  childLinkGroupsFor,
  isAddressTypeAllowed,
  parentProblem,
  requiredParentTypeIds,
} from './agent-rules';
import { agentTypeLabel, agentTypeNoun } from './agent-type-label';
import { ProfileMessages } from './profile-messages';

describe('agentTypeLabel', () => {
  it('turns the spec spellings into words', () => {
    expect(agentTypeLabel(A.PrimaryOwner)).toBe('Primary owner');
    expect(agentTypeLabel(A.CommitteeMember)).toBe('Committee member');
    expect(agentTypeLabel(A.WorkersCompensationInsurance)).toBe('Workers compensation insurance');
    expect(agentTypeLabel(A.Owner)).toBe('Owner');
    expect(agentTypeNoun(A.PreviousOwner)).toBe('previous owner');
    expect(agentTypeLabel(21)).toBe('');
  });

  it('labels every agent type', () => {
    for (const row of AgentTypes) expect(agentTypeLabel(row.TopsAgentTypeId)).not.toBe('');
  });
});

describe('parents', () => {
  it('places the owner-like types 4, 5, 16 and 20 under a property', () => {
    for (const id of [A.PrimaryOwner, A.Owner, A.Renter, A.PreviousOwner]) {
      expect(requiredParentTypeIds(id)).toEqual([A.Property]);
      expect(parentProblem(id, A.Property)).toBeNull();
    }
    expect(parentProblem(A.Owner, A.Community)).toBe('An owner must be placed under a property.');
    expect(parentProblem(A.Renter, null)).toBe('A renter must be placed under a property.');
    expect(parentProblem(A.PreviousOwner, null)).toBe(
      'A previous owner must be placed under a property.',
    );
  });

  it('places properties under a community and vendor contacts under a vendor', () => {
    expect(parentProblem(A.Property, A.Community)).toBeNull();
    expect(parentProblem(A.Property, null)).toBe('A property must be placed under a community.');
    expect(parentProblem(A.VendorContact, A.GlobalVendor)).toBeNull();
    expect(parentProblem(A.VendorContact, A.Bank)).toBe(
      'A vendor contact must be placed under a vendor or a global vendor.',
    );
  });

  it('lets other kinds stand alone', () => {
    expect(parentProblem(A.Vendor, null)).toBeNull();
    expect(parentProblem(A.Community, null)).toBeNull();
    expect(parentProblem(A.Contact, A.Vendor)).toBeNull();
  });
});

describe('address types per agent kind', () => {
  it('gives clients Main and Other, communities their five, and others all twelve', () => {
    expect(isAddressTypeAllowed(A.Client, AddressTypeId.Main)).toBe(true);
    expect(isAddressTypeAllowed(A.Client, AddressTypeId.Home)).toBe(false);
    expect(isAddressTypeAllowed(A.Community, AddressTypeId.Lockbox)).toBe(true);
    expect(isAddressTypeAllowed(A.Community, AddressTypeId.Home)).toBe(false);
    expect(isAddressTypeAllowed(A.Owner, AddressTypeId.Shipping)).toBe(true);
  });

  it('names the refused type in the message', () => {
    expect(ProfileMessages.addressTypeNotAllowed('Home', agentTypeNoun(A.Community))).toBe(
      'The Home address type is not used for a community.',
    );
    expect(ProfileMessages.addressTypeNotAllowed('Work', agentTypeNoun(A.Owner))).toBe(
      'The Work address type is not used for an owner.',
    );
  });
});

describe('child link groups', () => {
  it("counts a community's properties, owners, renters, committees, amenities and bank accounts", () => {
    expect(childLinkGroupsFor(A.Community).map((g) => [g.Name, g.AgentTypeIds])).toEqual([
      ['Properties', [3]],
      ['Owners', [4, 5]],
      ['Renters', [16]],
      ['Committees', [10]],
      ['Amenities', [8]],
      ['Bank accounts', []],
    ]);
  });

  it("counts a property's owners, renters, previous owners and visitors", () => {
    expect(childLinkGroupsFor(A.Property).map((g) => [g.Key, g.AgentTypeIds])).toEqual([
      ['owners', [4, 5]],
      ['renters', [16]],
      ['previousOwners', [20]],
      ['visitors', [17]],
    ]);
    expect(childLinkGroupsFor(A.Property).map((g) => g.AddAgentTypeId)).toEqual([5, 16, 20, 17]);
    expect(childLinkGroupsFor(A.Owner)).toEqual([]);
  });
});

describe('delinquency notice hold', () => {
  it('applies to properties and owner-like types only', () => {
    expect([3, 4, 5, 16, 20].map(canHoldDelinquencyNotice)).toEqual([true, true, true, true, true]);
    expect([2, 7, 17].map(canHoldDelinquencyNotice)).toEqual([false, false, false]);
  });
});
