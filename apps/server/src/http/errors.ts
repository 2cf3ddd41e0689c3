import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { Messages } from '@hoa/domain';

/** A refusal the caller can act on: its message is shown to the user as is. */
export class AppError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 422 | 429 | 503,
    message: string,
  ) {
    super(message);
  }
}

/** Too many attempts (429): the answer carries Retry-After in whole seconds. */
export class TooManyAttempts extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string,
  ) {
    super(429, message);
  }
}

export const badRequest = (message: string) => new AppError(400, message);
export const notFound = (message: string = Messages.notFound) => new AppError(404, message);
export const forbidden = (message: string = Messages.forbidden) => new AppError(403, message);
export const unauthorized = (message: string = Messages.notSignedIn) => new AppError(401, message);

interface PgError {
  code?: unknown;
  message?: unknown;
}

/** The ledger's own refusals (migration 0005) carry a message written for the user. */
const ledgerCodes: Record<string, AppError['statusCode']> = {
  GL001: 422,
  GL002: 422,
  GL003: 409,
  GL004: 422,
};

// PostgreSQL errors that mean bad input rather than a fault of ours.
const pgClientErrors: Record<string, { status: AppError['statusCode']; message: string }> = {
  '23505': { status: 409, message: 'A record with the same key already exists.' },
  '23503': { status: 409, message: 'The record refers to, or is referred to by, another record.' },
  '22001': { status: 400, message: 'A value is longer than its field allows.' },
  '22003': { status: 400, message: 'A number is out of range.' },
  '22P02': { status: 400, message: 'A value has the wrong format.' },
  '42501': { status: 403, message: Messages.forbidden },
};

/** Ours: the spec names no text for an unreachable or overloaded database. */
export const DatabaseMessages = {
  unreachable: 'The database is not reachable; please try again.',
  timedOut: 'The request took too long and was cancelled; please try again or narrow it down.',
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
  for (let e = error as PgError | undefined, depth = 0; e && depth < 4; depth++) {
    const code = String(e.code);
    if (code === '57014') return DatabaseMessages.timedOut;
    const message = typeof e.message === 'string' ? e.message : '';
    if (unreachableCodes.has(code) || unreachableMessages.some((m) => message.includes(m)))
      return DatabaseMessages.unreachable;
    e = (e as { cause?: PgError }).cause;
  }
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof TooManyAttempts) reply.header('Retry-After', error.retryAfterSeconds);
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ errorMessage: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return reply.status(400).send({ errorMessage: describeValidation(error) });
    }
    // The ledger triggers' refusals (GL001-GL004) carry a message written for the user.
    const cause = (error.cause as PgError | undefined) ?? error;
    const ledger = ledgerCodes[String(cause.code)];
    if (ledger) return reply.status(ledger).send({ errorMessage: String(cause.message) });
    const pg =
      pgClientErrors[String((error.cause as PgError | undefined)?.code ?? (error as PgError).code)];
    if (pg) return reply.status(pg.status).send({ errorMessage: pg.message });
    const unavailable = databaseUnavailable(error);
    if (unavailable) {
      request.log.warn(error);
      return reply.status(503).send({ errorMessage: unavailable });
    }
    if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ errorMessage: error.message });
    }
    request.log.error(error);
    return reply.status(500).send({ errorMessage: Messages.unknownError });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send({ errorMessage: `No such call: ${request.method} ${request.url.split('?')[0] ?? ''}` }),
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
