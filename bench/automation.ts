// The first-of-month assessment workflow at scale (issue 25): two identical fresh companies of
// 1,000 communities × 100 homes (bench/search-data.ts) with the charge benchmark's books and a
// monthly $250.00 assessment on every home (bench/charges-data.ts).
//  - Company A, the scheduler: a workflow template with one Apply charges job (monthly from the
//    1st of January of the books' year, IsPosted), applied to every community and each job enabled
//    through the API; then the scheduler's loop (runDueJobSchedules, fairness limit on) at the due
//    minute, timed end to end: each run is Accrue then PostItem through the use cases, recorded in
//    job_runs. A small third company of a few communities, due at the same minute, shows the fair
//    order: its runs finish in the first round, not after all of A's.
//  - Company B, by hand: the same charge runs, one Accrue and one PostItem API call per community
//    over HTTP, timed end to end.
// Prints both times and their ratio (target: the scheduler ≤ 1.5× by hand), the owners posted, and
// checks that both companies posted the same to the cent. DATABASE_URL picks a PostgreSQL server;
// without it, PGlite. BENCH_AUTOMATION_COMMUNITIES and BENCH_AUTOMATION_OWNERS change the size;
// BENCH_AUTOMATION_ORDER=hand-first times the runs by hand first; BENCH_AUTOMATION_PROFILE=1 prints
// where the time of both went, transaction by transaction (by the server function that opened it).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql, type SQL } from '@hoa/db';
import { AgentTypeId, JobId, TxnTypeId } from '@hoa/domain';
import { buildApp } from '@hoa/server/app';
import { LocalFileStore } from '../apps/server/src/files/local-file-store';
import {
  AutomationFairnessLimit,
  dueRuns,
  runDue,
  runDueJobSchedules,
} from '../apps/server/src/modules/automation/index';
import { jsonCaller } from './bench-http';
import { addChargeBooks } from './charges-data';
import { createBenchCompany, type BenchCompany } from './search-data';

const communities = Number(process.env.BENCH_AUTOMATION_COMMUNITIES ?? 1000);
const perCommunity = Number(process.env.BENCH_AUTOMATION_OWNERS ?? 100);
const smallCommunities = 5;
const handFirst = process.env.BENCH_AUTOMATION_ORDER === 'hand-first';
// The next 1st of January: a job enabled now is first due then (its start), in the books' year.
const year = new Date().getUTCFullYear() + 1;
const postDate = `${year}-01-01`;
const dueAt = new Date(`${postDate}T00:00:00Z`);

const s = (ms: number) => (ms / 1000).toFixed(2);
// Seeding 100,000 homes in one statement may take longer than the app's 30 s on a busy machine.
const opened = await openDatabase({ url: process.env.DATABASE_URL, statementTimeoutMs: 600_000 });
const profile = process.env.BENCH_AUTOMATION_PROFILE === '1' ? transactionProfile() : null;
const database = profile ? profile.wrap(opened) : opened;
const filesRoot = mkdtempSync(join(tmpdir(), 'hoa-bench-automation-'));
const files = new LocalFileStore(filesRoot);

const seeded = performance.now();
const scheduled = await chargeCompany(communities);
const byHand = await chargeCompany(communities);
const small = await chargeCompany(smallCommunities);
await database.db.execute(
  sql`vacuum analyze agents, codes, code_accounts, charge_assignments, accounting_periods, fiscal_years`,
);
console.log(
  `automation bench: 2 × ${communities * perCommunity} owners in ${communities} communities ` +
    `(+ ${smallCommunities} communities) written in ${s(performance.now() - seeded)} s ` +
    `(${database.kind}, companies ${scheduled.companyId}, ${byHand.companyId}, ${small.companyId})`,
);

const app = await buildApp({ database, fileStore: files });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const call = jsonCaller(address);
const signIn = async (company: BenchCompany) =>
  (
    await call<{ token: string }>('/api/Auth/Login', null, {
      userName: company.userName,
      password: company.password,
    })
  ).token;

