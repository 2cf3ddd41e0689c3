import type { GeocodeAccuracy } from '@hoa/domain';

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  accuracy: GeocodeAccuracy;
  resolvedAddress: string;
}

/**
 * found: the geocoder answered with a place; notFound: it answered with none (an attempt);
 * unavailable: it did not answer (no geocoder, network, timeout, 5xx), which is not an attempt.
 */
export type GeocodeOutcome =
  { kind: 'found'; result: GeocodeResult } | { kind: 'notFound' } | { kind: 'unavailable' };

export interface Geocoder {
  readonly configured: boolean;
  geocode(address: string): Promise<GeocodeOutcome>;
}

/** No geocoder configured: positions stay as they are. */
export const noGeocoder: Geocoder = {
  configured: false,
  geocode: () => Promise.resolve({ kind: 'unavailable' }),
};
