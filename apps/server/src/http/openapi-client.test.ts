import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileTypes } from '@hoa/domain';
import { useApp } from '../../test/app-harness';
import { testDatabases } from '../../test/databases';
import { createTestCompany, testPassword } from '../../test/factories';

const [pglite] = testDatabases();
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The client's code: written here as text, type-checked against the types generated from the
 * served API description, then run against the served app.
 */
const clientSource = `
import createClient from 'openapi-fetch';
import type { paths } from './api.js';

export async function run(baseUrl: string, userName: string, password: string) {
  const client = createClient<paths>({ baseUrl });
  const login = await client.POST('/api/Auth/Login', { body: { userName, password } });
  if (!login.data) throw new Error('sign-in refused: ' + String(login.response.status));
  const token: string = login.data.token;
  const headers = { Authorization: 'Bearer ' + token };
  const list = await client.GET('/api/Crm/GetUserCommunityList', { headers });
  const communities = (list.data ?? []).map((c) => ({ id: c.CommunityAgentId, name: c.DisplayName }));
  const first = communities[0];
  if (!first) throw new Error('no communities');
  const report = await client.GET('/api/Report/TrialBalance', {
    headers,
    params: { query: { communityAgentId: first.id, format: 0 } },
    parseAs: 'arrayBuffer',
  });
  const refused = await client.GET('/api/Crm/GetUserCommunityList');
  type Refusal = { errorMessage: string; errorCode: string; requestId?: string };
  const refusal: Refusal | undefined = refused.error;
  return {
    signIn: { status: login.response.status, expiresAt: login.data.expiresAt },
    list: { status: list.response.status, communities },
    report: {
      status: report.response.status,
      contentType: report.response.headers.get('content-type'),
      bytes: report.data?.byteLength ?? 0,
    },
    refused: { status: refused.response.status, refusal },
  };
}
`;

interface ClientRun {
  signIn: { status: number; expiresAt: string };
  list: { status: number; communities: { id: number; name: string }[] };
  report: { status: number; contentType: string | null; bytes: number };
  refused: {
    status: number;
    refusal: { errorMessage: string; errorCode: string; requestId?: string } | undefined;
  };
}

/** Type-checks the files in strict mode; the errors as text, none when it compiles. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noEmit: true,
    noUncheckedIndexedAccess: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
    skipLibCheck: true,
  });
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1} `
      : '';
    return where + ts.flattenDiagnosticMessageText(d.messageText, '\n');
  });
}

describe('a client generated from the API description', () => {
  if (!pglite) throw new Error('no database');
  const h = useApp(pglite);
  let dir = '';
  let baseUrl = '';
  beforeAll(async () => {
    baseUrl = await h.app.listen({ port: 0, host: '127.0.0.1' });
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  // Generating the types (with the generator's lint) and a strict compile of them (some 40,000
  // lines) take about 15 s on a quiet machine; the timeout leaves room for a busy one.
  it('compiles in strict mode and signs in, lists, downloads and reads a refusal', async () => {
    const company = await createTestCompany(h.database);
    const userName = company.admin.userName;
    const signIn = await fetch(`${baseUrl}/api/Auth/Login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName, password: testPassword }),
    });
    const { token } = (await signIn.json()) as { token: string };
    const described = await fetch(`${baseUrl}/api/openapi.json`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(described.status).toBe(200);
    const types = astToString(await openapiTS(await described.text()));

    await writeFile(path.join(dir, 'package.json'), JSON.stringify({ type: 'module' }));
    await symlink(path.join(repoRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
    await writeFile(path.join(dir, 'api.ts'), types);
    await writeFile(path.join(dir, 'client.ts'), clientSource);
    expect(typeErrors([path.join(dir, 'client.ts')])).toEqual([]);

    const js = ts.transpileModule(clientSource, {
      compilerOptions: { module: ts.ModuleKind.ES2022, target: ts.ScriptTarget.ES2022 },
    });
    await writeFile(path.join(dir, 'client.js'), js.outputText);
    const client = (await import(pathToFileURL(path.join(dir, 'client.js')).href)) as {
      run: (baseUrl: string, userName: string, password: string) => Promise<ClientRun>;
    };
    const result = await client.run(baseUrl, userName, testPassword);

    expect(result.signIn.status).toBe(200);
    expect(Date.parse(result.signIn.expiresAt)).toBeGreaterThan(Date.now());
    expect(result.list.status).toBe(200);
    expect(result.list.communities.map((c) => c.id).sort()).toEqual(
      [...company.communityIds].sort(),
    );
    expect(result.report).toMatchObject({ status: 200, contentType: FileTypes.Pdf });
    expect(result.report.bytes).toBeGreaterThan(100);
    expect(result.refused.status).toBe(401);
    expect(result.refused.refusal).toEqual({
      errorMessage: expect.any(String) as string,
      errorCode: 'NotSignedIn',
      requestId: expect.any(String) as string,
    });
  }, 180_000);
});
