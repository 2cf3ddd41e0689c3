// The paced load of bench/portal-home.ts, in a process of its own: each owner (a session token of
// BENCH_PORTAL_TOKENS) loads the home once every period, the owners' loads spread evenly over it,
// so that BENCH_PORTAL_RATE loads a second arrive as owners would send them (not in a burst each
// second). An answer slower than the period delays that owner's next load. Prints the count, the
// errors and the latencies' p50, p99 and max as JSON: of the steady state, after each owner's first
// load (which opens its connection, and refreshes its session's last use), and of the first loads.
/* global fetch */
import process from 'node:process';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

const url = process.env.BENCH_PORTAL_URL ?? '';
const tokens = (process.env.BENCH_PORTAL_TOKENS ?? '').split(',');
const rate = Number(process.env.BENCH_PORTAL_RATE);
const seconds = Number(process.env.BENCH_SECONDS);
const periodMs = (tokens.length / rate) * 1000;
const end = performance.now() + seconds * 1000;
const latencies = [];
const firstLoads = [];
let errors = 0;

await Promise.all(
  tokens.map(async (token, index) => {
    let first = true;
    for (let at = performance.now() + (index / tokens.length) * periodMs; at < end;) {
      const wait = at - performance.now();
      if (wait > 0) await sleep(wait);
      const sent = performance.now();
      try {
        const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
        await answer.arrayBuffer();
        if (!answer.ok) errors += 1;
      } catch {
        errors += 1;
      }
      (first ? firstLoads : latencies).push(performance.now() - sent);
      first = false;
      at = Math.max(at + periodMs, performance.now());
    }
  }),
);
const stats = (list) => {
  list.sort((a, b) => a - b);
  const at = (q) => Math.round(list[Math.min(list.length - 1, Math.floor(q * list.length))] ?? 0);
  return { count: list.length, p50: at(0.5), p99: at(0.99), max: at(1) };
};
process.stdout.write(
  JSON.stringify({ errors, steady: stats(latencies), first: stats(firstLoads) }),
);
