import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandler } from './errors';
import { serverLogger } from './logging';
import { installRequestId, requestIdOptions } from './request-id';

describe('request ids and the server log', () => {
  it('logs a 5xx with its request id, which the error body and header carry; no credentials, no query', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { ...serverLogger, stream }, ...requestIdOptions });
    installErrorHandler(app);
    installRequestId(app);
    app.get('/api/Test/Fail', () => Promise.reject(new Error('database went away')));
    await app.ready();
    const response = await app.inject({
      method: 'GET',
      url: '/api/Test/Fail?searchTerm=Jane%20Owner',
      headers: { authorization: 'Bearer secret-token', cookie: 'session=secret-cookie' },
    });
    await app.close();

    expect(response.statusCode).toBe(500);
    const body = response.json<{ errorMessage: string; requestId: string }>();
    expect(body.errorMessage).toBeTruthy();
    expect(response.headers['x-request-id']).toBe(body.requestId);
    const logged = lines.find((l) => l.level === 50);
    expect(logged?.reqId).toBe(body.requestId);
    expect(JSON.stringify(logged?.err)).toContain('database went away');
    const all = JSON.stringify(lines);
    expect(all).not.toContain('secret-token');
    expect(all).not.toContain('secret-cookie');
    expect(all).not.toContain('Jane');
    expect(lines.some((l) => l.reqId === body.requestId && l.res !== undefined)).toBe(true);
  });
});
