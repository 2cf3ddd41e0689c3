import { createApiClient, type EndpointDef, type RequestOf, type ResponseOf } from '@hoa/contract';
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

function withCsrfHeader(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
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

/**
 * A read whose answer also has meaning in its response headers (the x-page-… headers of a paged
 * list): the body as `api.call` gives it, with the headers. A separate client, so `api` is as is.
 */
export async function callWithHeaders<E extends EndpointDef>(
  endpoint: E,
  request: Partial<RequestOf<E>> = {},
): Promise<{ body: ResponseOf<E>; headers: Headers }> {
  let headers = new Headers();
  const reader = createApiClient({
    baseUrl: '',
    getToken: () => null,
    fetchImpl: async (input, init) => {
      const response = await withCsrfHeader(input, init);
      headers = response.headers;
      return response;
    },
    onUnauthorized: () => {
      forgetSession();
      onUnauthorized();
    },
  });
  const body = await reader.call(endpoint, request);
  return { body, headers };
}
