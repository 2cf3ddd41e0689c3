import { createApiClient } from '@hoa/contract';
import { clearToken, readToken } from './auth/token-store';
import { createIdempotencyKeys } from './idempotency-keys';

type Handler = () => void;

let unauthorizedHandler: Handler = () => undefined;

/** The shell registers what a 401 does (clear caches, go to sign-in) once the router exists. */
export function setUnauthorizedHandler(handler: Handler): void {
  unauthorizedHandler = handler;
}

const client = createApiClient({
  baseUrl: '',
  getToken: readToken,
  onUnauthorized: () => {
    clearToken();
    unauthorizedHandler();
  },
});

const idempotencyKeys = createIdempotencyKeys();

/**
 * The typed API client of the whole app: same origin, bearer token from the token store; a
 * money-moving call carries an Idempotency-Key per user action (see idempotency-keys.ts).
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