const enabledAt = performance.now();
const scheduledJobs = await scheduleWorkflows(scheduled);
const smallJobs = await scheduleWorkflows(small);
console.log(
  `automation workflows: template applied to ${communities} + ${smallCommunities} communities, ` +
    `${scheduledJobs + smallJobs} jobs enabled in ${s(performance.now() - enabledAt)} s`,
);

const handToken = await signIn(byHand);
const handCommunities = await communityIds(byHand.companyId);
let schedulerMs = 0;
let handMs = 0;
let loop = '';
const commits = { scheduler: 0, hand: 0 };
const profiles = { scheduler: '', hand: '' };
if (handFirst) handMs = await timed('hand', runByHand);
schedulerMs = await timed('scheduler', runScheduler);
if (!handFirst) handMs = await timed('hand', runByHand);

const a = await posted(scheduled.companyId);
const b = await posted(byHand.companyId);
const runs = await runsOf(scheduled.companyId);
const smallRuns = await runsOf(small.companyId);
const failed = [...runs, ...smallRuns].filter((r) => r.status !== 'succeeded');
// Per run: the scheduler's time also holds the small company's runs.
const ratio = schedulerMs / (runs.length + smallRuns.length) / (handMs / handCommunities.length);
console.log(
  `automation first-of-month assessments by the scheduler (${loop}, fairness limit ` +
    `${AutomationFairnessLimit}): ${s(schedulerMs)} s for ${runs.length + smallRuns.length} runs ` +
    `(${runs.length} + ${smallRuns.length}); by hand (Accrue + PostItem per community over HTTP): ` +
    `${s(handMs)} s for ${handCommunities.length} communities; ratio per run ${ratio.toFixed(2)}× ` +
    `(target ≤ 1.5×; ${database.kind})`,
);
console.log(
  `automation posted: scheduler ${a.owners} owners $${dollars(a.cents)} (${a.lines} GL lines, ` +
    `job runs ${runs.reduce((n, r) => n + r.owners, 0)} owners); by hand ${b.owners} owners ` +
    `$${dollars(b.cents)} (${b.lines} GL lines); ${
      a.cents === b.cents && a.owners === b.owners && a.lines === b.lines
        ? 'equal to the cent'
        : 'NOT EQUAL'
    }`,
);
printFairness();
console.log(
  `automation transactions committed (server count): scheduler ${commits.scheduler} ` +
    `(${(commits.scheduler / (runs.length + smallRuns.length)).toFixed(1)} a run), by hand ${commits.hand} ` +
    `(${(commits.hand / handCommunities.length).toFixed(1)} a community)`,
);
if (profile)
  console.log(`automation profile, scheduler:\n${profiles.scheduler}\nby hand:\n${profiles.hand}`);
if (failed.length > 0) {
  console.log(`automation: ${failed.length} runs did not succeed, first: ${failed[0]?.error}`);
}

await app.close();
await database.close();
rmSync(filesRoot, { recursive: true, force: true });
if (a.cents !== b.cents || a.owners !== b.owners || failed.length > 0) process.exitCode = 1;

/** A path timed, with the transactions the server committed meanwhile (and its profile). */
async function timed(path: 'scheduler' | 'hand', work: () => Promise<number>): Promise<number> {
  const before = await committed();
  profile?.reset();
  const ms = await work();
  profiles[path] = profile?.report() ?? '';
  commits[path] = (await committed()) - before;
  return ms;
}

/** The database's committed transactions (the statistics are flushed within a second). */
async function committed(): Promise<number> {
  if (database.kind !== 'postgres') return 0;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const [row] = await queryRows<{ n: number }>(
    opened.db,
    sql`select xact_commit::float8 as n from pg_stat_database where datname = current_database()`,
  );
  return row?.n ?? 0;
}

/** A fresh bench company with the charge benchmark's books for the year. */
async function chargeCompany(size: number): Promise<BenchCompany> {
  const company = await createBenchCompany(database, size, perCommunity);
  await addChargeBooks(database, company.companyId, year);
  return company;
}

