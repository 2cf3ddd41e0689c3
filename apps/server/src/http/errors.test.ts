import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCatalogue, ErrorCodes, Messages } from '@hoa/domain';
import { appError, installErrorHandler, refusalMessage, TooManyAttempts } from './errors';

/** An app whose one route throws what it is given, answered by the error handler. */
async function answerTo(thrown: unknown) {
  const app = Fastify();
  installErrorHandler(app);
  app.get('/throw', () => Promise.reject(thrown as Error));
  const response = await app.inject({ method: 'GET', url: '/throw' });
  await app.close();
  return {
    status: response.statusCode,
    body: JSON.parse(response.body) as { errorMessage: string; errorCode: string },
    retryAfter: response.headers['retry-after'],
  };
}

/** A database error as the driver reports it: a code and a message, wrapped by the ORM. */
const databaseError = (code: string, message: string) =>
  Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(message), { code }) });

describe('refusals carry a code', () => {
  it('answers an AppError with its code’s status, message and code', async () => {
    expect(await answerTo(appError('PayablesInvoiceNotPayable'))).toMatchObject({
      status: 409,
      body: {
        errorCode: 'PayablesInvoiceNotPayable',
        errorMessage: ErrorCatalogue.PayablesInvoiceNotPayable.message,
      },
    });
    expect(await answerTo(appError('Forbidden'))).toMatchObject({
      status: 403,
      body: { errorCode: 'Forbidden', errorMessage: Messages.forbidden },
    });
    expect(await answerTo(appError('GlAccountNumberTaken', '1000'))).toMatchObject({
      status: 409,
      body: { errorCode: 'GlAccountNumberTaken' },
    });
  });

  it('codes the ledger triggers’ refusals (GL001-GL004) and keeps their messages', async () => {
    const posted = 'Posted ledger lines cannot be changed; post a reversal instead.';
    expect(await answerTo(databaseError('GL003', posted))).toEqual({
      status: 409,
      body: { errorCode: 'LedgerPostedLineChanged', errorMessage: posted },
      retryAfter: undefined,
    });
    expect((await answerTo(databaseError('GL001', 'unbalanced'))).body.errorCode).toBe(
      'LedgerUnbalanced',
    );
  });

  it('codes database refusals, outages, too many attempts and unknown calls', async () => {
    expect((await answerTo(databaseError('23505', 'duplicate key'))).body).toEqual({
      errorCode: 'DuplicateKey',
      errorMessage: 'A record with the same key already exists.',
    });
    expect(await answerTo(databaseError('57P01', 'terminating connection'))).toMatchObject({
      status: 503,
      body: { errorCode: 'DatabaseUnreachable' },
    });
    expect(await answerTo(new TooManyAttempts(30))).toMatchObject({
      status: 429,
      body: { errorCode: 'TooManySignInAttempts' },
      retryAfter: '30',
    });
    expect(await answerTo(new Error('boom'))).toMatchObject({
      status: 500,
      body: { errorCode: 'UnknownError', errorMessage: Messages.unknownError },
    });
    const app = Fastify();
    installErrorHandler(app);
    const missing = await app.inject({ method: 'GET', url: '/api/Nothing/Here?x=1' });
    expect(missing.statusCode).toBe(404);
    expect(JSON.parse(missing.body)).toEqual({
      errorCode: 'NoSuchCall',
      errorMessage: 'No such call: GET /api/Nothing/Here',
    });
  });

  it('tells a refusal (a 4xx, with its message) from a fault (null), as the handler answers them', () => {
    expect(refusalMessage(appError('PayablesOverpaid'))).toBe(
      ErrorCatalogue.PayablesOverpaid.message,
    );
    expect(refusalMessage(databaseError('GL002', 'The period is closed.'))).toBe(
      'The period is closed.',
    );
    expect(refusalMessage(databaseError('23505', 'duplicate key'))).toBe(
      'A record with the same key already exists.',
    );
    expect(refusalMessage(databaseError('57P01', 'terminating connection'))).toBeNull();
    expect(refusalMessage(new Error('connection lost'))).toBeNull();
  });

  it('gives every code one status and a message', () => {
    for (const code of ErrorCodes) {
      expect(ErrorCatalogue[code].status, code).toBeGreaterThanOrEqual(400);
      expect(['string', 'function'], code).toContain(typeof ErrorCatalogue[code].message);
    }
  });
});
