// Aged owner balance at 100,000 owners: a fresh company with one community of 100,000 homes and
// primary owners (bench/search-data.ts), three years of monthly charges and payments and then,
// posted through the receivable posting engine, three monthly charges of $250.00 to every owner
// and a waive of $300.00 to every other owner (bench/owner-ledger-data.ts, about 7.5 million
// owner lines); then GET /api/Report/AgedOwnerBalanceDetail as JSON over HTTP (bench-http.ts
// signedInGetter), 5 runs, printing p50 and the slowest (target at most 500 ms) and the p50 of
// the bench's own JSON.parse of the answer, which the figure includes. DATABASE_URL picks a
// PostgreSQL server; without it, PGlite. BENCH_AGED_OWNERS changes the number of owners;
// BENCH_AGED_REUSE=1 measures again on the newest earlier bench company with owner lines instead
// of writing one.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql } from '@hoa/db';
import { buildApp } from '@hoa/server/app';
import { signedInGetter } from './bench-http';
import { percentile } from './percentile';
import { benchCompanyWithLedger } from './owner-ledger-data';

const owners = Number(process.env.BENCH_AGED_OWNERS ?? 100_000);
const runs = 5;

// No statement timeout: writing three years of history for 100,000 owners takes statements of
// minutes on a loaded machine.
const database = await openDatabase({ url: process.env.DATABASE_URL, statementTimeoutMs: 0 });
const started = performance.now();
const company = await benchCompanyWithLedger(
  database,
  owners,
  process.env.BENCH_AGED_REUSE === '1',
);
const { companyId, communityAgentId } = company;
const [lines] = await database.withTenant({ companyId, userId: null }, (tx) =>
  queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ar_lines`),
);
console.log(
  `aged owner balance bench: ${owners} owners, ${lines?.n ?? 0} owner lines ` +
    `${company.reused ? 'reused' : 'posted'} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
    `(${database.kind}, company ${companyId})`,
);

const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const login = await fetch(`${address}/api/Auth/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ userName: company.userName, password: company.password }),
});
const { token } = (await login.json()) as { token: string };
const getSignedIn = signedInGetter(address, token);
const times: number[] = [];
// The bench's own JSON.parse of the answer, which the timed figure includes (the client shares
// the server's process here), printed apart so that the server's part reads from the line.
const parses: number[] = [];
let rows = 0;
let bytes = 0;
for (let i = 0; i < runs; i++) {
  const begin = performance.now();
  const response = await getSignedIn(
    `/api/Report/AgedOwnerBalanceDetail?communityAgentId=${communityAgentId}&asOfDate=2026-05-31`,
  );
  const received = performance.now();
  const body = response.json<{ rows?: unknown[] }>();
  times.push(performance.now() - begin);
  parses.push(performance.now() - received);
  if (!response.ok) throw new Error(`AgedOwnerBalanceDetail failed: ${response.status}`);
  rows = body.rows?.length ?? 0;
  bytes = response.body.length;
}
times.sort((a, b) => a - b);
parses.sort((a, b) => a - b);
console.log(
  `GET /api/Report/AgedOwnerBalanceDetail (${owners} owners, ${rows} rows, ` +
    `${(bytes / 1e6).toFixed(1)} MB of JSON): p50 ${percentile(times, 50).toFixed(0)} ms, ` +
    `max ${(times.at(-1) ?? 0).toFixed(0)} ms, of which the bench's JSON.parse p50 ` +
    `${percentile(parses, 50).toFixed(0)} ms (${runs} runs, ${database.kind}, ` +
    `load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores; target ≤ 500 ms)`,
);
await app.close();
await database.close();
