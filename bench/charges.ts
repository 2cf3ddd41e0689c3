// Charge runs at scale: a fresh company of 1,000 communities × 100 homes (bench/search-data.ts)
// with a monthly $250.00 assessment assigned to every home; a month accrued and posted for all
// 100,000 owners through the API (POST ApplyScheduledCharges/Accrue for every community, then
// POST ApplyScheduledCharges/PostItem for every item; above 5,000 communities, the most one call
// takes, in equal slices, two at a time: BENCH_CHARGES_CONCURRENCY), seconds end to end, beside
// the raw SQL floor of the same inserts measured just before it (rolled back, one transaction),
// the lower floor of one owner line per charge (no accrued form), and the peak RSS; five months
// one after the other (BENCH_CHARGES_ROUNDS), the median month the figure. Targets (issue 27):
// ≤ 2.5 s for 100,000 owners, under 40 s for 1,600,000, ≤ 1.2× the floor. DATABASE_URL picks a
// PostgreSQL server; without it, PGlite. BENCH_CHARGES_COMMUNITIES and BENCH_CHARGES_PROPERTIES
// change the size; BENCH_CHARGES_REUSE=1 charges the next month on the newest earlier company of
// that size instead of writing one.
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql } from '@hoa/db';
import { buildApp } from '@hoa/server/app';
import { addMonths } from '@hoa/domain';
import { oneOwnerLineFloor, rawChargeFloor, vacuumDeadRows } from './charges-data';
import { percentile } from './percentile';
import {
  accrueAndPost,
  chargeCheck,
  chargeCommunityIds,
  chargeCompany,
  communitiesPerCall,
  communitySlices,
} from './charge-run';
import { jsonCaller } from './bench-http';

const communities = Number(process.env.BENCH_CHARGES_COMMUNITIES ?? 1000);
const perCommunity = Number(process.env.BENCH_CHARGES_PROPERTIES ?? 100);
const year = new Date().getFullYear();
/** Slices charged at once when the company needs more than one call (BENCH_CHARGES_CONCURRENCY). */
const concurrency = Number(process.env.BENCH_CHARGES_CONCURRENCY ?? 2);
/** Months charged one after the other (BENCH_CHARGES_ROUNDS): five at 100,000 owners, one above. */
const roundCount = Number(
  process.env.BENCH_CHARGES_ROUNDS ?? (communities * perCommunity > 100_000 ? 1 : 5),
);

// Writing 100,000 homes is one statement of about 45 s on this machine, past the app's statement
// timeout: none here, as in the search bench.
const database = await openDatabase({ url: process.env.DATABASE_URL, statementTimeoutMs: 0 });
const started = performance.now();
const earlier = process.env.BENCH_CHARGES_REUSE === '1' ? await earlierChargeCompany() : null;
const firstPostDate = earlier?.nextMonth ?? `${year}-03-01`;
const company = earlier ?? (await chargeCompany(database, communities, perCommunity, year));
const owners = communities * perCommunity;
console.log(
  `charges bench: ${owners} owners in ${communities} communities written in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s (${database.kind}, company ${company.companyId})`,
);

const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const call = jsonCaller(address);
const { token } = await call<{ token: string }>('/api/Auth/Login', null, {
  userName: company.userName,
  password: company.password,
});
const communityIds = await chargeCommunityIds(database, company.companyId);
// Issue 27: ≤ 2.5 s for 100,000 owners, under 40 s for 1,600,000 (16,000 communities of 100).
const timeTarget = owners > 100_000 ? '< 40 s at 1,600,000 owners' : '≤ 2.5 s at 100,000 owners';
const slices = Math.ceil(communityIds.length / communitiesPerCall);
const s = (ms: number) => (ms / 1000).toFixed(2);

