import { accuracyOfPlace, type NominatimPlace } from '@hoa/domain';
import type { GeocodeOutcome, Geocoder } from './geocoder';

interface NominatimResult extends NominatimPlace {
  lat?: unknown;
  lon?: unknown;
  display_name?: unknown;
}

const timeoutMs = 5000;

function toOutcome(data: unknown): GeocodeOutcome {
  const first = (Array.isArray(data) ? data[0] : undefined) as NominatimResult | undefined;
  const latitude = Number(first?.lat);
  const longitude = Number(first?.lon);
  if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude))
    return { kind: 'notFound' };
  return {
    kind: 'found',
    result: {
      latitude,
      longitude,
      accuracy: accuracyOfPlace(first),
      resolvedAddress:
        typeof first.display_name === 'string' ? first.display_name.slice(0, 500) : '',
    },
  };
}

/** A geocoder that speaks Nominatim's search API: GET {url}/search?format=jsonv2&q=… */
export function nominatimGeocoder(baseUrl: string, userAgent: string): Geocoder {
  const searchUrl = new URL('search', baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`);
  return {
    configured: true,
    async geocode(address) {
      const url = new URL(searchUrl);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      url.searchParams.set('q', address);
      // A kept-alive connection the server has just closed fails at once ("other side closed"):
      // that is tried once more on a new connection; a timeout or an HTTP error is not.
      for (let attempt = 1; ; attempt++) {
        try {
          const response = await fetch(url, {
            headers: { 'User-Agent': userAgent, Accept: 'application/json' },
            signal: AbortSignal.timeout(timeoutMs),
          });
          if (!response.ok) return { kind: 'unavailable' };
          return toOutcome(await response.json());
        } catch (error) {
          const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
          if (timedOut || attempt === 2) return { kind: 'unavailable' };
        }
      }
    },
  };
}
