// Agent positions on the map (spec 1 §3.2, §4, §8, §9).
import { findCountry } from './static-data/countries';
import { findState } from './static-data/states';

/** Geocoding accuracies, best first; only ROOFTOP is used without geocoding again. */
export const GeocodeAccuracies = [
  'ROOFTOP',
  'RANGE_INTERPOLATED',
  'GEOMETRIC_CENTER',
  'APPROXIMATE',
] as const;
export type GeocodeAccuracy = (typeof GeocodeAccuracies)[number];

/** An address is geocoded while its attempts are fewer than this (spec 1 §9). */
export const MaxGeocodeAttempts = 4;
export const StreetViewRadius = 25;
export const DefaultMapHeight = '250px';
export const DefaultMapWidth = '100%';

export const MapMessages = {
  loadError: "Sorry, we're having trouble loading your map.",
} as const;

/** A saved position as the rules see it. */
export interface StoredPosition {
  readonly accuracy: string | null;
  readonly attempts: number;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** The address text that was geocoded. */
  readonly address: string | null;
}

export type PositionDecision = 'use' | 'geocode' | 'error';

/** Attempts count per address: a changed address starts again from none. */
export function attemptsFor(stored: StoredPosition | null, address: string): number {
  return stored && stored.address === address ? stored.attempts : 0;
}

/**
 * Spec 1 §4: a ROOFTOP position is used directly; otherwise, while attempts are under 4, the address
 * is geocoded again; else the map shows its error. An agent without an address has nothing to place.
 */
export function decidePosition(
  stored: StoredPosition | null,
  address: string | null,
): PositionDecision {
  if (!address) return 'error';
  const placed = stored?.latitude != null && stored.longitude != null;
  if (stored?.accuracy === 'ROOFTOP' && placed && stored.address === address) return 'use';
  return attemptsFor(stored, address) < MaxGeocodeAttempts ? 'geocode' : 'error';
}

/** A Nominatim search result's kind, as its jsonv2 answer gives it. */
export interface NominatimPlace {
  readonly category?: string;
  readonly class?: string;
  readonly type?: string;
  readonly place_rank?: number;
  readonly osm_type?: string;
}

/**
 * Maps a Nominatim result to an accuracy: a house or building is ROOFTOP, except an address
 * interpolation line (a way tagged place=house), which is RANGE_INTERPOLATED; a street is
 * GEOMETRIC_CENTER; anything coarser is APPROXIMATE.
 */
export function accuracyOfPlace(place: NominatimPlace): GeocodeAccuracy {
  const category = place.category ?? place.class ?? '';
  const type = place.type ?? '';
  const rank = place.place_rank ?? 0;
  const houseLevel =
    rank >= 30 || category === 'building' || (category === 'place' && type === 'house');
  if (houseLevel) {
    const interpolated = category === 'place' && type === 'house' && place.osm_type === 'way';
    return interpolated ? 'RANGE_INTERPOLATED' : 'ROOFTOP';
  }
  if (rank >= 26 || category === 'highway') return 'GEOMETRIC_CENTER';
  return 'APPROXIMATE';
}

export interface GeocodeAddressParts {
  readonly StreetNumber: string | null;
  readonly StreetName: string | null;
  readonly City: string | null;
  readonly StateAlias: string | null;
  readonly PostalCode: string | null;
  readonly CountryName: string | null;
}

/** The text sent to the geocoder: street, city, state and postal code, country; no unit. */
export function geocodeAddressText(parts: GeocodeAddressParts): string | null {
  const street = [parts.StreetNumber, parts.StreetName].filter(Boolean).join(' ').trim();
  const region = [parts.StateAlias, parts.PostalCode].filter(Boolean).join(' ').trim();
  const text = [street, parts.City?.trim(), region, parts.CountryName?.trim()]
    .filter(Boolean)
    .join(', ');
  return street === '' ? null : text;
}

/** An address as stored: state and country by id. */
export interface StoredAddress {
  readonly streetNumber: string | null;
  readonly streetName: string | null;
  readonly city: string | null;
  readonly stateId: number | null;
  readonly postalCode: string | null;
  readonly countryId: number | null;
}

/** The geocoder's text of a stored address (the map server's, and the demo's placed homes'). */
export function storedAddressText(address: StoredAddress): string | null {
  return geocodeAddressText({
    StreetNumber: address.streetNumber,
    StreetName: address.streetName,
    City: address.city,
    StateAlias: address.stateId === null ? null : (findState(address.stateId)?.StateAlias ?? null),
    PostalCode: address.postalCode,
    CountryName:
      address.countryId === null ? null : (findCountry(address.countryId)?.CountryName ?? null),
  });
}
