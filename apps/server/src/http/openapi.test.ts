import { describe, expect, it } from 'vitest';
import { allEndpoints, contract } from '@hoa/contract';
import { callApi, signIn } from '../../test/api';
import { useApp } from '../../test/app-harness';
import { testDatabases } from '../../test/databases';
import { createTestCompany } from '../../test/factories';

const [pglite] = testDatabases();

describe('API description', () => {
  if (!pglite) throw new Error('no database');
  const h = useApp(pglite);
  const adminToken = async () =>
    signIn(h.app, (await createTestCompany(h.database)).admin.userName);

  it('lists every endpoint of the contract in /api/openapi.json, and nothing else', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    expect(response.statusCode).toBe(200);
    const doc = JSON.parse(response.body) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    const documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const expected = allEndpoints.map((e) => `${e.method} ${e.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(documented.sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(45);
  });

  it('lists the error responses of every operation and says money is in integer cents', async () => {
    const response = await h.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { authorization: `Bearer ${await adminToken()}` },
    });
    type Operation = { security?: unknown; responses: Record<string, unknown> };
    const doc = JSON.parse(response.body) as {
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, { properties: Record<string, { enum?: string[] }> }> };
    };
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
