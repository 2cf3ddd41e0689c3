import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** Every request gets a fresh id (a caller's own X-Request-Id is not trusted into the logs). */
export const requestIdOptions = {
  genReqId: () => randomUUID(),
  requestIdHeader: false,
} satisfies FastifyServerOptions;

function isErrorBody(payload: unknown): payload is { errorMessage: string } {
  return typeof payload === 'object' && payload !== null && 'errorMessage' in payload;
}

/**
 * The request id goes back in an X-Request-Id header on every answer and in every error body
 * (`{ errorMessage, requestId }`), so a user's report finds the server's log line.
 */
export function installRequestId(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header('X-Request-Id', request.id);
    done();
  });
  app.addHook('preSerialization', (request, reply, payload, done) => {
    done(
      null,
      reply.statusCode >= 400 && isErrorBody(payload)
        ? { ...payload, requestId: request.id }
        : payload,
    );
  });
}
