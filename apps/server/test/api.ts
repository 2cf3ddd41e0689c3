import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { EndpointDef, RequestOf, ResponseOf } from '@hoa/contract';
import { contract } from '@hoa/contract';
import { testPassword } from './factories';

export interface ApiResult<T> {
  status: number;
  body: T;
  errorMessage: string | undefined;
  /** The refusal's code (ErrorCatalogue of @hoa/domain), if the call was refused. */
  errorCode?: string | undefined;
  /** The answer's headers (paging headers, content type). */
  headers?: Record<string, unknown>;
}

const addresses = new WeakMap<FastifyInstance, string>();

/**
 * The client address of a test's app: its own, so that failed sign-ins other tests make on the
 * run's shared PostgreSQL database do not count against it (sign-in limits are per address).
 */
export function clientAddressOf(app: FastifyInstance): string {
  let address = addresses.get(app);
  if (address === undefined) {
    const [a = 0, b = 0, c = 1] = randomBytes(3);
    address = `10.${a}.${b}.${Math.max(c, 1)}`;
    addresses.set(app, address);
  }
  return address;
}

/** Calls an endpoint over HTTP (fastify inject) with an optional bearer token. */
export async function callApi<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  request: Partial<RequestOf<E>> = {},
  token?: string,
): Promise<ApiResult<ResponseOf<E>>> {
  let url: string = endpoint.path;
  for (const [k, v] of Object.entries(request.params ?? {})) {
    url = url.replace(`:${k}`, encodeURIComponent(String(v)));
  }
  const response = await app.inject({
    method: endpoint.method,
    url,
    query: (request.query ?? {}) as Record<string, string>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: clientAddressOf(app),
    ...(request.body === undefined ? {} : { payload: request.body as object }),
  });
  const body = response.body
    ? (JSON.parse(response.body) as ResponseOf<E> & { errorMessage?: string; errorCode?: string })
    : (undefined as never);
  return {
    status: response.statusCode,
    body,
    errorMessage: body?.errorMessage,
    errorCode: body?.errorCode,
    headers: response.headers,
  };
}

export async function signIn(
  app: FastifyInstance,
  userName: string,
  password = testPassword,
): Promise<string> {
  const result = await callApi(app, contract.auth.Login, { body: { userName, password } });
  if (result.status !== 200)
    throw new Error(`sign-in failed: ${result.status} ${result.errorMessage ?? ''}`);
  return result.body.token;
}
