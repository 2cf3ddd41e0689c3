import { ErrorCodes } from '@hoa/domain';
import { z } from 'zod';

// The refusal's shape, apart from endpoint.ts: its enum of every error code carries the whole
// error catalogue (every area's messages and the rules they come from), which the server's API
// description needs and the web's screens do not.

/**
 * Every refusal: the message to show the user, verbatim, the code a client reacts to (each code
 * has one HTTP status: `ErrorCatalogue` in @hoa/domain) and the request's id.
 */
export const ErrorResponse = z.object({
  errorMessage: z.string().describe('The message to show the user, as is.'),
  errorCode: z.enum(ErrorCodes).describe('What was refused; each code has one HTTP status.'),
  requestId: z
    .string()
    .optional()
    .describe('The request’s id, also in the X-Request-Id header: it finds the server’s log line.'),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