async function communityIds(companyId: number): Promise<number[]> {
  const rows = await inCompany<{ id: number }>(
    companyId,
    sql`select id::int from agents where agent_type_id = ${AgentTypeId.Community} order by id`,
  );
  return rows.map((r) => r.id);
}

function inCompany<T>(companyId: number, statement: SQL): Promise<T[]> {
  return database.withTenant({ companyId, userId: null }, (tx) => queryRows<T>(tx, statement));
}

/** The template of one Apply charges job applied to every community, each job enabled. */
async function scheduleWorkflows(company: BenchCompany): Promise<number> {
  const token = await signIn(company);
  const template = await call<{ WorkflowTemplateId: number }>(
    '/api/WorkflowTemplate/SaveWorkflowTemplate',
    token,
    {
      Name: 'First of the month',
      Details: [
        {
          JobId: JobId.ApplyCharges,
          Name: 'Assessments',
          Sequence: 1,
          Frequency: 'M',
          Mask: 127,
          StartDateTime: dueAt.toISOString(),
          Parameters: { IsPosted: true },
        },
      ],
    },
  );
  const workflows = await call<{ Jobs: { JobScheduleId: number }[] }[]>(
    '/api/WorkflowTemplate/ApplyWorkflowTemplate',
    token,
    {
      WorkflowTemplateId: template.WorkflowTemplateId,
      CommunityAgentIds: await communityIds(company.companyId),
    },
  );
  const jobs = workflows.flatMap((w) => w.Jobs.map((j) => j.JobScheduleId));
  // Four calls at a time: setup, not timed.
  for (let i = 0; i < jobs.length; i += 4) {
    const enabled = await Promise.all(
      jobs.slice(i, i + 4).map((id) =>
        call<{ NextRunDateTime: string | null }>('/api/JobSchedule/SetEnabled', token, {
          jobScheduleId: id,
          enabled: true,
        }),
      ),
    );
    const wrong = enabled.find(
      (e) =>
        e.NextRunDateTime === null || new Date(e.NextRunDateTime).getTime() !== dueAt.getTime(),
    );
    if (wrong)
      throw new Error(`A job is next due at ${wrong.NextRunDateTime}, not ${dueAt.toISOString()}.`);
  }
  return jobs.length;
}

/**
 * The scheduler at the due minute: runDueJobSchedules over every company when only the bench's
 * companies have runs due; otherwise (a shared database where another company's runs are due too)
 * the same loop — dueRuns in the fair order, runDue each, until nothing is due — kept to the bench's
 * companies, so that it never runs another company's jobs.
 */
async function runScheduler(): Promise<number> {
  const deps = { database, files };
  const ours = new Set([scheduled.companyId, small.companyId]);
  const others = (await dueRuns(database, dueAt)).filter((d) => !ours.has(d.companyId));
  const began = performance.now();
  if (others.length === 0) {
    loop = 'runDueJobSchedules';
    await runDueJobSchedules(deps, dueAt, { fairnessLimit: AutomationFairnessLimit });
  } else {
    loop = `dueRuns + runDue of the bench's companies, ${others.length}+ other runs due`;
    for (;;) {
      const due = (await dueRuns(database, dueAt)).filter((d) => ours.has(d.companyId));
      if (due.length === 0) break;
      for (const d of due) await runDue(deps, d, dueAt);
    }
  }
  return performance.now() - began;
}

/** One Accrue and one PostItem call per community, one community after the other. */
async function runByHand(): Promise<number> {
  const began = performance.now();
  for (const community of handCommunities) {
    const accrued = await call<{ Items: { TopsItemId: number | null }[] }>(
      '/api/ApplyScheduledCharges/Accrue',
      handToken,
      {
        TopsTxnTypeId: TxnTypeId.ApplyCharges,
        PostDate: postDate,
        Communities: [{ CommunityAgentId: community }],
      },
    );
    const itemIds = accrued.Items.flatMap((i) => (i.TopsItemId === null ? [] : [i.TopsItemId]));
    if (itemIds.length > 0) {
      await call('/api/ApplyScheduledCharges/PostItem', handToken, { ItemIds: itemIds });
    }
  }
  return performance.now() - began;
}

