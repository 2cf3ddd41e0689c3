import type { ErrorCode } from '@hoa/domain';

// A module of its own, importing only types, so that the web's first screen can tell an ApiError
// without loading the client, the error catalogue or any schema.

/** A refused call: the server's errorMessage (to show) and errorCode (to react to), if any. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: ErrorCode,
  ) {
    super(message);
  }
}
