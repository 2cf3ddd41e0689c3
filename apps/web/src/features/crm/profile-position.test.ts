import { describe, expect, it } from 'vitest';
import type { PropertyPortfolioRow } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { listPosition, neighbours, positionSearch, windowFor } from './profile-position';

function row(propertyId: number, ownerIds: number[]): PropertyPortfolioRow {
  return {
    PropertyAgentId: propertyId,
    CommunityAgentId: 2,
    AccountNumber: null,
    LotNumber: null,
    StreetNumber: null,
    StreetName: null,
    Unit: null,
    City: null,
    PrimaryOwnerName: null,
    Owners: ownerIds.map((id) => ({
      TopsAgentId: id,
      TopsAgentTypeId: AgentTypeId.PrimaryOwner,
      DisplayName: `Owner ${id}`,
    })),
    Balance: 0,
  };
}

// Properties 10 (owners 11, 12), 20 (none) and 30 (owner 31) at indexes 4 to 6 of 7.
const window = { skip: 4, total: 7, rows: [row(10, [11, 12]), row(20, []), row(30, [31])] };
const at = { community: 2, sortOrder: 3, propertyIndex: 5 };

describe('profile list position', () => {
  it('reads the route parameters, with account number as the default sort', () => {
    expect(listPosition({ community: 2, propertyIndex: 5 })).toEqual({ ...at, sortOrder: 1 });
    expect(listPosition({ community: 2, propertyIndex: 0, sortOrder: 9, ownerIndex: 1 })).toEqual({
      community: 2,
      sortOrder: 1,
      propertyIndex: 0,
      ownerIndex: 1,
    });
    expect(listPosition({ community: 2, sortOrder: 3 })).toBeNull();
    expect(positionSearch({ ...at, ownerIndex: 0 })).toBe(
      '?community=2&sortOrder=3&propertyIndex=5&ownerIndex=0',
    );
    expect(windowFor(at)).toEqual({ skip: 4, take: 3 });
    expect(windowFor({ ...at, propertyIndex: 0 })).toEqual({ skip: 0, take: 2 });
  });

  it('steps to the neighbouring properties from a property', () => {
    expect(neighbours(20, at, window, false)).toEqual({
      label: 'Property 6 of 7',
      previous: {
        agent: { TopsAgentId: 10, TopsAgentTypeId: AgentTypeId.Property },
        position: { ...at, propertyIndex: 4 },
      },
      next: {
        agent: { TopsAgentId: 30, TopsAgentTypeId: AgentTypeId.Property },
        position: { ...at, propertyIndex: 6 },
      },
    });
    // The list changed since the link was made: no steps.
    expect(neighbours(99, at, window, false)).toBeNull();
  });

  it('steps through every property’s owners with the owner arrows', () => {
    const first = { ...at, propertyIndex: 4, ownerIndex: 0 };
    const owner = (id: number, propertyIndex: number, ownerIndex: number) => ({
      agent: { TopsAgentId: id, TopsAgentTypeId: AgentTypeId.PrimaryOwner },
      position: { ...at, propertyIndex, ownerIndex },
    });
    expect(neighbours(11, first, window, true)).toMatchObject({
      label: 'Owner 1 of 2, property 5 of 7',
      previous: null,
      next: owner(12, 4, 1),
    });
    // From a property's last owner to the next property, or to it when it has no owner.
    expect(neighbours(12, { ...first, ownerIndex: 1 }, window, true)?.next).toEqual({
      agent: { TopsAgentId: 20, TopsAgentTypeId: AgentTypeId.Property },
      position: { ...at, propertyIndex: 5 },
    });
    expect(neighbours(31, { ...at, propertyIndex: 6, ownerIndex: 0 }, window, true)).toMatchObject({
      previous: { agent: { TopsAgentId: 20 } },
      next: null,
    });
    expect(neighbours(11, first, window, false)).toBeNull();
  });
});
