// Bank reconciliation matching at scale: a fresh company whose operating account has 10,000 open
// book items in one year (5,000 printed checks with ap_payments, 5,000 deposits; amounts repeat,
// so ties are broken by date and id) and 10,000 imported bank lines standing for them (checks
// clear 0-20 days later, half with their check number, deposits 0-3 days later). POST
// BankReconciliation/Rematch matches them all, set-based. DATABASE_URL picks a PostgreSQL
// server; without it, PGlite. BENCH_RECON_ITEMS changes the size.
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql } from '@hoa/db';
import { AgentTypeId, ApPaymentMethod, StatusId, TxnTypeId } from '@hoa/domain';
import { buildApp } from '@hoa/server/app';
import { postEntries } from '../apps/server/src/modules/gl/index';
import { addChargeBooks } from './charges-data';
import { createBenchCompany } from './search-data';
import { jsonCaller } from './bench-http';

const size = Number(process.env.BENCH_RECON_ITEMS ?? 10_000);
const checks = Math.floor(size / 2);
const year = new Date().getFullYear();

const database = await openDatabase({ url: process.env.DATABASE_URL });
const company = await createBenchCompany(database, 1, 1);
await addChargeBooks(database, company.companyId, year);
const companyId = company.companyId;
const inTenant = <T>(fn: Parameters<typeof database.withTenant<T>>[1]) =>
  database.withTenant({ companyId, userId: null }, fn);

const setupStart = performance.now();
const bankAccountId = await inTenant(async (tx) => {
  const [row] = await queryRows<{ bank: number }>(
    tx,
    sql`with c as (select id from agents where agent_type_id = ${AgentTypeId.Community} limit 1),
             b as (insert into agents (company_id, agent_type_id) values (${companyId}, ${AgentTypeId.Bank}) returning id),
             v as (insert into agents (company_id, agent_type_id) values (${companyId}, ${AgentTypeId.Vendor}) returning id)
        insert into bank_accounts (company_id, bank_agent_id, community_agent_id, account_name,
               account_number, routing_number, gl_account_id, is_primary)
        select ${companyId}, b.id, c.id, 'Operating', '000444555666', '231380104',
               (select a.id from accounts a where a.community_agent_id = c.id and a.account_number = '1000'), true
          from b, c
        returning id::int as bank`,
  );
  if (!row) throw new Error('no bank account');
  // The items: checks first (credit cash), then deposits (debit cash), dated through the year.
  await tx.execute(sql`
    insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date, post_date, reference)
    select ${companyId}, ba.community_agent_id,
           (case when g <= ${checks} then ${TxnTypeId.PrintChecks} else ${TxnTypeId.JournalEntry} end)::smallint,
           ${StatusId.Posted}::smallint, d, d, 'bench-recon-' || g
      from bank_accounts ba cross join generate_series(1, ${size}) g
      cross join lateral (select make_date(${year}, 1, 1) + (g * 7 % 300) as d) x
     where ba.id = ${row.bank}`);
  const amount = sql`(1000 + (g * 7919) % 400000)::bigint`;
  await tx.execute(sql`
    insert into ap_payments (company_id, community_agent_id, item_id, bank_account_id, vendor_agent_id,
           check_number, amount_cents, payment_date, method, status)
    select ${companyId}, i.community_agent_id, i.id, ${row.bank},
           (select id from agents where agent_type_id = ${AgentTypeId.Vendor} limit 1),
           (10000 + g)::text, ${amount}, i.post_date, ${ApPaymentMethod.PrintedCheck}::smallint, 1::smallint
      from items i cross join lateral (select substring(i.reference from 13)::int as g) x
     where i.reference like 'bench-recon-%' and i.txn_type_id = ${TxnTypeId.PrintChecks}`);
  await postEntries(tx, companyId, {
    query: sql`select i.id as item_id, i.community_agent_id, i.post_date, a.id as account_id,
               null::bigint as cost_center_id,
               case when (a.account_number = '1000') = (i.txn_type_id = ${TxnTypeId.JournalEntry})
                    then ${amount} else 0 end as debit_cents,
               case when (a.account_number = '1000') = (i.txn_type_id = ${TxnTypeId.JournalEntry})
                    then 0 else ${amount} end as credit_cents,
               i.reference as description, null::bigint as item_agent_detail_id
          from items i cross join lateral (select substring(i.reference from 13)::int as g) x
          join accounts a on a.community_agent_id = i.community_agent_id
           and a.account_number in ('1000', '4000')
         where i.reference like 'bench-recon-%'`,
  });
  const [statement] = await queryRows<{ id: number }>(
    tx,
    sql`insert into bank_statements (company_id, bank_account_id, file_name, format, file_hash,
               start_date, end_date)
        values (${companyId}, ${row.bank}, 'bench.csv', 'CSV', md5(random()::text) || md5(random()::text),
                make_date(${year}, 1, 1), make_date(${year}, 12, 31))
        returning id::int as id`,
  );
  await tx.execute(sql`
    insert into bank_transactions (company_id, bank_account_id, statement_id, transaction_date,
           amount_cents, transaction_type, check_number, fit_id)
    select ${companyId}, ${row.bank}, ${statement?.id ?? 0},
           i.post_date + case when g <= ${checks} then g % 21 else g % 4 end,
           case when g <= ${checks} then -${amount} else ${amount} end,
           case when g <= ${checks} then 'check' else 'deposit' end,
           case when g <= ${checks} and g % 2 = 0 then (10000 + g)::text end,
           'bench-' || g
      from items i cross join lateral (select substring(i.reference from 13)::int as g) x
     where i.reference like 'bench-recon-%'`);
  return row.bank;
});
await database.db.execute(
  sql`analyze gl_lines, items, ap_payments, bank_transactions, bank_reconciliation_matches`,
);
console.log(
  `Reconciliation setup: ${size} book items and ${size} bank lines in ${((performance.now() - setupStart) / 1000).toFixed(1)} s`,
);

const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const call = jsonCaller(address);
const { token } = await call<{ token: string }>('/api/Auth/Login', null, {
  userName: company.userName,
  password: company.password,
});
const start = performance.now();
const result = await call<{ Matched: number; ClearedChecks: number }>(
  '/api/BankReconciliation/Rematch',
  token,
  { BankAccountId: bankAccountId },
);
const seconds = (performance.now() - start) / 1000;
console.log(
  `POST BankReconciliation/Rematch: ${size} bank lines vs ${size} open items, ${result.Matched} matched, ` +
    `${result.ClearedChecks} checks cleared in ${seconds.toFixed(2)} s (${database.kind})`,
);
await app.close();
await database.close();
