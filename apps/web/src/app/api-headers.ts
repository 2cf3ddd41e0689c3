import { createApiClient, type EndpointDef, type RequestOf, type ResponseOf } from '@hoa/contract';
import { withCsrfHeader } from './api';
import { forgetSession } from './auth/session-cookie';
import { onUnauthorized } from './auth/unauthorized';

// Apart from api.ts so the sign-in chunk does not carry it.
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
