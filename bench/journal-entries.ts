// Journal entries posted one per request through the API: each POST /api/JournalEntry/SaveJournalEntry
// stores a two-line entry and posts it to the ledger in one transaction. Prints entries/s at full
// speed (without and with an idempotency key per call) and the p99 latency at an offered 200
// entries/s, each beside its target and the machine's load, then checks that every posted entry
// balances. DATABASE_URL picks a PostgreSQL server; without it, the embedded database.
// BENCH_JOURNAL_CONNECTIONS and BENCH_SECONDS change the load. On a server database the API runs
// in a process of its own (bench/server-processes.ts), as it does in production, and the load
// comes from this one: the load generator's work does not wait in the server's event loop.
// BENCH_JOURNAL_IN_PROCESS=1 runs the API in this process instead, as the embedded database
// always does (one process may open its folder).
import type autocannon from 'autocannon';
import { isDemoNeeded, openDatabase, seedDemo } from '@hoa/db';
import { buildApp } from '@hoa/server/app';
import { journalCheck, journalTarget, machineLoad, postJournalEntries } from './journal-load';
import { freePort } from './pg-cluster';
import { startServerProcess } from './server-processes';

const connections = Number(process.env.BENCH_JOURNAL_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const url = process.env.DATABASE_URL;

const database = await openDatabase({ url });
if (await isDemoNeeded(database)) await seedDemo(database);
const server =
  url !== undefined && process.env.BENCH_JOURNAL_IN_PROCESS !== '1'
    ? await startServerProcess('api', await freePort(), { databaseUrl: url, replicaUrl: '' })
    : null;
const app = server ? null : await buildApp({ database });
const address = server?.address ?? (await app?.listen({ port: 0, host: '127.0.0.1' })) ?? '';
const target = await journalTarget(address);
const apiPlace = server ? 'API in its own process' : 'API in the bench process';

const setting = (result: autocannon.Result) =>
  `(${connections} connections, ${duration}s, ${database.kind}, ${apiPlace}, ${result.non2xx + result.errors} errors, ${machineLoad()})`;
// As fast as the server answers, then at an offered 200 entries/s (issue 27's two targets).
const fastest = await postJournalEntries(target, { connections, duration });
console.log(
  `journal entries posted: ${fastest.requests.average.toFixed(0)} entries/s (target ≥ 1,000) ${setting(fastest)}`,
);
const keyed = await postJournalEntries(target, { connections, duration, keyed: true });
console.log(
  `journal entries posted with an idempotency key each: ${keyed.requests.average.toFixed(0)} entries/s ` +
    `(target ≥ 1,000) ${setting(keyed)}`,
);
const paced = await postJournalEntries(target, { connections, duration, overallRate: 200 });
console.log(
  `journal entry post p99 at 200 entries/s: ${paced.latency.p99} ms (target ≤ 50 ms; ` +
    `${paced.requests.average.toFixed(0)} entries/s answered) ${setting(paced)}`,
);
console.log(await journalCheck(database, target.companyId));

await (server ? server.stop() : app?.close());
await database.close();
