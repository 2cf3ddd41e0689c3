import { ApiError } from '@hoa/contract';
import { csrfHeaders } from '../app/auth/session-cookie';

// Files (PDF, xlsx, CSV, NACHA, images) go over plain fetch (the session cookie goes along, and the
// CSRF header on POST): the typed client speaks JSON only. Every feature fetches and saves them through these helpers.

/** The headers a state-changing file call needs besides the session cookie (the CSRF header). */
export function authHeaders(): Record<string, string> {
  return csrfHeaders('POST');
}

/** A refused file call as an ApiError: the server's errorMessage, else `fallback`. */
export async function fileCallFailure(response: Response, fallback: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let message = fallback;
  try {
    const data = JSON.parse(text) as { errorMessage?: unknown };
    if (typeof data.errorMessage === 'string' && data.errorMessage) message = data.errorMessage;
  } catch {
    // Not JSON: keep the fallback.
  }
  return new ApiError(response.status, message);
}

export interface FileRequest {
  method?: 'GET' | 'POST';
  /** Sent as JSON (POST). */
  body?: unknown;
}

/** Calls a file endpoint; a refusal becomes an ApiError (the server's message, else `failure`). */
export async function fetchFile(
  path: string,
  failure: string,
  request: FileRequest = {},
): Promise<Response> {
  const init: RequestInit =
    request.body === undefined
      ? { method: request.method ?? 'GET', headers: authHeaders() }
      : {
          method: request.method ?? 'POST',
          headers: { ...authHeaders(), 'content-type': 'application/json' },
          body: JSON.stringify(request.body),
        };
  const response = await fetch(path, init);
  if (!response.ok) throw await fileCallFailure(response, failure);
  return response;
}

/** The file behind a call, as a blob (previews). */
export async function fetchFileBlob(path: string, failure: string): Promise<Blob> {
  return (await fetchFile(path, failure)).blob();
}

/** Saves a blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the URL goes.
  window.setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}

/** The name the server gives a file (Content-Disposition), else `fallback`. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

/**
 * Fetches a file of the API and saves it, under the name the server gives it or else
 * `fileName`; a refusal becomes an ApiError with the server's message, else `failure`.
 */
export async function downloadFile(
  path: string,
  fileName: string,
  failure: string,
  request: FileRequest = {},
): Promise<void> {
  const response = await fetchFile(path, failure, request);
  saveBlob(await response.blob(), fileNameOf(response, fileName));
}
