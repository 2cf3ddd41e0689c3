import { describe, expect, it } from 'vitest';
import { AgentTypeId } from '@hoa/domain';
import {
  agentTypeSlug,
  profileAddRoute,
  profileEditRoute,
  profileViewRoute,
  ProfileRouteTypes,
} from './profile-links';

describe('profile routes', () => {
  it('names every agent type of spec 1 §2.1 in its routes', () => {
    expect(ProfileRouteTypes).toHaveLength(27);
    expect(ProfileRouteTypes.map((t) => t.slug)).toEqual([
      'organization',
      'community',
      'property',
      'primary-owner',
      'owner',
      'bank',
      'vendor',
      'amenity',
      'attorney',
      'committee',
      'committee-member',
      'contact',
      'user',
      'insurance-policy',
      'global-vendor',
      'renter',
      'visitor',
      'automation-agent',
      'client',
      'previous-owner',
      'liability-insurance',
      'vendor-contact',
      'partner',
      'workers-compensation-insurance',
      'bank-contact',
      'external-email-recipient',
      'vendor-car-insurance',
    ]);
  });

  it('builds add, edit and view routes per type, the generic view for an unknown type', () => {
    const owner = { TopsAgentId: 12, TopsAgentTypeId: AgentTypeId.Owner };
    expect(profileViewRoute(owner)).toBe('/owner/view/12');
    expect(profileEditRoute(owner)).toBe('/owner/edit/12');
    expect(profileAddRoute(AgentTypeId.PrimaryOwner, 40)).toBe('/primary-owner/add/40');
    expect(profileAddRoute(AgentTypeId.Vendor, null)).toBe('/vendor/add');
    expect(profileViewRoute({ TopsAgentId: 3, TopsAgentTypeId: 21 })).toBe('/view/3');
    expect(agentTypeSlug(AgentTypeId.VendorCarInsurance)).toBe('vendor-car-insurance');
  });
});
