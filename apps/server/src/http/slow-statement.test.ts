import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { contract } from '@hoa/contract';
import { callApi } from '../../test/api';
import { useApp } from '../../test/app-harness';
import { openEmbeddedTestDatabase } from '../../test/databases';

describe('a long statement on the embedded database', () => {
  // The server's embedded database runs in a worker thread, as `npm start` runs it.
  const h = useApp({ name: 'pglite', open: () => openEmbeddedTestDatabase({ thread: true }) });

  it('leaves /api/health answering within a second, and still completes', async () => {
    const started = performance.now();
    const long = h.database.executeSql('select pg_sleep(4), 42 as answer');
    const health = await callApi(h.app, contract.health.GetHealth);
    const healthSeconds = (performance.now() - started) / 1000;
    expect(health.body).toEqual({ status: 'ok', database: 'pglite' });
    expect(healthSeconds).toBeLessThan(1);
    expect((await long).rows).toEqual([{ pg_sleep: '', answer: 42 }]);
    expect((performance.now() - started) / 1000).toBeGreaterThanOrEqual(4);
  });
});
