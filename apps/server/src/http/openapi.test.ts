import { describe, expect, it } from 'vitest';
import { allEndpoints, contract } from '@hoa/contract';
import { FileTypes } from '@hoa/domain';
import { callApi, signIn } from '../../test/api';
import { useApp } from '../../test/app-harness';
import { testDatabases } from '../../test/databases';
import { createTestCompany } from '../../test/factories';

const [pglite] = testDatabases();

type Media = Record<string, { schema?: unknown }>;
interface Operation {
  security?: unknown;
  responses: Record<string, { content?: Media } | undefined>;
}
interface Description {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
}

/** The contract's path as the document writes it: /api/Attachment/Download/{id}. */
const documentPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('API description', () => {
  if (!pglite) throw new Error('no database');
  const h = useApp(pglite);
  const adminToken = async () =>
    signIn(h.app, (await createTestCompany(h.database)).admin.userName);
  const description = async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.body) as Description;
  };

  it('lists every endpoint of the contract in /api/openapi.json, and nothing else', async () => {
    const doc = await description();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = allEndpoints.map((e) => `${e.method} ${documentPath(e.path)}`);
    expect(documented.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(45);
  });

  it('lists the error responses of every operation and says money is in integer cents', async () => {
    const doc = await description();
    const codes = doc.components.schemas.ErrorResponse?.properties.errorCode?.enum ?? [];
    expect(codes).toContain('PayablesInvoiceNotPayable');
    expect(codes).toContain('ValidationFailed');
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const statuses = Object.keys(operation.responses);
        expect(statuses, `${method} ${path}`).toEqual(expect.arrayContaining(['400', '503']));
        if (operation.security) expect(statuses).toEqual(expect.arrayContaining(['401', '403']));
      }
    }
    const money: string[] = [];
    const walk = (node: unknown): void => {
      if (typeof node !== 'object' || node === null) return;
      const properties = (node as { properties?: Record<string, { description?: string }> })
        .properties;
      for (const [name, property] of Object.entries(properties ?? {})) {
        const numeric = /"(number|integer)"/.test(JSON.stringify(property));
        if (numeric && /(Amount|Balance)$/.test(name))
          money.push(`${name}: ${property.description ?? ''}`);
      }
      Object.values(node).forEach(walk);
    };
    walk(doc.paths);
    expect(money.length).toBeGreaterThan(50);
    const letter = doc.paths['/api/Collection/GetPropertyCollectionDocumentUri']?.get;
    expect(letter?.responses['200']).toMatchObject({
      content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
    });
    expect(money.filter((m) => !m.includes('integer cents'))).toEqual([]);
  });

  it('describes every file answer by the content types its download marker lists', async () => {
    const doc = await description();
    const file = { schema: { type: 'string', format: 'binary' } };
    const binary = (value: unknown) => JSON.stringify(value).includes('"format":"binary"');
    const files = allEndpoints.filter((e) => e.download);
    for (const e of allEndpoints) {
      const where = `${e.method} ${e.path}`;
      const ok = doc.paths[documentPath(e.path)]?.[e.method.toLowerCase()]?.responses['200'];
      const content = ok?.content ?? {};
      if (!e.download) {
        // A binary answer without the marker would be described as JSON: give it `download`.
        expect(binary(content), where).toBe(false);
        expect(Object.keys(content), where).toEqual(['application/json']);
        continue;
      }
      expect(Object.keys(content).sort(), where).toEqual([...e.download].sort());
      for (const [type, media] of Object.entries(content)) {
        if (type === 'application/json') expect(binary(media), where).toBe(false);
        else expect(media, `${where} ${type}`).toEqual(file);
      }
    }
    expect(files.length).toBeGreaterThan(50);
    const report = doc.paths['/api/Report/TrialBalance']?.get?.responses['200']?.content;
    expect(Object.keys(report ?? {})).toEqual([
      'application/json',
      FileTypes.Pdf,
      FileTypes.Xlsx,
      FileTypes.Docx,
    ]);
    const nacha =
      doc.paths['/api/DirectDebit/DownloadRunFile/{id}']?.get?.responses['200']?.content;
    expect(nacha).toEqual({ [FileTypes.AsciiText]: file });
  });

  it('serves the docs page and the health check', async () => {
    const docs = await h.app.inject({
      method: 'GET',
      url: '/api/docs/',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(docs.statusCode).toBe(200);
    expect(docs.body).toContain('swagger');
    const health = await callApi(h.app, contract.health.GetHealth);
    expect(health.body).toEqual({ status: 'ok', database: 'pglite' });
  });
});
