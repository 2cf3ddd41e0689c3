// A report package for every community (RenderAllPackages): a fresh company of
// BENCH_PACKAGE_COMMUNITIES communities (default 100), each with a chart of accounts, a fiscal year
// and 400 balanced ledger lines; a package of 5 reports (trial balance, balance sheet, income
// statement, general ledger detail, aged owner balance) rendered as PDF for all of them over HTTP,
// the zip streamed and counted. Prints the seconds (beside the target and the machine's load) and
// the process's peak RSS, once for a quarter of the communities and once for all of them, then a
// summary line: the target met or missed, and memory flat when the two peaks are close (the server
// reads 20 communities at a time while its worker threads render the ones read before, and streams
// the zip; run with NODE_OPTIONS=--expose-gc for a collected heap before and after each; the heap
// is not collected during a run, which would stop the server's thread for a second each time on a
// loaded machine). The first run also starts the server's render workers.
// DATABASE_URL picks a PostgreSQL server; without it, PGlite.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createCompany, hashPassword, openDatabase, sql, type Tx } from '@hoa/db';
import { AccountTypeId as A, StatusId, TxnTypeId } from '@hoa/domain';
import { buildApp } from '@hoa/server/app';
import { addBenchCommunity, addBenchUser, addBenchYears } from './bench-books';

const communities = Number(process.env.BENCH_PACKAGE_COMMUNITIES ?? 100);
const entriesPerCommunity = 100;

// prettier-ignore
const chart: [string, string, number][] = [
  ['1000', 'Operating Cash', A.Cash], ['1200', 'Assessments Receivable', A.Receivables],
  ['2000', 'Accounts Payable', A.CurrentLiabilities], ['3000', 'Retained Earnings', A.Equity],
  ['4000', 'Assessment Income', A.Income], ['5000', 'Landscaping', A.Expenses],
];

const database = await openDatabase({ url: process.env.DATABASE_URL });
const started = performance.now();
const password = 'bench-packages';
const passwordHash = await hashPassword(password);
const tag = Math.random().toString(36).slice(2, 8);
const quarter = Math.max(1, Math.floor(communities / 4));

const { companyId } = await createCompany(
  database,
  { name: `Packages bench ${tag}` },
  async (tx, companyId) => {
    const ids: number[] = [];
    for (let i = 1; i <= communities; i++) ids.push(await seedCommunity(tx, companyId, i));
    await seedUser(tx, companyId, `bench-packages-all-${tag}`, ids);
    await seedUser(tx, companyId, `bench-packages-quarter-${tag}`, ids.slice(0, quarter));
    return { companyId };
  },
);
console.log(
  `report packages bench: ${communities} communities of ${entriesPerCommunity * 4} ledger lines ` +
    `written in ${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}, company ${companyId})`,
);

const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function signIn(userName: string): Promise<string> {
  const login = await fetch(`${address}/api/Auth/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName, password }),
  });
  return ((await login.json()) as { token: string }).token;
}

const allToken = await signIn(`bench-packages-all-${tag}`);
const saved = await fetch(`${address}/api/ReportPackage/SaveReportPackage`, {
  method: 'POST',
  headers: { authorization: `Bearer ${allToken}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    DisplayName: 'Month-end board package',
    Items: [
      { Type: 'Report', Name: 'TrialBalance', Parameters: { asOfDate: '2026-06-30' } },
      { Type: 'Report', Name: 'BalanceSheet', Parameters: { asOfDate: '2026-06-30' } },
      {
        Type: 'Report',
        Name: 'IncomeStatement',
        Parameters: { startDate: '2026-01-01', endDate: '2026-06-30' },
      },
      {
        Type: 'Report',
        Name: 'GeneralLedgerDetail',
        Parameters: { startDate: '2026-06-01', endDate: '2026-06-30' },
      },
      { Type: 'Report', Name: 'AgedOwnerBalanceDetail', Parameters: {} },
    ],
  }),
});
if (!saved.ok) throw new Error(`SaveReportPackage: ${saved.status} ${await saved.text()}`);
const { ReportPackageId } = (await saved.json()) as { ReportPackageId: number };

const mb = (n: number) => (n / 1024 / 1024).toFixed(0);
const targetSeconds = (count: number) => (60 * count) / 100;

