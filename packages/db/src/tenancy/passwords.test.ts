import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import {
  boundedQueue,
  hashPassword,
  isOutdatedPasswordHash,
  PasswordChecksBusy,
  verifyPassword,
} from './passwords';

describe('password hashing', () => {
  it('keeps the event loop responsive while 20 password checks run', async () => {
    const stored = await hashPassword('correct horse');
    const delay = monitorEventLoopDelay({ resolution: 5 });
    const started = performance.now();
    delay.enable();
    const checks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        verifyPassword(stored, i % 2 ? 'correct horse' : 'wrong horse'),
      ),
    );
    delay.disable();
    const elapsed = performance.now() - started;
    expect(checks.filter(Boolean)).toHaveLength(10);
    // argon2id takes about 15 ms a hash here: run on the event loop, the 20 would hold it for all
    // of their time at once; on the thread pool the loop answers within milliseconds (the most is
    // the machine's scheduling, on a busy machine some tens of milliseconds).
    expect(delay.percentile(50) / 1e6).toBeLessThan(20);
    expect(delay.max / 1e6).toBeLessThan(elapsed / 2);
  });

  it('hashes with 12 MiB and 3 passes, and tells a hash of other settings as outdated', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=12288,t=3,p=1\$/);
    expect(isOutdatedPasswordHash(stored)).toBe(false);
    expect(isOutdatedPasswordHash(stored.replace('m=12288,t=3', 'm=19456,t=2'))).toBe(true);
    expect(isOutdatedPasswordHash('$2b$10$somebcrypthash')).toBe(true);
  });

  it('answers false for a malformed hash', async () => {
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('boundedQueue', () => {
  it('runs at most its workers at once, the rest in order, and refuses beyond its waiting', async () => {
    const run = boundedQueue(2, 3);
    let running = 0;
    let most = 0;
    const order: number[] = [];
    const releases: (() => void)[] = [];
    const work = (n: number) => async () => {
      running++;
      most = Math.max(most, running);
      await new Promise<void>((resolve) => releases.push(resolve));
      running--;
      order.push(n);
      return n;
    };
    const results = [1, 2, 3, 4, 5].map((n) => run(work(n)));
    await expect(run(work(6))).rejects.toBeInstanceOf(PasswordChecksBusy);
    while (order.length < 5) {
      await new Promise((resolve) => setTimeout(resolve, 1));
      releases.shift()?.();
    }
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4, 5]);
    expect(order).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
    // The slots are all given back: the next work runs at once.
    const next = run(() => Promise.resolve('free'));
    expect(await next).toBe('free');
  });

  it('frees the slot of a failed work', async () => {
    const run = boundedQueue(1, 0);
    await expect(run(() => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await run(() => Promise.resolve(1))).toBe(1);
  });
});
