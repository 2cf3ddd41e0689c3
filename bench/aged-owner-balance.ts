// Aged owner balance at 100,000 owners: a fresh company with one community of 100,000 homes and
// primary owners (bench/search-data.ts), three years of monthly charges and payments and then,
// posted through the receivable posting engine, three monthly charges of $250.00 to every owner
// and a waive of $300.00 to every other owner (bench/owner-ledger-data.ts, about 7.5 million
// owner lines); then GET /api/Report/AgedOwnerBalanceDetail as JSON over HTTP (bench-http.ts
// signedInGetter), 5 runs each of the report screen's first page (target at most 500 ms) and of
// every row, printing p50 and the slowest, and for every row the p50 of the bench's own
// JSON.parse of the answer, which the figure includes. DATABASE_URL picks a
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
const path = `/api/Report/AgedOwnerBalanceDetail?communityAgentId=${communityAgentId}&asOfDate=2026-05-31`;

/**
 * `runs` GETs of the report (`page`: the query's page fields) timed from the request to the parsed
 * answer: p50, the slowest, the p50 of the bench's own JSON.parse (the client shares the server's
 * process here, so the figure includes it), the rows and the report's row count.
 */
async function timedGets(page: string) {
  const times: number[] = [];
  const parses: number[] = [];
  let rows = 0;
  let rowCount = 0;
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const begin = performance.now();
    const response = await getSignedIn(`${path}${page}`);
    const received = performance.now();
    const body = response.json<{ rows?: unknown[]; rowCount?: number }>();
    times.push(performance.now() - begin);
    parses.push(performance.now() - received);
    if (!response.ok) throw new Error(`AgedOwnerBalanceDetail failed: ${response.status}`);
    rows = body.rows?.length ?? 0;
    rowCount = body.rowCount ?? rows;
    bytes = response.body.length;
  }
  times.sort((a, b) => a - b);
  parses.sort((a, b) => a - b);
  const p50 = percentile(times, 50);
  const parse = percentile(parses, 50);
  return { p50, max: times.at(-1) ?? 0, parse, rows, rowCount, mb: (bytes / 1e6).toFixed(2) };
}

const load = () =>
  `${database.kind}, load ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
// What the report screen asks for: the first page of rows (the web's reportPageRows), with the
// report's row count; then the whole report as JSON, as a program reading it all would ask.
const screen = await timedGets('&rowOffset=0&rowLimit=1000');
console.log(
  `GET /api/Report/AgedOwnerBalanceDetail, the screen's first page (${owners} owners, ` +
    `${screen.rows} of ${screen.rowCount} rows, ${screen.mb} MB): p50 ${screen.p50.toFixed(0)} ms, ` +
    `max ${screen.max.toFixed(0)} ms (${runs} runs, ${load()}; target ≤ 500 ms)`,
);
const whole = await timedGets('');
console.log(
  `GET /api/Report/AgedOwnerBalanceDetail, every row (${whole.rows} rows, ${whole.mb} MB of ` +
    `JSON): p50 ${whole.p50.toFixed(0)} ms, max ${whole.max.toFixed(0)} ms, of which the ` +
    `bench's JSON.parse p50 ${whole.parse.toFixed(0)} ms (${runs} runs, ${load()})`,
);
await app.close();
await database.close();
