// The shape of an error code: its HTTP status and its message. The codes themselves are in this
// folder, one file per area; `error-codes.ts` joins them into the catalogue.

/** The HTTP statuses a refusal answers with. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/** One code: its status and its message (text, or a function of the message's variable parts). */
export interface ErrorSpec {
  readonly status: ErrorStatus;
  readonly message: string | ((...parts: never[]) => string);
}

/** A text computed elsewhere (a validator's problem, a database trigger's message). */
export const detail = (text: string): string => text;
