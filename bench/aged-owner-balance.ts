// Aged owner balance at 100,000 owners: a fresh company with one community of 100,000 homes and
// primary owners (bench/search-data.ts), a fiscal year, the assessment code ASMT, three monthly
// charges of $250.00 to every owner and a waive of $300.00 to every other owner, all posted
// through the receivable posting engine; then GET /api/Report/AgedOwnerBalanceDetail as JSON over
// HTTP, 5 runs, printing p50 and the slowest (target under 2 s). DATABASE_URL picks a PostgreSQL
// server; without it, PGlite. BENCH_AGED_OWNERS changes the number of owners; BENCH_AGED_REUSE=1
// measures again on the newest earlier bench company with owner lines instead of writing one.
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql, type Tx } from '@hoa/db';
import {
  AgentTypeId,
  CodeAccountTypeId,
  CodeTypeId,
  FrequencyId,
  generatePeriods,
  StatusId,
  TxnTypeId,
} from '@hoa/domain';
import { buildApp } from '@hoa/server/app';
import { postReceivableItems } from '../apps/server/src/modules/gl/index';
import { createBenchCompany, type BenchCompany } from './search-data';

const owners = Number(process.env.BENCH_AGED_OWNERS ?? 100_000);
const runs = 5;

const database = await openDatabase({ url: process.env.DATABASE_URL });
const started = performance.now();
const earlier = process.env.BENCH_AGED_REUSE === '1' ? await earlierCompany() : null;
const company = earlier ?? (await createBenchCompany(database, 1, owners));
const { companyId } = company;
const communityAgentId = await database.withTenant({ companyId, userId: null }, async (tx) => {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id::text from agents where agent_type_id = ${AgentTypeId.Community} limit 1`,
  );
  const community = Number(row?.id);
  if (earlier) return community;
  const items = await seedLedger(tx, community);
  await postReceivableItems(tx, companyId, items);
  return community;
});
// Statistics as autovacuum keeps them for a company of this size (a bulk load is analyzed within a
// minute or so): without them the planner takes the new company for a handful of rows.
await database.db.execute(
  sql`analyze ar_lines, owner_code_balances, items, item_agents, item_agent_details, codes, contacts, agents, property_details`,
);
const [lines] = await database.withTenant({ companyId, userId: null }, (tx) =>
  queryRows<{ n: number }>(tx, sql`select count(*)::int as n from ar_lines`),
);
console.log(
  `aged owner balance bench: ${owners} owners, ${lines?.n ?? 0} owner lines ` +
    `${earlier ? 'reused' : 'posted'} in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
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
const times: number[] = [];
let rows = 0;
for (let i = 0; i < runs; i++) {
  const begin = performance.now();
  const response = await fetch(
    `${address}/api/Report/AgedOwnerBalanceDetail?communityAgentId=${communityAgentId}&asOfDate=2026-05-31`,
    { headers: { authorization: `Bearer ${token}` } },
  );
  const body = (await response.json()) as { rows?: unknown[] };
  times.push(performance.now() - begin);
  if (!response.ok) throw new Error(`AgedOwnerBalanceDetail failed: ${response.status}`);
  rows = body.rows?.length ?? 0;
}
times.sort((a, b) => a - b);
console.log(
  `GET /api/Report/AgedOwnerBalanceDetail (${owners} owners, ${rows} rows): p50 ` +
    `${(times[Math.floor(runs / 2)] ?? 0).toFixed(0)} ms, max ${(times[runs - 1] ?? 0).toFixed(0)} ms ` +
    `(${runs} runs, ${database.kind}; target under 2000 ms)`,
);
await app.close();
await database.close();

/** The newest bench company with a balance for as many owners (an earlier run of this bench). */
async function earlierCompany(): Promise<BenchCompany | null> {
  const [row] = await queryRows<{ company_id: string; user_name: string }>(
    database.db,
    sql`select u.company_id, u.user_name from users u
           where u.user_name like 'bench-%'
             and (select count(*) from owner_code_balances b where b.company_id = u.company_id) >= ${owners}
           order by u.id desc limit 1`,
  );
  return row
    ? { companyId: Number(row.company_id), userName: row.user_name, password: 'bench-search' }
    : null;
}

/** Books for 2026, the code ASMT and the accrued items: three charges and a waive. */
async function seedLedger(tx: Tx, community: number): Promise<number[]> {
  const [fy] = await queryRows<{ id: string }>(
    tx,
    sql`insert into fiscal_years (company_id, community_agent_id, sequence, start_date, end_date)
        values (${companyId}, ${community}, 2026, '2026-01-01', '2026-12-31') returning id::text`,
  );
  const periods = generatePeriods('2026-01-01', FrequencyId.Monthly);
  await tx.execute(sql`insert into accounting_periods (company_id, fiscal_year_id, period_order, start_date, end_date)
    select ${companyId}::bigint, ${fy?.id}::bigint, p.o, p.s, p.e
      from jsonb_to_recordset(${JSON.stringify(periods.map((p) => ({ o: p.PeriodOrder, s: p.StartDate, e: p.EndDate })))}::jsonb)
        as p(o int, s date, e date)`);
  const [code] = await queryRows<{ id: string; receivable: string; income: string }>(
    tx,
    sql`with c as (
          insert into codes (company_id, community_agent_id, code_type_id, code_alias, code_name,
                             frequency_id, amount_cents, start_date)
          values (${companyId}, ${community}, ${CodeTypeId.Assessment}, 'ASMT', 'Monthly assessment',
                  ${FrequencyId.Monthly}, 25000, '2026-01-01') returning id)
        select c.id::text,
               (select id::text from accounts where community_agent_id = ${community} and account_number = '1200') as receivable,
               (select id::text from accounts where community_agent_id = ${community} and account_number = '4000') as income
          from c`,
  );
  if (!code) throw new Error('no code');
  await tx.execute(sql`insert into code_accounts (company_id, code_id, code_account_type_id, account_id)
    values (${companyId}, ${code.id}::bigint, ${CodeAccountTypeId.Receivable}, ${code.receivable}::bigint),
           (${companyId}, ${code.id}::bigint, ${CodeAccountTypeId.Income}, ${code.income}::bigint)`);
  const runs: [number, string, number, boolean, number][] = [
    [TxnTypeId.ApplyCharges, '2026-03-01', 25_000, true, 1],
    [TxnTypeId.ApplyCharges, '2026-04-01', 25_000, true, 1],
    [TxnTypeId.ApplyCharges, '2026-05-01', 25_000, true, 1],
    [TxnTypeId.Waive, '2026-04-15', 30_000, false, 2],
  ];
  const ids: number[] = [];
  for (const [txnTypeId, date, cents, isDebit, every] of runs) {
    const [item] = await queryRows<{ id: string }>(
      tx,
      sql`insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date, post_date)
          values (${companyId}, ${community}, ${txnTypeId}, ${StatusId.Accrued}, ${date}, ${date})
          returning id::text`,
    );
    await tx.execute(sql`with ia as (
        insert into item_agents (company_id, item_id, agent_id)
        select ${companyId}::bigint, ${item?.id}::bigint, o.id from agents o
         where o.community_agent_id = ${community} and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
           and (o.id / 2) % ${every} = 0
        returning id)
      insert into item_agent_details (company_id, item_agent_id, code_id, amount_cents,
                                      accrued_amount_cents, is_debit, account_id)
      select ${companyId}::bigint, ia.id, ${code.id}::bigint, ${cents}, ${cents}, ${isDebit},
             ${code.income}::bigint from ia`);
    ids.push(Number(item?.id));
  }
  return ids;
}
