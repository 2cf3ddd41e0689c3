// The benchmarks' API calls: POST a JSON body to the listening app, with a bearer token when
// signed in; a refusal throws with its status and answer. GET calls for the latency benches
// through node:http (signedInGetter).
import { Agent, get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export type JsonCall = <T>(path: string, token: string | null, body: unknown) => Promise<T>;

export function jsonCaller(address: string): JsonCall {
  return async <T>(path: string, token: string | null, body: unknown): Promise<T> => {
    const response = await fetch(`${address}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
}

/** An answer of signedInGetter: its status and its body, decoded from brotli or gzip. */
export interface GotAnswer {
  status: number;
  ok: boolean;
  body: Buffer;
  json<T>(): T;
}

/**
 * GET calls of a signed-in user over one kept-alive connection, with node:http and the encodings
 * a browser accepts: the latency benches time the server with it. fetch (undici) in the server's
 * process leaves about 25 KB per call that outlives a young-generation collection (its streams,
 * abort signals and header lists), so every collection copied them: measured on the sign-in
 * floor (GET /api/StaticData/GetAgentTypes, 2,000 calls), p50 1.8-2.2 ms and p99 10.9-11.6 ms
 * through fetch against 1.0-1.1 ms and 6.2-7.0 ms through this.
 */
export function signedInGetter(
  address: string,
  token: string,
): (path: string) => Promise<GotAnswer> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const headers = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  return (path) =>
    new Promise((resolve, reject) => {
      const request = get(`${address}${path}`, { agent, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'];
          const body =
            encoding === 'br'
              ? brotliDecompressSync(raw)
              : encoding === 'gzip'
                ? gunzipSync(raw)
                : raw;
          const status = response.statusCode ?? 0;
          resolve({
            status,
            ok: status >= 200 && status < 300,
            body,
            json: <T>() => JSON.parse(body.toString('utf8')) as T,
          });
        });
      });
      request.on('error', reject);
    });
}
