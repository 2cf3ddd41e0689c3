// The owner portal's home for 1,000 owners signed in at once, of 100,000 (issue 23): the bench
// company with a ledger (bench/owner-ledger-data.ts, reused when an earlier bench left one), its
// community's portal on, and 1,000 registered owner access accounts each with a session of its
// own. Then GET /api/Portal/GetHome over HTTP, each owner with their own token:
// - paced (bench/portal-home-load.mjs, a process of its own): the 1,000 owners together load
//   their home BENCH_PORTAL_RATE times a second (200: each owner once every five seconds, reading
//   the page between loads), spread evenly; p99 against the target of 150 ms;
// - flat out (autocannon in its worker thread, 1,000 connections): as fast as the server answers,
//   the throughput the paced rate has to stay under.
// The target is for the PostgreSQL server (DATABASE_URL); without it, PGlite.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase, queryRows, sql } from '@hoa/db';
import { AgentTypeId, OwnerAccessStatus } from '@hoa/domain';
import { buildApp } from '@hoa/server/app';
import { benchCompanyWithLedger } from './owner-ledger-data';

const owners = Number(process.env.BENCH_PORTAL_OWNERS ?? 100_000);
const signedIn = Number(process.env.BENCH_PORTAL_SIGNED_IN ?? 1_000);
const rate = Number(process.env.BENCH_PORTAL_RATE ?? 200);
const duration = Number(process.env.BENCH_SECONDS ?? 20);
const run = promisify(execFile);

const database = await openDatabase({ url: process.env.DATABASE_URL });
const company = await benchCompanyWithLedger(database, owners, true);
const { companyId, communityAgentId } = company;
const tokenOf = (ownerAgentId: number) => `own_bench-portal-${companyId}-${ownerAgentId}`;

// The portal on, and the first `signedIn` owners registered with a session each (set-based; a
// second run on the same company keeps what the first wrote).
const ownerIds = await database.withTenant({ companyId, userId: null }, async (tx) => {
  await tx.execute(sql`insert into portal_community_settings (company_id, community_agent_id, is_enabled)
    values (${companyId}, ${communityAgentId}, true)
    on conflict (community_agent_id) do update set is_enabled = true`);
  await tx.execute(sql`
    with accounts as (
      insert into owner_access_accounts (company_id, community_agent_id, owner_agent_id, status,
                                         login_email, registered_at)
      select ${companyId}, ${communityAgentId}, o.id, ${OwnerAccessStatus.Registered},
             'bench-owner-' || o.id || '@example.com', now()
        from agents o
       where o.community_agent_id = ${communityAgentId}
         and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
       order by o.id limit ${signedIn}
      on conflict (owner_agent_id) do update set status = excluded.status
      returning id, owner_agent_id)
    insert into owner_sessions (company_id, owner_access_account_id, token_hash, expires_at)
    select ${companyId}, a.id,
           encode(sha256(convert_to('own_bench-portal-' || ${companyId} || '-' || a.owner_agent_id, 'UTF8')), 'hex'),
           now() + interval '1 day'
      from accounts a
    on conflict (token_hash) do update set last_used_at = now(), expires_at = excluded.expires_at`);
  const rows = await queryRows<{ owner_agent_id: string }>(
    tx,
    sql`select owner_agent_id::text from owner_access_accounts
         where community_agent_id = ${communityAgentId} and login_email like 'bench-owner-%'
         order by owner_agent_id limit ${signedIn}`,
  );
  return rows.map((r) => Number(r.owner_agent_id));
});
if (ownerIds.length !== signedIn) throw new Error(`${ownerIds.length} owners signed in`);

const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const first = await fetch(`${address}/api/Portal/GetHome`, {
  headers: { authorization: `Bearer ${tokenOf(ownerIds[0] ?? 0)}` },
});
const home = (await first.json()) as { Properties?: { TotalDue: number }[] };
if (!first.ok || home.Properties?.length !== 1)
  throw new Error(`GetHome answered ${first.status}: ${JSON.stringify(home).slice(0, 200)}`);

// The load comes from a worker thread (autocannon's), so that it does not share the server's
// event loop.
process.env.BENCH_PORTAL_TOKENS = ownerIds.map(tokenOf).join(',');
async function measure(label: string, options: Partial<autocannon.Options>): Promise<void> {
  const result = await autocannon({
    url: `${address}/api/Portal/GetHome`,
    connections: signedIn,
    duration,
    workers: 1,
    // In workers mode autocannon takes the path of a module in place of the function.
    setupClient: fileURLToPath(
      new URL('portal-home-client.cjs', import.meta.url),
    ) as unknown as autocannon.Options['setupClient'],
    ...options,
  });
  const errors = result.non2xx + result.errors + result.timeouts;
  console.log(
    `GET /api/Portal/GetHome ${label}: ${result.requests.average.toFixed(0)} req/s, ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms (${signedIn} owners signed in ` +
      `of ${owners}, ${duration}s, ${database.kind}, ${errors} errors; target p99 under 150 ms)`,
  );
}

interface Latencies {
  count: number;
  p50: number;
  p99: number;
  max: number;
}
const paced = JSON.parse(
  (
    await run(process.execPath, [fileURLToPath(new URL('portal-home-load.mjs', import.meta.url))], {
      env: {
        ...process.env,
        BENCH_PORTAL_URL: `${address}/api/Portal/GetHome`,
        BENCH_PORTAL_RATE: String(rate),
        BENCH_SECONDS: String(duration),
      },
      maxBuffer: 1 << 20,
    })
  ).stdout,
) as { errors: number; steady: Latencies; first: Latencies };
const { steady, first: firstLoads } = paced;
console.log(
  `GET /api/Portal/GetHome paced at ${rate}/s (${signedIn} owners signed in of ${owners}, each ` +
    `loading it every ${(signedIn / rate).toFixed(0)} s, ${duration}s, ${database.kind}, ` +
    `${paced.errors} errors): p50 ${steady.p50} ms, p99 ${steady.p99} ms, max ${steady.max} ms ` +
    `(${steady.count} loads; target p99 under 150 ms); each owner's first load (a new ` +
    `connection): p50 ${firstLoads.p50} ms, p99 ${firstLoads.p99} ms`,
);
await measure('flat out', {});
await app.close();
await database.close();
