// A stand-in for a Nominatim server on 127.0.0.1: the tests have no internet.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';

export interface FakePlace {
  lat: string;
  lon: string;
  category: string;
  type: string;
  place_rank: number;
  osm_type: string;
  display_name: string;
}

export interface FakeGeocoder {
  /** Requests per street name seen in q. */
  calls: Map<string, number>;
  /** Answers by street name: a place, none, or a server error. */
  answers: Map<string, FakePlace | 'none' | 'error'>;
  /** Requests per street name still to be cut off without an answer (the connection closed). */
  drops: Map<string, number>;
}

function streetOf(query: string): string {
  return /^\d+\s+([^,]+)/.exec(query)?.[1] ?? query;
}

/** Starts the fake geocoder and points GEOCODER_URL at it before the app is built. */
export function useFakeGeocoder(): FakeGeocoder {
  const fake: FakeGeocoder = { calls: new Map(), answers: new Map(), drops: new Map() };
  let server: Server | undefined;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const query = url.searchParams.get('q') ?? '';
      const street = streetOf(query);
      fake.calls.set(street, (fake.calls.get(street) ?? 0) + 1);
      const drops = fake.drops.get(street) ?? 0;
      if (drops > 0) {
        fake.drops.set(street, drops - 1);
        request.socket.destroy();
        return;
      }
      const answer =
        url.pathname === '/search' && url.searchParams.get('format') === 'jsonv2'
          ? (fake.answers.get(street) ?? 'none')
          : 'error';
      if (answer === 'error') {
        response.writeHead(500).end('boom');
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer === 'none' ? [] : [answer]));
    });
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    process.env.GEOCODER_URL = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    delete process.env.GEOCODER_URL;
    await new Promise<void>((resolve) => server?.close(() => resolve()));
  });
  return fake;
}

export function place(lat: number, lon: number, over: Partial<FakePlace> = {}): FakePlace {
  return {
    lat: String(lat),
    lon: String(lon),
    category: 'building',
    type: 'house',
    place_rank: 30,
    osm_type: 'way',
    display_name: 'Somewhere, Austin, Texas, United States',
    ...over,
  };
}
