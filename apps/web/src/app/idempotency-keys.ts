import { IdempotencyKeyHeader, type CallOptions, type EndpointDef } from '@hoa/contract';

/** How long a key outlives its submission. */
export const IdempotencyKeyWindows = {
  /** After a failure (network, 5xx, 409 still running): sending the same request again is a retry. */
  afterFailureMs: 10 * 60_000,
} as const;

interface Entry {
  key: string;
  inFlight: number;
  keepUntil: number;
}

type Send<T> = (options: CallOptions) => Promise<T>;

/**
 * The keys the web sends with money-moving calls (endpoints flagged idempotent). One key stands
 * for one user action: the same request (call, params, query and body) sent again while the first
 * is still running (a double click) or after it failed (a retry of a
 * request whose answer was lost) carries the same key, so the server does the work once and
 * answers the repeat as the first. A body with its own IdempotencyKey (a form's key) uses that.
 */
export function createIdempotencyKeys(options: { newKey?: () => string; now?: () => number } = {}) {
  const newKey = options.newKey ?? (() => crypto.randomUUID());
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const entryFor = (fingerprint: string, bodyKey: string | null): Entry => {
    for (const [k, e] of entries) if (e.inFlight === 0 && e.keepUntil <= now()) entries.delete(k);
    const found = entries.get(fingerprint);
    if (found && (bodyKey === null || found.key === bodyKey)) return found;
    const entry = { key: bodyKey ?? newKey(), inFlight: 0, keepUntil: 0 };
    entries.set(fingerprint, entry);
    return entry;
  };

  return {
    /** Sends the request with its key when the endpoint is idempotent; else as it is. */
    async send<T>(
      endpoint: EndpointDef,
      request: { params?: unknown; query?: unknown; body?: unknown },
      send: Send<T>,
    ): Promise<T> {
      if (!endpoint.idempotent) return send({});
      // A file upload cannot be compared by its text: each one is an action of its own (two
      // different files, or a file uploaded again after its batch was discarded).
      if (isFileBody(request.body)) return send({ headers: { [IdempotencyKeyHeader]: newKey() } });
      const entry = entryFor(fingerprintOf(endpoint, request), bodyKeyOf(request.body));
      entry.inFlight += 1;
      try {
        const answer = await send({ headers: { [IdempotencyKeyHeader]: entry.key } });
        // Answered: the same request sent again is a new action (a file uploaded again after its
        // batch was discarded, a second identical receipt), never the answer replayed.
        entry.keepUntil = 0;
        return answer;
      } catch (error) {
        entry.keepUntil = now() + IdempotencyKeyWindows.afterFailureMs;
        throw error;
      } finally {
        entry.inFlight -= 1;
      }
    },
  };
}

function isFileBody(body: unknown): boolean {
  return body instanceof FormData || body instanceof Blob;
}

function bodyKeyOf(body: unknown): string | null {
  const key = (body as { IdempotencyKey?: unknown } | null | undefined)?.IdempotencyKey;
  return typeof key === 'string' && key ? key : null;
}

function fingerprintOf(
  endpoint: EndpointDef,
  request: { params?: unknown; query?: unknown; body?: unknown },
): string {
  return JSON.stringify(
    [endpoint.method, endpoint.path, request.params, request.query, request.body],
    (_key, value: unknown) =>
      value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1)),
          )
        : value,
  );
}
