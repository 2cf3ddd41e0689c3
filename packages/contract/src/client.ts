import { Messages, type ErrorCode } from '@hoa/domain';
import { ApiError } from './api-error';
import type { EndpointDef, RequestOf, ResponseOf } from './endpoint';

export { ApiError } from './api-error';

export interface ApiClientOptions {
  baseUrl?: string;
  getToken: () => string | null;
  onUnauthorized?: () => void;
  fetchImpl?: typeof fetch;
}

/** Per call: headers of its own (e.g. the Idempotency-Key of a money-moving call). */
export interface CallOptions {
  headers?: Record<string, string>;
}

type Call = <E extends EndpointDef>(
  endpoint: E,
  request?: Partial<RequestOf<E>>,
  options?: CallOptions,
) => Promise<ResponseOf<E>>;

/** The typed client: the endpoint object from the contract fixes the path, inputs and result. */
export function createApiClient(options: ApiClientOptions): { call: Call } {
  const fetchImpl = options.fetchImpl ?? fetch;
  const call: Call = async (endpoint, request = {}, callOptions = {}) => {
    const response = await fetchImpl(buildUrl(options.baseUrl ?? '', endpoint, request), {
      method: endpoint.method,
      headers: {
        ...buildHeaders(options.getToken(), request.body !== undefined),
        ...callOptions.headers,
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
    });
    if (response.status === 401) options.onUnauthorized?.();
    const text = await response.text();
    const data: unknown = text ? JSON.parse(text) : undefined;
    if (!response.ok) throw new ApiError(response.status, errorMessageOf(data), errorCodeOf(data));
    return endpoint.response.parse(data) as ResponseOf<typeof endpoint>;
  };
  return { call };
}

function buildHeaders(token: string | null, hasBody: boolean): Record<string, string> {
  const headers: Record<string, string> = {};
  if (token) headers.Authorization = `Bearer ${token}`;
  if (hasBody) headers['Content-Type'] = 'application/json';
  return headers;
}

function buildUrl(
  baseUrl: string,
  endpoint: EndpointDef,
  request: { query?: unknown; params?: unknown },
): string {
  let path: string = endpoint.path;
  for (const [key, value] of Object.entries(asRecord(request.params))) {
    path = path.replace(`:${key}`, encodeURIComponent(String(value)));
  }
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(asRecord(request.query))) {
    if (Array.isArray(value)) search.set(key, value.join(','));
    else if (['string', 'number', 'boolean'].includes(typeof value))
      search.set(key, `${value as string}`);
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function errorMessageOf(data: unknown): string {
  const message = asRecord(data).errorMessage;
  return typeof message === 'string' && message ? message : Messages.unknownError;
}

/**
 * The refusal's code as the server sent it (every errorCode the API answers is one of ErrorCodes,
 * its description says so). Not checked against the catalogue here: that would load every area's
 * messages, and the rules they come from, with the first screen.
 */
function errorCodeOf(data: unknown): ErrorCode | undefined {
  const code = asRecord(data).errorCode;
  return typeof code === 'string' && code !== '' ? (code as ErrorCode) : undefined;
}
