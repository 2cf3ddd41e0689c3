import Fastify from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoint } from '@hoa/contract';
import { FileTypes } from '@hoa/domain';
import { bindCaller } from './bind';
import { installErrorHandler } from './errors';
import type { AppDeps } from './request-context';
import { sendDownload } from './send-download';
import { contractValidatorCompiler } from './validator';

const file = z.custom<Uint8Array>().meta({ type: 'string', format: 'binary' });
const common = { method: 'GET', summary: 'A file', response: file } as const;
const marked = endpoint({ ...common, path: '/api/Test/Marked', download: [FileTypes.Pdf] });
const mistyped = endpoint({ ...common, path: '/api/Test/Mistyped', download: [FileTypes.Pdf] });
const unmarked = endpoint({ ...common, path: '/api/Test/Unmarked' });
const bypass = endpoint({ ...common, path: '/api/Test/Bypass' });
const pdf = { fileName: 'a.pdf', body: Buffer.from('%PDF-1.7') };

/** A bare app with the four endpoints bound as the server binds them; no database is reached. */
function testApp() {
  const app = Fastify();
  app.setValidatorCompiler(contractValidatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  const deps = {} as AppDeps;
  bindCaller(app, deps, marked, async (call) =>
    sendDownload(call, { contentType: FileTypes.Pdf, ...pdf }),
  );
  bindCaller(app, deps, mistyped, async (call) =>
    // @ts-expect-error -- the endpoint's download lists only PDF
    sendDownload(call, { contentType: FileTypes.Xlsx, ...pdf }),
  );
  bindCaller(app, deps, unmarked, async (call) =>
    // @ts-expect-error -- an endpoint without a download marker sends no file
    sendDownload(call, { contentType: FileTypes.Pdf, ...pdf }),
  );
  bindCaller(app, deps, bypass, async (call) =>
    call.reply.header('content-type', FileTypes.Pdf).send(pdf.body),
  );
  return app;
}

describe('download sender', () => {
  it('sends a file of a type its endpoint lists, and refuses any answer the contract does not describe', async () => {
    const app = testApp();
    const sent = await app.inject({ method: 'GET', url: '/api/Test/Marked' });
    expect(sent.statusCode).toBe(200);
    expect(sent.headers).toMatchObject({
      'content-type': FileTypes.Pdf,
      'content-disposition': 'attachment; filename="a.pdf"',
      'cache-control': 'private, no-store',
    });
    expect(sent.rawPayload.equals(pdf.body)).toBe(true);
    for (const url of ['/api/Test/Mistyped', '/api/Test/Unmarked', '/api/Test/Bypass']) {
      const refused = await app.inject({ method: 'GET', url });
      expect(refused.statusCode, url).toBe(500);
      expect(refused.json(), url).toMatchObject({ errorCode: 'UnknownError' });
    }
    await app.close();
  });
});
