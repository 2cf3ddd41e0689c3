import { describe, expect, it } from 'vitest';
import {
  accuracyOfPlace,
  decidePosition,
  geocodeAddressText,
  MapMessages,
  MaxGeocodeAttempts,
  StreetViewRadius,
  storedAddressText,
  DefaultMapHeight,
  DefaultMapWidth,
  type StoredPosition,
} from './map';
import { UsCountryId } from './static-data/countries';
import { States } from './static-data/states';

const address = '12 Willow Way, Springfield, IL 62701, United States';
const position = (over: Partial<StoredPosition>): StoredPosition => ({
  accuracy: 'ROOFTOP',
  attempts: 1,
  latitude: 39.8,
  longitude: -89.6,
  address,
  ...over,
});

describe('map positions (spec 1 §4, §8, §9)', () => {
  it('has the spec constants and message', () => {
    expect(MaxGeocodeAttempts).toBe(4);
    expect(StreetViewRadius).toBe(25);
    expect(DefaultMapHeight).toBe('250px');
    expect(DefaultMapWidth).toBe('100%');
    expect(MapMessages.loadError).toBe("Sorry, we're having trouble loading your map.");
  });

  it('uses a ROOFTOP position as is, even after many attempts', () => {
    expect(decidePosition(position({}), address)).toBe('use');
    expect(decidePosition(position({ attempts: 9 }), address)).toBe('use');
  });

  it('geocodes again while attempts are under 4, then gives the error', () => {
    expect(decidePosition(null, address)).toBe('geocode');
    for (const attempts of [0, 1, 2, 3]) {
      expect(decidePosition(position({ accuracy: 'APPROXIMATE', attempts }), address)).toBe(
        'geocode',
      );
    }
    expect(decidePosition(position({ accuracy: 'APPROXIMATE', attempts: 4 }), address)).toBe(
      'error',
    );
    expect(decidePosition(position({ accuracy: null, latitude: null, attempts: 4 }), address)).toBe(
      'error',
    );
  });

  it('starts again when the address changed, and has nothing to place without one', () => {
    const old = position({ address: '1 Old Road, Springfield, IL', attempts: 4 });
    expect(decidePosition(old, address)).toBe('geocode');
    expect(decidePosition(position({ address: '1 Old Road' }), address)).toBe('geocode');
    expect(decidePosition(null, null)).toBe('error');
  });

  it('maps Nominatim results to accuracies', () => {
    expect(accuracyOfPlace({ category: 'building', type: 'yes', place_rank: 30 })).toBe('ROOFTOP');
    expect(
      accuracyOfPlace({ category: 'place', type: 'house', place_rank: 30, osm_type: 'node' }),
    ).toBe('ROOFTOP');
    expect(
      accuracyOfPlace({ category: 'place', type: 'house', place_rank: 30, osm_type: 'way' }),
    ).toBe('RANGE_INTERPOLATED');
    expect(accuracyOfPlace({ class: 'highway', type: 'residential', place_rank: 26 })).toBe(
      'GEOMETRIC_CENTER',
    );
    expect(accuracyOfPlace({ category: 'boundary', type: 'administrative', place_rank: 16 })).toBe(
      'APPROXIMATE',
    );
    expect(accuracyOfPlace({})).toBe('APPROXIMATE');
  });

  it('builds the geocoder query without the unit', () => {
    expect(
      geocodeAddressText({
        StreetNumber: '12',
        StreetName: 'Willow Way',
        City: 'Springfield',
        StateAlias: 'IL',
        PostalCode: '62701',
        CountryName: 'United States',
      }),
    ).toBe(address);
    expect(
      geocodeAddressText({
        StreetNumber: null,
        StreetName: null,
        City: 'Springfield',
        StateAlias: 'IL',
        PostalCode: null,
        CountryName: null,
      }),
    ).toBeNull();
  });

  it('builds it from a stored address, the state and country by id', () => {
    const illinois = States.find((state) => state.StateAlias === 'IL')?.StateId ?? null;
    expect(
      storedAddressText({
        streetNumber: '12',
        streetName: 'Willow Way',
        city: 'Springfield',
        stateId: illinois,
        postalCode: '62701',
        countryId: UsCountryId,
      }),
    ).toBe(address);
    expect(
      storedAddressText({
        streetNumber: '12',
        streetName: 'Willow Way',
        city: null,
        stateId: null,
        postalCode: null,
        countryId: null,
      }),
    ).toBe('12 Willow Way');
  });
});
