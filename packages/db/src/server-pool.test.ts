import { afterEach, describe, expect, it, vi } from 'vitest';
import { openServerPool } from './server-pool';

const url = process.env.TEST_DATABASE_URL;

describe.runIf(url)('openServerPool', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps an idle connection, its backend and its prepared statements, past pg’s 10 s', async () => {
    // Only the pool's timers are faked: the connection's socket runs as it would.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const pool = openServerPool({
      url: url ?? '',
      max: 2,
      applicationName: 'hoa-pool-test',
      statementTimeoutMs: 10_000,
      onConnectionError: () => {},
    });
    try {
      const pid = async () =>
        (await pool.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
      const first = await pid();
      vi.advanceTimersByTime(10 * 60_000);
      expect(pool.totalCount).toBe(1);
      expect(pool.idleCount).toBe(1);
      expect(await pid()).toBe(first);
    } finally {
      await pool.end();
    }
  });
});
