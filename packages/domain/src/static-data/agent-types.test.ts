import { describe, expect, it } from 'vitest';
import {
  AgentTypeId,
  AgentTypes,
  OwnerLikeAgentTypeIds,
  findAgentType,
  isOwnerLikeAgentType,
} from './agent-types';

// Spec 1 §3.1, verbatim.
const spec =
  'Organization 1, Community 2, Property 3, PrimaryOwner 4, Owner 5, Bank 6, Vendor 7, Amenity 8, ' +
  'Attorney 9, Committee 10, Committee_Member 11, Contact 12, User 13, Insurance_Policy 14, ' +
  'Global_Vendor 15, Renter 16, Visitor 17, Automation_Agent 18, Client 19, Previous_Owner 20, ' +
  'Liability_Insurance 22, Vendor_Contact 23, Partner 24, Workers_Compensation_Insurance 25, ' +
  'Bank_Contact 26, External_Email_Recipient 27, Vendor_Car_Insurance 28';

const specPairs = spec.split(', ').map((entry) => {
  const [name = '', id = ''] = entry.split(' ');
  return [Number(id), name] as const;
});

describe('AgentTypes', () => {
  it('lists the 27 types of spec 1 §3.1 (ids 1-28 but 21) with their ids and spellings', () => {
    expect(specPairs).toHaveLength(27);
    expect(AgentTypes.map((row) => [row.TopsAgentTypeId, row.AgentTypeName])).toEqual(specPairs);
  });

  it('has no id 21 and unique ids', () => {
    const ids = AgentTypes.map((row) => row.TopsAgentTypeId);
    expect(ids).not.toContain(21);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('matches the id object', () => {
    expect(AgentTypeId.Community).toBe(2);
    expect(AgentTypeId.Client).toBe(19);
    expect(AgentTypeId.VendorCarInsurance).toBe(28);
    expect(Object.values(AgentTypeId)).toEqual(AgentTypes.map((row) => row.TopsAgentTypeId));
  });

  it('knows the owner-like types 4, 5, 16, 20', () => {
    expect(OwnerLikeAgentTypeIds).toEqual([4, 5, 16, 20]);
    expect(isOwnerLikeAgentType(16)).toBe(true);
    expect(isOwnerLikeAgentType(3)).toBe(false);
  });

  it('finds a type by id', () => {
    expect(findAgentType(11)?.AgentTypeName).toBe('Committee_Member');
    expect(findAgentType(21)).toBeUndefined();
  });
});
