// Journal entries posted one per request through the API: each POST /api/JournalEntry/SaveJournalEntry
// stores a two-line entry and posts it to the ledger in one transaction. Prints entries/s at full
// speed and the p99 latency at an offered 200 entries/s, each beside its target and the machine's
// load, then checks that every posted entry balances. DATABASE_URL picks a PostgreSQL
// server; without it, the embedded database. BENCH_JOURNAL_CONNECTIONS and BENCH_SECONDS change
// the load.
import type autocannon from 'autocannon';
import { isDemoNeeded, openDatabase, seedDemo } from '@hoa/db';
import { buildApp } from '@hoa/server/app';
import { journalCheck, journalTarget, machineLoad, postJournalEntries } from './journal-load';

const connections = Number(process.env.BENCH_JOURNAL_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_SECONDS ?? 10);

const database = await openDatabase({ url: process.env.DATABASE_URL });
if (await isDemoNeeded(database)) await seedDemo(database);
const app = await buildApp({ database });
const target = await journalTarget(await app.listen({ port: 0, host: '127.0.0.1' }));

const setting = (result: autocannon.Result) =>
  `(${connections} connections, ${duration}s, ${database.kind}, ${result.non2xx + result.errors} errors, ${machineLoad()})`;
// As fast as the server answers, then at an offered 200 entries/s (issue 27's two targets).
const fastest = await postJournalEntries(target, { connections, duration });
console.log(
  `journal entries posted: ${fastest.requests.average.toFixed(0)} entries/s (target ≥ 1,000) ${setting(fastest)}`,
);
const paced = await postJournalEntries(target, { connections, duration, overallRate: 200 });
console.log(
  `journal entry post p99 at 200 entries/s: ${paced.latency.p99} ms (target ≤ 50 ms; ` +
    `${paced.requests.average.toFixed(0)} entries/s answered) ${setting(paced)}`,
);
console.log(await journalCheck(database, target.companyId));

await app.close();
await database.close();