/** RenderAllPackages as the user: seconds, bytes, files in the zip and the peak RSS meanwhile. */
async function renderAll(
  userName: string,
  count: number,
): Promise<{ seconds: number; peak: number }> {
  const token = await signIn(userName);
  global.gc?.();
  const before = process.memoryUsage();
  let peak = before.rss;
  // RSS every second; what is still live after the run (collected with --expose-gc) stays flat
  // when the server holds a batch of communities at a time.
  const sample = () => {
    peak = Math.max(peak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 1000);
  const begin = performance.now();
  const response = await fetch(`${address}/api/Report/RenderAllPackages`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ ReportPackageId, Format: 0 }),
  });
  if (!response.ok || !response.body) {
    throw new Error(`RenderAllPackages: ${response.status} ${await response.text()}`);
  }
  let bytes = 0;
  let files = 0;
  let tail = Buffer.alloc(0);
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    const chunk = read.value;
    const data = Buffer.concat([tail, Buffer.from(chunk)]);
    // Local file headers (PK\x03\x04) count the files as they arrive.
    for (let i = data.indexOf('PK\x03\x04'); i >= 0; i = data.indexOf('PK\x03\x04', i + 4)) {
      if (i >= tail.length - 3) files++;
    }
    bytes += chunk.length;
    tail = data.subarray(Math.max(0, data.length - 3));
  }
  const seconds = (performance.now() - begin) / 1000;
  clearInterval(sampler);
  sample();
  global.gc?.();
  const live = process.memoryUsage().heapUsed;
  const load = loadavg().map((l) => l.toFixed(1));
  console.log(
    `POST /api/Report/RenderAllPackages (5 reports, PDF) for ${count} communities: ${seconds.toFixed(1)} s ` +
      `(target: under ${targetSeconds(count).toFixed(0)} s, 60 s for 100), load average ${load.join(' ')} on ${availableParallelism()} cores, ` +
      `${(seconds / count).toFixed(2)} s a community, ${files} files, ${mb(bytes)} MB zip; ` +
      `RSS ${mb(before.rss)} MB before, peak ${mb(peak)} MB; live heap ${mb(before.heapUsed)} MB ` +
      `before, ${mb(live)} MB after (${database.kind})`,
  );
  return { seconds, peak };
}

const partRun = await renderAll(`bench-packages-quarter-${tag}`, quarter);
const fullRun = await renderAll(`bench-packages-all-${tag}`, communities);
// The target scales with the communities (60 s for 100); memory is flat when the peak for all of
// them is within a quarter of the peak for a quarter of them.
const met = fullRun.seconds < targetSeconds(communities);
const flat = fullRun.peak <= partRun.peak * 1.25;
console.log(
  `report packages summary: ${communities} communities in ${fullRun.seconds.toFixed(1)} s, target ` +
    `under ${targetSeconds(communities).toFixed(0)} s ${met ? 'met' : 'MISSED'}; peak RSS ` +
    `${mb(partRun.peak)} MB for ${quarter}, ${mb(fullRun.peak)} MB for ${communities} ` +
    `(${flat ? 'flat' : 'NOT flat'}); load average ${loadavg()[0].toFixed(1)} on ` +
    `${availableParallelism()} cores (${database.kind})`,
);
await app.close();
await database.close();

async function seedCommunity(tx: Tx, companyId: number, n: number): Promise<number> {
  const name = `Package Park ${String(n).padStart(3, '0')}`;
  const id = await addBenchCommunity(tx, companyId, name, chart);
  await addBenchYears(tx, companyId, id, [2026]);
  const account = (number: string) =>
    sql`(select id from accounts where community_agent_id = ${id} and account_number = ${number})`;
  await tx.execute(sql`create temp table bench_entries on commit drop as
    select g as k, nextval(pg_get_serial_sequence('items', 'id')) as item_id,
           date '2026-01-01' + (g * 7919) % 181 as post_date, 100 + (g * 37) % 50000 as a
      from generate_series(1, ${entriesPerCommunity}) g`);
  await tx.execute(sql`insert into items (id, company_id, community_agent_id, txn_type_id, status_id,
      event_date, post_date, reference)
    select item_id, ${companyId}::bigint, ${id}::bigint, ${TxnTypeId.JournalEntry}::int,
           ${StatusId.Posted}::int, post_date, post_date, 'BENCH' from bench_entries`);
  await tx.execute(sql`insert into gl_lines (company_id, community_agent_id, item_id, account_id,
      fiscal_year_id, period_id, post_date, debit_cents, credit_cents)
    select ${companyId}::bigint, ${id}::bigint, e.item_id, v.account_id, p.fiscal_year_id,
           p.id, e.post_date, v.debit, v.credit
      from bench_entries e
      join accounting_periods p on e.post_date between p.start_date and p.end_date
      join fiscal_years fy on fy.id = p.fiscal_year_id and fy.community_agent_id = ${id}
      cross join lateral (values (${account('1200')}, e.a, 0), (${account('4000')}, 0, e.a),
                                 (${account('5000')}, e.a / 2, 0), (${account('1000')}, 0, e.a / 2))
        as v(account_id, debit, credit)`);
  await tx.execute(sql`drop table bench_entries`);
  return id;
}

async function seedUser(tx: Tx, companyId: number, userName: string, communityIds: number[]) {
  const user = { userName, passwordHash, displayName: 'Bench Manager', isSystemAdmin: false };
  await addBenchUser(tx, companyId, user, communityIds);
}
