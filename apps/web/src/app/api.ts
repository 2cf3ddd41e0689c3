import { createApiClient } from '@hoa/contract';
import { clearToken, readToken } from './auth/token-store';

type Handler = () => void;

let unauthorizedHandler: Handler = () => undefined;

/** The shell registers what a 401 does (clear caches, go to sign-in) once the router exists. */
export function setUnauthorizedHandler(handler: Handler): void {
  unauthorizedHandler = handler;
}

/** The typed API client of the whole app: same origin, bearer token from the token store. */
export const api = createApiClient({
  baseUrl: '',
  getToken: readToken,
  onUnauthorized: () => {
    clearToken();
    unauthorizedHandler();
  },
});
