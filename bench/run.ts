// Benchmarks print one line per figure. Start: sign-in and a static-data call at 200 concurrent
// requests against the real server on an embedded database (or DATABASE_URL when set).
import autocannon from 'autocannon';
import { isDemoNeeded, openDatabase, seedDemo } from '@hoa/db';
import { buildApp } from '@hoa/server/app';

const connections = Number(process.env.BENCH_CONNECTIONS ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const database = await openDatabase({ url: process.env.DATABASE_URL });
if (await isDemoNeeded(database)) await seedDemo(database);
const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function measure(name: string, options: autocannon.Options): Promise<void> {
  const result = await autocannon({ connections, duration, ...options });
  const errors = result.non2xx + result.errors;
  console.log(
    `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      ` (${connections} connections, ${duration}s, ${database.kind}, ${errors} errors)`,
  );
}

const login = JSON.stringify({ userName: 'admin', password: 'demo' });
await measure('POST /api/Auth/Login', {
  url: `${address}/api/Auth/Login`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: login,
});
const signedIn = await fetch(`${address}/api/Auth/Login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: login,
});
const { token } = (await signedIn.json()) as { token: string };
await measure('GET /api/StaticData/GetAgentTypes', {
  url: `${address}/api/StaticData/GetAgentTypes`,
  headers: { authorization: `Bearer ${token}` },
});

await app.close();
await database.close();

// 50 concurrent sign-ins beside other requests (bench/sign-in.ts).
await import('./sign-in');

await import('./journal-entries');
await import('./financial-reports');

// Search at 100,000 owners (bench/search.ts): its own company, so it runs after the rest.
await import('./search');

// Charge runs at 100,000 owners (bench/charges.ts): its own company too.
await import('./charges');

// Aged owner balance at 100,000 owners (bench/aged-owner-balance.ts): its own company too.
await import('./aged-owner-balance');

// The owner portal's home for 1,000 owners signed in at once of 100,000 (bench/portal-home.ts):
// it reuses the aged owner balance's company.
await import('./portal-home');

// Lockbox import and post, and direct-debit NACHA files, at 10,000 owners (bench/lockbox.ts).
await import('./lockbox');

// Bank reconciliation matching, 10,000 bank lines vs 10,000 open items (bench/reconciliation-matching.ts).
await import('./reconciliation-matching');

// A check run of 2,000 approved invoices: posting and the checks PDF (bench/check-run.ts).
await import('./check-run');

// Print letters, 2,000 then 10,000 from the default template into one streamed PDF (bench/letters.ts).
await import('./letters');

// A report package of 5 reports for 100 communities, one streamed zip (bench/report-packages.ts).
await import('./report-packages');

// A message batch of 10,000 owners accrued and released (bench/message-batch.ts).
await import('./message-batch');

// The daily violation ladder over 100,000 open violations in 1,000 communities, 10% due (bench/violation-ladder.ts).
await import('./violation-ladder');

// The first-of-month assessment workflow for 1,000 communities of 100 owners run by the scheduler,
// against the same charge runs made by hand, one Accrue + PostItem call per community (bench/automation.ts).
await import('./automation');

// A 1,200-row lockbox grid in Chromium: frame times while it scrolls and a checkbox's answer
// (bench/grid-timings.ts; the Playwright timing spec e2e/tests/long-grid.spec.ts).
await import('./grid-timings');

// Scale-out: a primary and a streaming replica of their own, one worker and one then two API
// processes behind a round-robin proxy (bench/scale-out.ts). With BENCH_SCALE_OUT=1 only: it
// needs Debian's PostgreSQL binaries (/usr/lib/postgresql/15/bin, BENCH_PG_BIN).
if (process.env.BENCH_SCALE_OUT === '1') await import('./scale-out');