// Rounds of one month each, the floors measured just before the API charges the month, so that a
// slow minute of the machine weighs on both sides of a ratio; the median round is the figure.
const rounds: Round[] = [];
for (let round = 0; round < roundCount; round++) {
  const postDate = addMonths(firstPostDate, round);
  // Each floor run twice, the second measured: the first warms the caches, as a month of the API
  // charged before warmed the app (the median round leaves out the first). The lower floor
  // (posted directly, one owner line per charge and no accrued form) shows what the accrued form
  // costs, the API is not held to it; the floor goes last, next to the API's month.
  const lowerFloorMs = await warmedUp(() =>
    oneOwnerLineFloor(database, company.companyId, postDate),
  );
  const floorMs = await warmedUp(() => rawChargeFloor(database, company.companyId, postDate));
  const api = await chargeMonth(postDate);
  rounds.push({ postDate, floorMs, lowerFloorMs, ...api });
  console.log(
    `charges round ${round + 1} (${postDate}): API ${s(api.apiMs)} s` +
      `${slices === 1 ? ` (accrue ${s(api.accrueMs)} s, post ${s(api.apiMs - api.accrueMs)} s)` : ''}, ` +
      `floor ${s(floorMs)} s, ratio ${(api.apiMs / floorMs).toFixed(2)}×; lower floor ` +
      `${s(lowerFloorMs)} s; peak ${(api.peakRss / 2 ** 20).toFixed(0)} MB RSS`,
  );
}

const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
const apiMs = median(rounds.map((r) => r.apiMs));
const ratio = median(rounds.map((r) => r.apiMs / r.floorMs));
const lowerRatio = median(rounds.map((r) => r.apiMs / r.lowerFloorMs));
const peakRss = Math.max(...rounds.map((r) => r.peakRss));
console.log(
  `charges accrue+post through the API: ${s(apiMs)} s for ${owners} owners ` +
    `(${slices === 1 ? 'one call each' : `${slices} slices, ${Math.min(concurrency, slices)} at a time`}; ` +
    `median of ${rounds.length} month${rounds.length === 1 ? '' : 's'}); raw SQL floor ` +
    `${s(median(rounds.map((r) => r.floorMs)))} s; ratio ${ratio.toFixed(2)}× ` +
    `(targets ${timeTarget}, ≤ 1.2× the floor; ${database.kind})`,
);
console.log(
  `charges lower floor, posted directly (one owner line per charge, no accrued form): ` +
    `${s(median(rounds.map((r) => r.lowerFloorMs)))} s; the API at ${lowerRatio.toFixed(2)}× it`,
);
console.log(
  `charges peak memory: ${(peakRss / 2 ** 20).toFixed(0)} MB RSS for ${owners} owners ` +
    `(target: flat in the number of owners, 323–349 MB measured before)`,
);
for (const round of rounds)
  console.log(await chargeCheck(database, company.companyId, round.postDate));

await app.close();
await database.close();

interface Round {
  postDate: string;
  floorMs: number;
  lowerFloorMs: number;
  apiMs: number;
  accrueMs: number;
  peakRss: number;
}

/**
 * The month charged through the API: every slice accrued and posted, `concurrency` slices at a
 * time; the milliseconds of the whole and of the accruals, and the peak RSS meanwhile. The
 * server's dead rows are then vacuumed, as the floors' are.
 */
async function chargeMonth(postDate: string) {
  let peakRss = process.memoryUsage.rss();
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage.rss())), 100);
  const pending = communitySlices(communityIds, slices);
  let accrueMs = 0;
  const began = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, slices) }, async () => {
      for (let part = pending.shift(); part; part = pending.shift()) {
        accrueMs += (await accrueAndPost(call, token, part, postDate)).accrueMs;
      }
    }),
  );
  const apiMs = performance.now() - began;
  clearInterval(sampler);
  await vacuumDeadRows(database);
  return { apiMs, accrueMs, peakRss };
}

/** The second of two measures, one after the other (the first warms the caches). */
async function warmedUp(measure: () => Promise<number>): Promise<number> {
  await measure();
  return measure();
}

/** The newest bench company of this size with charge books, and the month after its last charged. */
async function earlierChargeCompany() {
  const [row] = await queryRows<{ company_id: string; user_name: string; next_month: string }>(
    database.db,
    sql`select u.company_id, u.user_name,
               coalesce(max(k.last_applied) + interval '1 month', make_date(${year}, 3, 1))::date::text
                 as next_month
          from users u join codes k on k.company_id = u.company_id and k.code_alias = 'ASMT'
         where u.user_name like 'bench-%'
         group by u.id, u.company_id, u.user_name
        having count(*) = ${communities}
         order by u.id desc limit 1`,
  );
  return row
    ? {
        companyId: Number(row.company_id),
        userName: row.user_name,
        password: 'bench-search',
        nextMonth: row.next_month,
      }
    : null;
}
