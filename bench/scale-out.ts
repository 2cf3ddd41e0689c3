// Scale-out (issue 27 item 7): a PostgreSQL primary and a streaming read replica started from
// Debian's PostgreSQL (bench/pg-cluster.ts), one worker process (PROCESS_ROLE=worker) and the API
// in child processes (PROCESS_ROLE=api, DATABASE_REPLICA_URL set) behind a round-robin proxy
// (bench/server-processes.ts): first one API process, then two. Each round posts journal entries
// at full speed (bench/journal-load.ts), runs one month's charges for a bench company in slices
// sent at once (bench/charge-run.ts), and reads a trial balance over and over, which the API
// processes read on the replica. Prints the figures of one process beside two, and the replica's
// share; stops and deletes everything at the end. Runs from `npm run bench` with
// BENCH_SCALE_OUT=1. BENCH_SECONDS, BENCH_JOURNAL_CONNECTIONS, BENCH_SCALE_COMMUNITIES,
// BENCH_SCALE_PROPERTIES and BENCH_SCALE_SLICES change the load.
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';
import { isDemoNeeded, openDatabase, seedDemo } from '@hoa/db';
import { jsonCaller } from './bench-http';
import {
  accrueAndPost,
  chargeCheck,
  chargeCommunityIds,
  chargeCompany,
  communitySlices,
} from './charge-run';
import { journalCheck, journalTarget, machineLoad, postJournalEntries } from './journal-load';
import { freePort, startPrimaryAndReplica } from './pg-cluster';
import { roundRobin, startServerProcess, type ServerProcess } from './server-processes';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_JOURNAL_CONNECTIONS ?? 20);
const communities = Number(process.env.BENCH_SCALE_COMMUNITIES ?? 100);
const perCommunity = Number(process.env.BENCH_SCALE_PROPERTIES ?? 50);
const slices = Number(process.env.BENCH_SCALE_SLICES ?? 4);
const year = new Date().getFullYear();
/** The committed transactions of the replica's database so far. */
const replicaTransactions = `select xact_commit from pg_stat_database where datname = 'hoa'`;

const started = performance.now();
const cluster = await startPrimaryAndReplica();
const settings = { databaseUrl: cluster.primaryUrl, replicaUrl: cluster.replicaUrl };
const running: ServerProcess[] = [];
try {
  const database = await openDatabase({ url: cluster.primaryUrl, statementTimeoutMs: 0 });
  if (await isDemoNeeded(database)) await seedDemo(database);
  const company = await chargeCompany(database, communities, perCommunity, year);
  const communityIds = await chargeCommunityIds(database, company.companyId);
  console.log(
    `scale-out bench: primary and streaming replica, demo company and ${communities * perCommunity} ` +
      `owners in ${communities} communities ready in ${seconds(performance.now() - started)} s`,
  );
  running.push(await startServerProcess('worker', await freePort(), settings));

  const figures: string[] = [];
  let demoCompanyId = 0;
  for (const count of [1, 2]) {
    const apis: ServerProcess[] = [];
    // One after the other: two starting at once would each migrate-check and compile at once.
    for (let i = 0; i < count; i++)
      apis.push(await startServerProcess('api', await freePort(), settings));
    running.push(...apis);
    const proxy = await roundRobin(apis.map((a) => a.address));
    const label = `${count} API process${count === 1 ? '' : 'es'}`;

    const target = await journalTarget(proxy.address);
    demoCompanyId = target.companyId;
    const journal = await postJournalEntries(target, { connections, duration });
    figures.push(
      `scale-out journal entries, ${label}: ${journal.requests.average.toFixed(0)} entries/s, ` +
        `p50 ${journal.latency.p50} ms, p99 ${journal.latency.p99} ms ` +
        `(${connections} connections, ${duration}s, ${journal.non2xx + journal.errors} errors, ${machineLoad()})`,
    );

    const postDate = `${year}-${String(2 + count).padStart(2, '0')}-01`;
    const charged = await chargeRun(proxy.address, company, communityIds, postDate);
    figures.push(
      `scale-out charge run, ${label}: ${seconds(charged)} s for ${communities * perCommunity} owners ` +
        `(${slices} slices of communities at once, ${machineLoad()}); ${await chargeCheck(database, company.companyId, postDate)}`,
    );

    const before = Number(await cluster.onReplica(replicaTransactions));
    const report = await autocannon({
      url: `${proxy.address}/api/Report/TrialBalance?communityAgentId=${target.communityAgentId}&asOfDate=${year}-12-31`,
      headers: { authorization: `Bearer ${target.token}` },
      connections: 10,
      duration,
    });
    const onReplica = Number(await cluster.onReplica(replicaTransactions)) - before;
    figures.push(
      `scale-out trial balance read from the replica, ${label}: ${report.requests.average.toFixed(0)} req/s, ` +
        `p50 ${report.latency.p50} ms, p99 ${report.latency.p99} ms ` +
        `(10 connections, ${duration}s, ${report.non2xx + report.errors} errors; ${onReplica} transactions ` +
        `on the replica for ${report.requests.total} reports; ${machineLoad()})`,
    );
    await proxy.close();
    for (const api of apis) await api.stop();
    running.splice(running.length - apis.length);
  }
  for (const line of figures) console.log(line);
  console.log(await journalCheck(database, demoCompanyId));
  await database.close();
} finally {
  for (const child of running.reverse()) await child.stop();
  await cluster.stop();
}

/**
 * One month's charges of the bench company through the proxy: its communities in `slices` slices,
 * each accrued and posted by its own calls, all sent at once; the milliseconds of the whole.
 */
async function chargeRun(
  address: string,
  company: { userName: string; password: string },
  communityIds: readonly number[],
  postDate: string,
): Promise<number> {
  const call = jsonCaller(address);
  const { token } = await call<{ token: string }>('/api/Auth/Login', null, {
    userName: company.userName,
    password: company.password,
  });
  const parts = communitySlices(communityIds, slices);
  const began = performance.now();
  await Promise.all(parts.map((part) => accrueAndPost(call, token, part, postDate)));
  return performance.now() - began;
}

function seconds(ms: number): string {
  return (ms / 1000).toFixed(2);
}
