import { createApiClient } from '@hoa/contract';
import { createIdempotencyKeys } from '../../app/idempotency-keys';

// The portal's API client: same origin, signed in by the owner's session cookie; state-changing
// calls carry the CSRF header from the portal's own readable cookie, and a money-moving call an
// Idempotency-Key per owner action. A 401 returns to the portal's sign-in.
const csrfCookie = 'hoa_owner_csrf';

export function readOwnerCsrf(): string | null {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === csrfCookie) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

/** An owner's session was opened in this browser (the server still decides whether it is valid). */
export function hasOwnerSession(): boolean {
  return readOwnerCsrf() !== null;
}

export function forgetOwnerSession(): void {
  document.cookie = `${csrfCookie}=; Max-Age=0; Path=/; Secure; SameSite=Strict`;
}

let onSignedOut: () => void = () => undefined;

/** What a 401 does (the router registers it: back to sign-in). */
export function setSignedOutHandler(handler: () => void): void {
  onSignedOut = handler;
}

const client = createApiClient({
  baseUrl: '',
  getToken: () => null,
  fetchImpl: (input, init = {}) => {
    const headers = new Headers(init.headers);
    const token = readOwnerCsrf();
    if (token && !['GET', 'HEAD'].includes((init.method ?? 'GET').toUpperCase()))
      headers.set('X-CSRF-Token', token);
    return fetch(input, { ...init, headers });
  },
  onUnauthorized: () => {
    forgetOwnerSession();
    onSignedOut();
  },
});

const idempotencyKeys = createIdempotencyKeys();

export const portalApi: typeof client = {
  call: (endpoint, request = {}, options) =>
    idempotencyKeys.send(endpoint, request, (keyed) =>
      client.call(endpoint, request, {
        ...options,
        headers: { ...options?.headers, ...keyed.headers },
      }),
    ),
};
