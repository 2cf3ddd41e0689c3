// A check run at scale (issue 7): a fresh company with one community, 200 vendors and 2,000
// approved invoices (written set-based and posted through postInvoices), then one check run over
// all of them through the print-checks use case: the posting half (check numbers, payInvoices,
// the ap_check_runs row) and the PDF half (pdfmake, one file of every check, stored in a local
// FileStore) are timed apart. DATABASE_URL picks a PostgreSQL server; without it, PGlite.
// BENCH_CHECK_INVOICES and BENCH_CHECK_VENDORS change the size.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql } from '@hoa/db';
import { AccountRequiredTypeId, AgentTypeId, InboxState, StatusId, TxnTypeId } from '@hoa/domain';
import { LocalFileStore } from '../apps/server/src/files/local-file-store';
import type { RequestContext } from '../apps/server/src/http/request-context';
import { postCheckRun, writeCheckRunPdf } from '../apps/server/src/modules/ap-checks/index';
import { postInvoices } from '../apps/server/src/modules/payables/index';
import { addChargeBooks } from './charges-data';
import { createBenchCompany } from './search-data';

const invoices = Number(process.env.BENCH_CHECK_INVOICES ?? 2_000);
const vendors = Number(process.env.BENCH_CHECK_VENDORS ?? 200);
const year = new Date().getFullYear();

const database = await openDatabase({ url: process.env.DATABASE_URL });
const company = await createBenchCompany(database, 1, 1);
await addChargeBooks(database, company.companyId, year);
const companyId = company.companyId;
const inTenant = <T>(fn: Parameters<typeof database.withTenant<T>>[1]) =>
  database.withTenant({ companyId, userId: null }, fn);

const setupStart = performance.now();
const { communityId, bankAccountId, itemIds, userId } = await inTenant(async (tx) => {
  const [bank] = await queryRows<{ community: number; bank: number }>(
    tx,
    sql`with c as (select id from agents where agent_type_id = ${AgentTypeId.Community} limit 1),
             b as (insert into agents (company_id, agent_type_id) values (${companyId}, ${AgentTypeId.Bank}) returning id),
             r as (insert into required_accounts (company_id, community_agent_id, account_required_type_id, account_id)
                   select ${companyId}, c.id, ${AccountRequiredTypeId.AccountsPayable}, a.id
                     from c join accounts a on a.community_agent_id = c.id and a.account_number = '2000')
        insert into bank_accounts (company_id, bank_agent_id, community_agent_id, account_name,
               account_number, routing_number, gl_account_id, is_primary)
        select ${companyId}, b.id, c.id, 'Operating', '000777888999', '231380104',
               (select a.id from accounts a where a.community_agent_id = c.id and a.account_number = '1000'), true
          from b, c
        returning community_agent_id::int as community, id::int as bank`,
  );
  if (!bank) throw new Error('no bank account');
  await tx.execute(sql`
    with v as (
      insert into agents (company_id, agent_type_id)
      select ${companyId}, ${AgentTypeId.Vendor} from generate_series(1, ${vendors})
      returning id
    )
    insert into contacts (company_id, agent_id, display_name)
    select ${companyId}, id, 'Bench Vendor ' || lpad((row_number() over (order by id))::text, 4, '0') from v`);
  // Invoices: items (56, every tenth a separate check 90), their vendor, one expense line each.
  await tx.execute(sql`
    create temp table bench_invoices on commit drop as
    select g, (select array_agg(id order by id) from agents where agent_type_id = ${AgentTypeId.Vendor})
                [1 + (g % ${vendors})] as vendor,
           (1000 + (g * 7919) % 400000)::bigint as cents,
           case when g % 10 = 0 then ${TxnTypeId.SeparateCheck} else ${TxnTypeId.Bill} end as txn
      from generate_series(1, ${invoices}) g`);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with i as (
          insert into items (company_id, community_agent_id, txn_type_id, status_id, event_date, reference)
          select ${companyId}, ${bank.community}, b.txn::smallint, ${StatusId.Accrued}, make_date(${year}, 2, 1),
                 'BENCH-' || b.g
            from bench_invoices b order by b.g
          returning id, reference
        ), a as (
          insert into item_agents (company_id, item_id, agent_id)
          select ${companyId}, i.id, b.vendor from i join bench_invoices b on 'BENCH-' || b.g = i.reference
          returning id, item_id
        ), d as (
          insert into item_agent_details (company_id, item_agent_id, account_id, amount_cents, is_debit)
          select ${companyId}, a.id,
                 (select id from accounts where community_agent_id = ${bank.community} and account_number = '5000'),
                 b.cents, true
            from a join i on i.id = a.item_id join bench_invoices b on 'BENCH-' || b.g = i.reference
        ), v as (
          insert into ap_invoices (item_id, company_id, community_agent_id, vendor_agent_id, invoice_number,
                                   invoice_date, total_cents, inbox_state)
          select i.id, ${companyId}, ${bank.community}, b.vendor, i.reference, make_date(${year}, 2, 1),
                 b.cents, ${InboxState.Inbox}
            from i join bench_invoices b on 'BENCH-' || b.g = i.reference
        )
        select id::int as id from i`,
  );
  const ids = rows.map((r) => r.id);
  await postInvoices(tx, companyId, ids);
  const [user] = await queryRows<{ id: number }>(
    tx,
    sql`select id::int as id from users where user_name = ${company.userName}`,
  );
  return {
    communityId: bank.community,
    bankAccountId: bank.bank,
    itemIds: ids,
    userId: user?.id ?? 0,
  };
});
await database.db.execute(sql`vacuum analyze ap_invoices, items, item_agents, item_agent_details`);
const setupMs = performance.now() - setupStart;

const root = mkdtempSync(join(tmpdir(), 'bench-checks-'));
const files = new LocalFileStore(root);
const checkDate = `${String(year)}-03-01`;
let postMs = 0;
let pdfMs = 0;
let checks = 0;
await inTenant(async (tx) => {
  const ctx: RequestContext = {
    tx,
    tokenHash: 'bench',
    user: {
      userId,
      userName: company.userName,
      displayName: 'Bench',
      email: '',
      companyId,
      companyName: 'Bench',
      isSystemAdmin: false,
      isBoardMember: false,
      subscriptionTier: 3,
      featureFlags: {},
      grants: [],
      communityIds: [communityId],
    },
  };
  const postStart = performance.now();
  const run = await postCheckRun(ctx, {
    communityAgentId: communityId,
    bankAccountId,
    checkDate,
    invoiceItemIds: itemIds,
  });
  postMs = performance.now() - postStart;
  checks = run.checks.length;
  const pdfStart = performance.now();
  await writeCheckRunPdf(ctx, files, run, 'ThreePerPage', checkDate);
  pdfMs = performance.now() - pdfStart;
});
const [ledger] = await inTenant((tx) =>
  queryRows<{ lines: number; net: number }>(
    tx,
    sql`select count(*)::int as lines, coalesce(sum(debit_cents - credit_cents), 0)::float8 as net
          from gl_lines where community_agent_id = ${communityId}`,
  ),
);
rmSync(root, { recursive: true, force: true });
console.log(
  `Check run of ${String(invoices)} invoices -> ${String(checks)} checks (${database.kind}): ` +
    `posting ${(postMs / 1000).toFixed(2)} s, PDF ${(pdfMs / 1000).toFixed(2)} s ` +
    `(setup ${(setupMs / 1000).toFixed(1)} s; ledger ${String(ledger?.lines ?? 0)} lines, net ${String(ledger?.net ?? 0)})`,
);
await database.close();
