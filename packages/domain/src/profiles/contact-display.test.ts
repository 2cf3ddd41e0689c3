import { describe, expect, it } from 'vitest';
import { composeDisplayName, formatAddressLines, formatPhone, initialsOf } from './contact-display';

describe('formatPhone', () => {
  it("reads '(area) prefix-line' with an optional extension", () => {
    expect(formatPhone({ AreaCode: '512', PhoneNumber: '5550143' })).toBe('(512) 555-0143');
    expect(formatPhone({ AreaCode: '512', PhoneNumber: '5550143', Extension: '204' })).toBe(
      '(512) 555-0143 x204',
    );
  });

  it('shows numbers of other lengths as stored', () => {
    expect(formatPhone({ AreaCode: '44', PhoneNumber: '2071234567', Extension: null })).toBe(
      '(44) 2071234567',
    );
  });
});

describe('formatAddressLines', () => {
  const base = {
    StreetNumber: '101',
    StreetName: 'Willow Creek Drive',
    Unit: null,
    City: 'Austin',
    StateId: 57,
    PostalCode: '78701',
    CountryId: 195,
  };

  it('writes the street, then city, state alias and postal code', () => {
    expect(formatAddressLines(base)).toEqual(['101 Willow Creek Drive', 'Austin, TX 78701']);
  });

  it('adds the unit, and the country outside the United States', () => {
    expect(formatAddressLines({ ...base, Unit: '4B', StateId: null, CountryId: 41 })).toEqual([
      '101 Willow Creek Drive Unit 4B',
      'Austin, 78701',
      'Canada',
    ]);
  });

  it('keeps a unit that names itself', () => {
    expect(formatAddressLines({ ...base, Unit: 'Suite 210' })[0]).toBe(
      '101 Willow Creek Drive Suite 210',
    );
    expect(formatAddressLines({ ...base, Unit: '#5' })[0]).toBe('101 Willow Creek Drive #5');
  });

  it('leaves out empty parts', () => {
    expect(
      formatAddressLines({
        StreetNumber: null,
        StreetName: null,
        Unit: null,
        City: null,
        StateId: null,
        PostalCode: null,
        CountryId: 195,
      }),
    ).toEqual([]);
  });
});

describe('composeDisplayName', () => {
  it('keeps a typed display name', () => {
    expect(composeDisplayName({ DisplayName: ' The Smiths ', FirstName: 'Ann' })).toBe(
      'The Smiths',
    );
  });

  it('falls back to first, middle and last name, then company name', () => {
    expect(composeDisplayName({ FirstName: 'Ann', MiddleName: 'B', LastName: 'Cole' })).toBe(
      'Ann B Cole',
    );
    expect(composeDisplayName({ FirstName: '', LastName: 'Cole' })).toBe('Cole');
    expect(composeDisplayName({ CompanyName: 'Acme Pools' })).toBe('Acme Pools');
    expect(composeDisplayName({})).toBe('');
  });
});

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Ann B Cole')).toBe('AC');
    expect(initialsOf('willow')).toBe('W');
    expect(initialsOf('101 Willow Creek Drive')).toBe('WD');
    expect(initialsOf('1200 4B')).toBe('14');
    expect(initialsOf('')).toBe('');
  });
});
