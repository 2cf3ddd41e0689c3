import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { allEndpoints, contract, type EndpointDef } from '@hoa/contract';
import { callApi, signIn } from '../../test/api';
import { useApp } from '../../test/app-harness';
import { multipartBody } from '../../test/attachments-factories';
import {
  inputSchemas,
  setAtPath,
  stringPaths,
  toRequest,
  type RequestPart,
} from '../../test/contract-requests';
import { testDatabases } from '../../test/databases';
import { createTestCompany } from '../../test/factories';
import { invitedOwner, registerOwner } from '../../test/owner-portal-factories';

/** The calls that take multipart/form-data, as the API description says. */
function uploadEndpoints(app: FastifyInstance): EndpointDef[] {
  const doc = app.swagger() as {
    paths: Record<string, Record<string, { requestBody?: { content?: object } }>>;
  };
  return allEndpoints.filter((e) => {
    const operation = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()];
    return Object.keys(operation?.requestBody?.content ?? {}).includes('multipart/form-data');
  });
}

interface Answer {
  status: number;
  errorMessage?: string;
  requestId?: string;
}

describe.each(testDatabases())('bad input on $name', (testDb) => {
  const h = useApp(testDb);

  it('refuses a NUL in every string field of every operation with a 400 naming the field', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    // The owner portal's calls take an owner's session.
    const owner = await registerOwner(h, company.companyId, await invitedOwner(h, company, token));
    const uploads = new Set(uploadEndpoints(h.app));
    const failures: string[] = [];
    let cases = 0;
    for (const endpoint of allEndpoints) {
      for (const [part, schema] of Object.entries(inputSchemas(endpoint))) {
        for (const path of stringPaths(schema)) {
          // A multipart file is bytes, not text; its text fields are checked like any other.
          if (uploads.has(endpoint) && path.length > 1) continue;
          cases += 1;
          const value = setAtPath(undefined, path, 'a\u0000b');
          // The file part's text is its name.
          const isFile = uploads.has(endpoint) && path[0] === 'File';
          const response = !uploads.has(endpoint)
            ? await send(
                h.app,
                endpoint,
                { [part as RequestPart]: value },
                endpoint.auth === 'owner' ? owner.token : token,
              )
            : await sendMultipart(
                h.app,
                endpoint,
                isFile ? {} : asFields(value),
                endpoint.auth === 'owner' ? owner.token : token,
                isFile,
              );
          const field = isFile ? 'FileName' : (path.filter((p) => p !== '[]').pop() ?? part);
          if (response.status !== 400 || !response.errorMessage?.includes(field)) {
            failures.push(
              `${endpoint.method} ${endpoint.path} ${part}.${path.join('.')}: ${response.status} ${response.errorMessage ?? ''}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
    expect(cases).toBeGreaterThan(700);
  });

  it('refuses other control characters but keeps tabs and line breaks', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const name = (Name: string) =>
      callApi(h.app, contract.roles.SaveRole, { body: { Name, Claims: [], UserIds: [] } }, token);
    for (const control of ['\u0001', '\u0007', '\u001b', '\u007f', '\f']) {
      const refused = await name(`Clerk${control}`);
      expect(refused.status).toBe(400);
      expect(refused.errorMessage).toBe('Name: must not contain control characters (such as NUL)');
    }
    const search = await h.app.inject({
      method: 'GET',
      url: '/api/Search/GlobalSearch?searchTerm=a%00b',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(search.statusCode).toBe(400);
    const kept = await name('Clerk\twith tab\r\nand lines');
    expect(kept.status).toBe(200);
  });

  it('answers a malformed multipart body with a 400 on every upload call signed in, and a 400 or 401 signed out', async () => {
    const company = await createTestCompany(h.database);
    const token = await signIn(h.app, company.admin.userName);
    const owner = await registerOwner(h, company.companyId, await invitedOwner(h, company, token));
    const uploads = uploadEndpoints(h.app);
    expect(uploads.length).toBeGreaterThanOrEqual(8);
    const whole = multipartBody({ Note: 'x' }, { fileName: 'a.pdf', bytes: Buffer.from('%PDF-1') });
    const malformed = [
      { contentType: 'multipart/form-data', payload: whole.payload },
      { contentType: 'multipart/form-data; boundary=', payload: whole.payload },
      { contentType: whole.contentType, payload: whole.payload.subarray(0, 60) },
      { contentType: whole.contentType, payload: Buffer.from('no parts at all') },
      { contentType: 'application/json', payload: Buffer.from('{}') },
    ];
    const failures: string[] = [];
    for (const endpoint of uploads) {
      for (const signedIn of [true, false]) {
        for (const body of malformed) {
          const response = await h.app.inject({
            method: endpoint.method,
            url: toRequest(endpoint, {}).url,
            payload: body.payload,
            headers: {
              'content-type': body.contentType,
              ...(signedIn
                ? { authorization: `Bearer ${endpoint.auth === 'owner' ? owner.token : token}` }
                : {}),
            },
          });
          const answer = response.json<Answer>();
          // A call with declared access asks who calls before it reads the body.
          const expected = signedIn ? [400] : [400, 401];
          if (
            !expected.includes(response.statusCode) ||
            !answer.errorMessage ||
            !answer.requestId
          ) {
            failures.push(
              `${endpoint.path} ${body.contentType} signed in ${signedIn}: ${response.statusCode} ${response.body}`,
            );
          }
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('gives every answer a request id, and every error body the same one', async () => {
    const missing = await h.app.inject({ method: 'GET', url: '/api/Crm/GetAgent?agentId=1' });
    expect(missing.statusCode).toBe(401);
    const body = missing.json<Answer>();
    expect(body.errorMessage).toBeTruthy();
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(missing.headers['x-request-id']).toBe(body.requestId);
    const health = await h.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(health.headers['x-request-id']).not.toBe(body.requestId);
    const unknownCall = await h.app.inject({ method: 'GET', url: '/api/No/Such' });
    expect(unknownCall.json<Answer>().requestId).toBe(unknownCall.headers['x-request-id']);
  });
});

function asFields(value: unknown): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  );
}

async function send(
  app: FastifyInstance,
  endpoint: EndpointDef,
  values: Partial<Record<RequestPart, unknown>>,
  token: string,
): Promise<Answer> {
  const request = toRequest(endpoint, values);
  const response = await app.inject({
    ...request,
    payload: request.payload as object | undefined,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: response.statusCode, ...response.json<Omit<Answer, 'status'>>() };
}

async function sendMultipart(
  app: FastifyInstance,
  endpoint: EndpointDef,
  fields: Record<string, string>,
  token: string,
  nulInFileName: boolean,
): Promise<Answer> {
  const { payload, contentType } = multipartBody(fields, {
    fileName: nulInFileName ? 'a\u0000b.pdf' : 'a.pdf',
    bytes: Buffer.from('%PDF-1.4\n'),
  });
  const response = await app.inject({
    method: endpoint.method,
    url: toRequest(endpoint, {}).url,
    payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
  });
  return { status: response.statusCode, ...response.json<Omit<Answer, 'status'>>() };
}
