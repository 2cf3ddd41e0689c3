// Sign-in under load (issue 27, item 6): 50 concurrent sign-ins (autocannon) while 5 other
// connections call a signed-in endpoint, both for BENCH_SIGN_IN_SECONDS (10 by default), printing
// each side's rate, p50 and p99 beside its target (sign-in p99 at most 1,000 ms, the other
// requests' p99 at most 50 ms), after BENCH_SIGN_IN_WARMUP rounds (2 by default) of the same load
// unmeasured: a server that has been running has its connections open and its code compiled. A
// round is one sign-in per connection, each answered before the measure starts.
// DATABASE_URL picks a PostgreSQL server; without it, PGlite.
import autocannon from 'autocannon';
import { isDemoNeeded, openDatabase, seedDemo } from '@hoa/db';
import { buildApp } from '@hoa/server/app';

const signIns = Number(process.env.BENCH_SIGN_IN_CONNECTIONS ?? 50);
const others = 5;
const duration = Number(process.env.BENCH_SIGN_IN_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_SIGN_IN_WARMUP ?? 2);

const database = await openDatabase({ url: process.env.DATABASE_URL });
if (await isDemoNeeded(database)) await seedDemo(database);
const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

const login = JSON.stringify({ userName: 'admin', password: 'demo' });
const jsonPost = { method: 'POST' as const, headers: { 'content-type': 'application/json' } };
const signedIn = await fetch(`${address}/api/Auth/Login`, { ...jsonPost, body: login });
// A database without the demo's admin (or with its sign-ins rate limited) would measure refusals.
if (!signedIn.ok) throw new Error(`The demo admin's sign-in answered ${signedIn.status}.`);
const { token } = (await signedIn.json()) as { token: string };

function line(name: string, result: autocannon.Result, connections: number, target: number) {
  const errors = result.non2xx + result.errors;
  return (
    `${name}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, ` +
    `p99 ${result.latency.p99} ms (target p99 ≤ ${target} ms; ${connections} connections, ` +
    `${duration}s after ${warmup} rounds unmeasured, ${database.kind}, ${errors} errors)`
  );
}

/**
 * Both loads at once, the sign-ins and the other requests beside them: for the seconds given, or
 * (warming up) for a number of requests each, which ends only when all are answered.
 */
const bothLoads = (length: { duration: number } | { amount: number }) =>
  Promise.all([
    autocannon({
      url: `${address}/api/Auth/Login`,
      connections: signIns,
      ...('amount' in length ? { amount: length.amount * signIns } : length),
      ...jsonPost,
      body: login,
    }),
    autocannon({
      url: `${address}/api/StaticData/GetAgentTypes`,
      connections: others,
      ...('amount' in length ? { amount: length.amount * others * 10 } : length),
      headers: { authorization: `Bearer ${token}` },
    }),
  ]);
if (warmup > 0) await bothLoads({ amount: warmup });
const [signInResult, otherResult] = await bothLoads({ duration });
console.log(line('POST /api/Auth/Login under load', signInResult, signIns, 1000));
console.log(line('  GET /api/StaticData/GetAgentTypes beside it', otherResult, others, 50));

await app.close();
await database.close();
