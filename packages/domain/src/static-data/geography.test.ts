import { describe, expect, it } from 'vitest';
import { Countries, UsCountryId, findCountry } from './countries';
import { States, findState } from './states';

describe('Countries', () => {
  it('puts the United States first with id 195', () => {
    expect(UsCountryId).toBe(195);
    expect(Countries[0]).toEqual({
      CountryId: 195,
      CountryName: 'United States',
      CountryAlias: 'US',
    });
  });

  it('is a full world list with unique ids, names and ISO alpha-2 aliases', () => {
    expect(Countries.length).toBeGreaterThanOrEqual(200);
    for (const key of ['CountryId', 'CountryName', 'CountryAlias'] as const) {
      const values = Countries.map((row) => row[key]);
      expect(new Set(values).size).toBe(values.length);
    }
    for (const row of Countries) expect(row.CountryAlias).toMatch(/^[A-Z]{2}$/);
    expect(findCountry(UsCountryId)?.CountryAlias).toBe('US');
    expect(Countries.find((row) => row.CountryAlias === 'CA')?.CountryName).toBe('Canada');
  });

  it('orders the rest alphabetically with ids 1.. skipping 195', () => {
    const rest = Countries.slice(1);
    const names = rest.map((row) => row.CountryName);
    expect(names).toEqual([...names].sort());
    const expectedIds = rest.map((_, index) => (index + 1 >= 195 ? index + 2 : index + 1));
    expect(rest.map((row) => row.CountryId)).toEqual(expectedIds);
  });
});

describe('States', () => {
  it('has exactly 66 rows with contiguous ids 1-66', () => {
    expect(States.map((row) => row.StateId)).toEqual(
      Array.from({ length: 66 }, (_, index) => index + 1),
    );
  });

  it('covers the 50 states, DC and the territories, alphabetically', () => {
    const names = States.map((row) => row.StateName);
    expect(names).toEqual([...names].sort());
    expect(new Set(names).size).toBe(66);
    for (const alias of ['CA', 'NY', 'TX', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP', 'AA', 'AE', 'AP']) {
      expect(States.some((row) => row.StateAlias === alias)).toBe(true);
    }
    for (const row of States) expect(row.StateAlias).toMatch(/^[A-Z]{2}$/);
    expect(findState(1)).toEqual({ StateId: 1, StateAlias: 'AL', StateName: 'Alabama' });
  });
});
