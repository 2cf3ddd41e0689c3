import { createApiClient } from '@hoa/contract';
import { csrfHeaders, forgetSession } from './auth/session-cookie';
import { onUnauthorized } from './auth/unauthorized';
import { createIdempotencyKeys } from './idempotency-keys';

const client = createApiClient({
  baseUrl: '',
  getToken: () => null,
  fetchImpl: withCsrfHeader,
  onUnauthorized: () => {
    forgetSession();
    onUnauthorized();
  },
});

export function withCsrfHeader(
  input: RequestInfo | URL,
  init: RequestInit = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(csrfHeaders(init.method ?? 'GET')))
    headers.set(name, value);
  return fetch(input, { ...init, headers });
}

const idempotencyKeys = createIdempotencyKeys();

/**
 * The typed API client of the whole app: same origin, signed in by the session cookie the browser
 * sends; state-changing calls carry the CSRF header, and a money-moving call an Idempotency-Key per
 * user action (see idempotency-keys.ts).
 */
export const api: typeof client = {
  call: (endpoint, request = {}, options) =>
    idempotencyKeys.send(endpoint, request, (keyed) =>
      client.call(endpoint, request, {
        ...options,
        headers: { ...options?.headers, ...keyed.headers },
      }),
    ),
};
