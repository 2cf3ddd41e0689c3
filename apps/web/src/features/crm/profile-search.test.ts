import { describe, expect, it } from 'vitest';
import { validateProfileSearch } from './profile-search';

describe('profile route search parameters', () => {
  it('reads numbers and flags from their text, as the router hands them over', () => {
    expect(
      validateProfileSearch({
        community: '12',
        parent: 40,
        resale: 'true',
        propertyIndex: '0',
        includeDeleted: false,
        sortOrder: '7',
        ownerIndex: 3,
      }),
    ).toEqual({
      community: 12,
      parent: 40,
      resale: true,
      propertyIndex: 0,
      includeDeleted: false,
      sortOrder: 7,
      ownerIndex: 3,
    });
  });

  it('drops a bad value and unknown parameters instead of failing', () => {
    expect(
      validateProfileSearch({
        community: '0',
        parent: 'x',
        resale: 'yes',
        propertyIndex: -1,
        sortOrder: 8,
        ownerIndex: 1.5,
        other: 'kept out',
      }),
    ).toEqual({});
    expect(validateProfileSearch({ community: '', includeDeleted: 'false' })).toEqual({
      includeDeleted: false,
    });
  });
});
