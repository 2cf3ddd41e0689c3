import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorResponse } from '@hoa/contract';
import { PasswordChecksBusy } from '@hoa/db';
import {
  errorMessage,
  ErrorStatuses,
  type ErrorCode,
  type ErrorParts,
  type ErrorStatus,
} from '@hoa/domain';

/**
 * A refusal the caller can act on: its message is shown to the user as is, its code (one of
 * `ErrorCatalogue` in @hoa/domain) fixes the status and lets a client react. Build one with
 * `appError(code, ...parts)`.
 */
export class AppError extends Error {
  readonly statusCode: ErrorStatus;
  protected constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.statusCode = ErrorStatuses[code];
  }

  /** The refusal of a code, its message filled with the variable parts. */
  static of<C extends ErrorCode>(code: C, ...parts: ErrorParts<C>): AppError {
    return new AppError(code, errorMessage(code, ...parts));
  }
}

/** The refusal of a code, its message filled with the variable parts. */
export const appError = <C extends ErrorCode>(code: C, ...parts: ErrorParts<C>): AppError =>
  AppError.of(code, ...parts);

/** Too many attempts (429): the answer carries Retry-After in whole seconds. */
export class TooManyAttempts extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('TooManySignInAttempts', errorMessage('TooManySignInAttempts', retryAfterSeconds));
  }
}

/** A refusal of the input that has no code of its own yet (BadRequest). */
export const badRequest = (message: string) => appError('BadRequest', message);
export const notFound = (message?: string) => appError('NotFound', message);
export const forbidden = (message?: string) => appError('Forbidden', message);
export const unauthorized = (message?: string) => appError('NotSignedIn', message);

interface PgError {
  code?: unknown;
  message?: unknown;
}

/** The ledger's own refusals (migration 0005) carry a message written for the user. */
const ledgerCodes: Record<string, ErrorCode> = {
  GL001: 'LedgerUnbalanced',
  GL002: 'LedgerPeriodClosed',
  GL003: 'LedgerPostedLineChanged',
  GL004: 'LedgerDateOutsidePeriod',
  GL005: 'LedgerCommunityInactive',
};

// PostgreSQL errors that mean bad input rather than a fault of ours.
const pgClientErrors: Record<string, ErrorCode> = {
  '23505': 'DuplicateKey',
  '23503': 'ReferencedRecord',
  '22001': 'ValueTooLong',
  '22003': 'NumberOutOfRange',
  '22P02': 'WrongFormat',
  '42501': 'Forbidden',
};

/** Ours: the spec names no text for an unreachable or overloaded database. */
export const DatabaseMessages = {
  unreachable: errorMessage('DatabaseUnreachable'),
  timedOut: errorMessage('DatabaseTimedOut'),
} as const;

// The connection was lost or never made: PostgreSQL's admin shutdown and connection-exception
// classes, and the driver's and the socket's own errors. 57014 is a statement cancelled by
// statement_timeout.
const unreachableCodes = new Set([
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const unreachableMessages = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'Cannot use a pool after calling end on the pool',
  'timeout exceeded when trying to connect',
];

/** A database that did not answer: 503 with what to do, instead of a 500. */
export function databaseUnavailable(error: unknown): string | null {
  const code = databaseUnavailableCode(error);
  return code && errorMessage(code);
}

function databaseUnavailableCode(
  error: unknown,
): 'DatabaseTimedOut' | 'DatabaseUnreachable' | null {
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; depth++) {
    const code = String(e.code);
    if (code === '57014') return 'DatabaseTimedOut';
    const message = typeof e.message === 'string' ? e.message : '';
    if (unreachableCodes.has(code) || unreachableMessages.some((m) => message.includes(m)))
      return 'DatabaseUnreachable';
    e = (e as { cause?: PgError }).cause;
  }
  return null;
}

/**
 * The message a refusal is answered with (a 4xx: ours, the ledger triggers', bad input the
 * database refused), or null for a fault: the same work asked again would be refused again.
 */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof AppError) return error.message;
  const e = error as (PgError & { cause?: PgError }) | undefined;
  const cause = e?.cause ?? e;
  const ledger = ledgerCodes[String(cause?.code)];
  if (ledger) return String(cause?.message);
  const pg = pgClientErrors[String(e?.cause?.code ?? e?.code)];
  return pg ? errorMessage(pg) : null;
}

/** The body of every refusal: the message to show and the code to react to. */
function refusal(errorCode: ErrorCode, errorMessage: string): ErrorResponse {
  return { errorMessage, errorCode };
}

/** Fastify's own 4xx refusals (bad JSON, body too large, wrong content type) by their status. */
function fastifyCode(statusCode: number): ErrorCode {
  if (statusCode === 413) return 'PayloadTooLarge';
  if (statusCode === 415) return 'UnsupportedMediaType';
  if (statusCode === 404) return 'NotFound';
  if (statusCode === 429) return 'TooManySignInAttempts';
  return 'MalformedRequest';
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', error.retryAfterSeconds);
    if (error instanceof PasswordChecksBusy) {
      return reply
        .header('Retry-After', 1)
        .status(503)
        .send(refusal('SignInBusy', errorMessage('SignInBusy')));
    }
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(refusal(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send(refusal('ValidationFailed', describeValidation(error)));
    }
    // The ledger triggers' refusals (GL001-GL004) carry a message written for the user.
    const cause = (error.cause as PgError | undefined) ?? error;
    const ledger = ledgerCodes[String(cause.code)];
    if (ledger) {
      return reply.status(ErrorStatuses[ledger]).send(refusal(ledger, String(cause.message)));
    }
    const pg =
      pgClientErrors[String((error.cause as PgError | undefined)?.code ?? (error as PgError).code)];
    if (pg) return reply.status(ErrorStatuses[pg]).send(refusal(pg, errorMessage(pg)));
    const unavailable = databaseUnavailableCode(error);
    if (unavailable) {
      request.log.warn(error);
      return reply.status(503).send(refusal(unavailable, errorMessage(unavailable)));
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(refusal(fastifyCode(error.statusCode), error.message));
    }
    request.log.error(error);
    return reply.status(500).send(refusal('UnknownError', errorMessage('UnknownError')));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(
        refusal(
          'NoSuchCall',
          errorMessage('NoSuchCall', request.method, request.url.split('?')[0] ?? ''),
        ),
      ),
  );
}

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

function describeValidation(error: {
  validation: ValidationIssue[];
  validationContext?: string;
}): string {
  const where =
    error.validationContext === 'querystring' ? 'query' : (error.validationContext ?? 'request');
  return error.validation
    .map((v) => {
      const keys = v.params.keys;
      if (v.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
        return `Unknown ${where} field${keys.length > 1 ? 's' : ''}: ${keys.join(', ')}.`;
      }
      const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return field
        ? `${field}: ${v.message ?? 'is invalid'}`
        : `${where}: ${v.message ?? 'is invalid'}`;
    })
    .join(' ');
}