async function posted(companyId: number) {
  const [row] = await inCompany<{ owners: number; cents: string | null; lines: number }>(
    companyId,
    sql`select count(distinct owner_agent_id)::int as owners, sum(amount_cents)::text as cents,
               (select count(*)::int from gl_lines where post_date = ${postDate}::date) as lines
          from ar_lines where post_date = ${postDate}::date`,
  );
  return { owners: row?.owners ?? 0, cents: BigInt(row?.cents ?? 0), lines: row?.lines ?? 0 };
}

function dollars(cents: bigint): string {
  return `${(cents / 100n).toLocaleString('en-US')}.${String(cents % 100n).padStart(2, '0')}`;
}

async function runsOf(companyId: number) {
  const rows = await inCompany<{
    status: string;
    owners: number;
    error: string | null;
    started: number;
    finished: number | null;
  }>(
    companyId,
    sql`select status, coalesce(owners_count, 0)::int as owners, error,
               (extract(epoch from started_at) * 1000)::float8 as started,
               (extract(epoch from finished_at) * 1000)::float8 as finished
          from job_runs where post_date = ${postDate}::date`,
  );
  return rows.map((r) => ({ ...r, companyId }));
}

/** Where the small company's runs finished among all the runs of the due minute. */
function printFairness(): void {
  const all = [...runs, ...smallRuns]
    .filter((r) => r.finished !== null)
    .sort((x, y) => (x.finished ?? 0) - (y.finished ?? 0));
  const start = Math.min(...all.map((r) => r.started));
  const places = all.flatMap((r, i) => (r.companyId === small.companyId ? [i + 1] : []));
  const last = (companyId: number) =>
    Math.max(...all.filter((r) => r.companyId === companyId).map((r) => r.finished ?? 0)) - start;
  console.log(
    `automation fairness: the small company's ${smallRuns.length} runs finished in places ${places.length > 0 ? `${places[0]} to ${places.at(-1)}` : 'none'} of ${all.length} ` +
      `(first round: ${Math.min(AutomationFairnessLimit, runs.length) + smallRuns.length} runs), ` +
      `its last ${s(last(small.companyId))} s after the first run started; the big company's last ${s(last(scheduled.companyId))} s`,
  );
}

/**
 * Time in transactions by where they were opened: the first two frames of the server's code on
 * the stack when withTenant, withAuthLookup or withScheduler was called.
 */
function transactionProfile() {
  const spent = new Map<string, { n: number; ms: number }>();
  const label = (stack: string) =>
    stack
      .split('\n')
      .slice(1)
      .map((line) => /at (?:async )?(\S+) \(.*\/(apps\/server\/src\/[^:]+):(\d+)/.exec(line))
      .flatMap((m) => (m ? [`${m[1]} ${m[2].replace('apps/server/src/', '')}:${m[3]}`] : []))
      .slice(0, 2)
      .join(' ← ') || 'bench';
  const timedTx =
    <A extends unknown[], T>(fn: (...args: A) => Promise<T>) =>
    async (...args: A): Promise<T> => {
      const where = label(new Error().stack ?? '');
      const began = performance.now();
      try {
        return await fn(...args);
      } finally {
        const entry = spent.get(where) ?? { n: 0, ms: 0 };
        entry.n += 1;
        entry.ms += performance.now() - began;
        spent.set(where, entry);
      }
    };
  return {
    wrap: (inner: typeof opened): typeof opened => ({
      ...inner,
      withTenant: timedTx((scope, fn) => inner.withTenant(scope, fn)),
      withAuthLookup: timedTx((fn) => inner.withAuthLookup(fn)),
      withScheduler: timedTx((fn) => inner.withScheduler(fn)),
    }),
    reset: () => spent.clear(),
    report: () =>
      [...spent]
        .sort((x, y) => y[1].ms - x[1].ms)
        .map(([where, { n, ms }]) => `  ${s(ms).padStart(8)} s ${String(n).padStart(6)} × ${where}`)
        .join('\n'),
  };
}
