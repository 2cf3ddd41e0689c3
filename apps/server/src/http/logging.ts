import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/**
 * The server process's structured (pino) log: one line per request with method, path (no query
 * string: searches carry names), status and time, and every 5xx with its error; all tagged with
 * the request id. No bodies, no headers; credentials are redacted should a header be logged.
 */
export const serverLogger = {
  level: 'info',
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'req.headers["x-csrf-token"]',
      'res.headers["set-cookie"]',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: FastifyRequest) => ({
      method: request.method,
      path: request.url.split('?')[0],
    }),
  },
} satisfies FastifyServerOptions['logger'];
