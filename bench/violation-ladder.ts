// The daily violation ladder at scale (issue 20): a fresh company of 1,000 communities of 100 homes
// (bench/search-data.ts) with books (bench/charges-data.ts), a CCR code TRASH per community with
// its receivable and income accounts and the process of three levels (letter; letter +
// $25.00 after 14 days; letter + $100.00 after 30 days), and an open violation on every home:
// 100,000 open violations. 10% are due today: half have not taken a level (level 1, a letter),
// half took level 1 fourteen days ago and its letter reached the owner (level 2, a letter and a
// $25.00 fine). The job (runViolationLadder) runs once, timed end to end, then again (nothing to
// do), as the scheduler runs it (cron-jobs.ts). Prints the seconds, the levels taken, the letter batches and the fines posted (target on a
// PostgreSQL server: under 10 s). DATABASE_URL picks the server; without it, PGlite.
// BENCH_LADDER_COMMUNITIES and BENCH_LADDER_HOMES change the size.
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql } from '@hoa/db';
import {
  ActionProcessTypeId,
  AgentTypeId,
  CodeAccountTypeId,
  CodeTypeId,
  StatusId,
  TemplateTypeId,
  TxnTypeId,
} from '@hoa/domain';
import { cronJobs } from '@hoa/server/cron-jobs';
import { addChargeBooks } from './charges-data';
import { createBenchCompany } from './search-data';

const communities = Number(process.env.BENCH_LADDER_COMMUNITIES ?? 1_000);
const homes = Number(process.env.BENCH_LADDER_HOMES ?? 100);
const today = '2026-06-15';

// Seeding 100,000 homes in one statement may take longer than the app's 30 s on a busy machine.
const database = await openDatabase({ url: process.env.DATABASE_URL, statementTimeoutMs: 600_000 });
const seeded = performance.now();
const company = await createBenchCompany(database, communities, homes);
const companyId = company.companyId;
await addChargeBooks(database, companyId, 2026);
await database.withTenant({ companyId, userId: null }, async (tx) => {
  const community = sql`select id from agents where agent_type_id = ${AgentTypeId.Community}`;
  await tx.execute(sql`insert into codes (company_id, community_agent_id, code_type_id, code_alias, code_name)
    select ${companyId}::bigint, id, ${CodeTypeId.CcrCode}, 'TRASH', 'Trash cans visible' from (${community}) c`);
  await tx.execute(sql`insert into code_accounts (company_id, code_id, code_account_type_id, account_id)
    select ${companyId}::bigint, k.id, t.type_id, a.id
      from codes k
      cross join (values (${CodeAccountTypeId.Receivable}::smallint, '1200'),
                         (${CodeAccountTypeId.Income}::smallint, '4000')) t(type_id, number)
      join accounts a on a.community_agent_id = k.community_agent_id and a.account_number = t.number
     where k.code_alias = 'TRASH'`);
  await tx.execute(sql`insert into action_processes (company_id, community_agent_id, process_type_id, name)
    select ${companyId}::bigint, id, ${ActionProcessTypeId.Ccr}, 'Standard CC&R' from (${community}) c`);
  await tx.execute(sql`insert into action_process_levels (company_id, action_process_id, sequence,
      level_name, days, admin_fee_cents, template_id, notice_days)
    select ${companyId}::bigint, p.id, l.sequence, l.name, l.days, l.fee,
           (select id from templates where is_system and template_type_id = ${TemplateTypeId.CcrLetter} limit 1),
           l.notice
      from action_processes p
      cross join (values (1, 'Courtesy letter', 0, 0, 0), (2, 'Second notice', 14, 2500, 10),
                         (3, 'Final notice', 30, 10000, 14)) l(sequence, name, days, fee, notice)`);
  await tx.execute(sql`insert into action_process_codes (company_id, code_id, action_process_id)
    select ${companyId}::bigint, k.id, p.id from codes k
      join action_processes p on p.community_agent_id = k.community_agent_id
     where k.code_alias = 'TRASH'`);
  // The codes and processes above have no statistics yet in this transaction: the planner would
  // nest a scan of every home inside each community's code. Hash joins seed in seconds.
  await tx.execute(sql`set local enable_nestloop = off`);
  // A violation on every home: the k-th of the company is due today when k % 10 = 0; of those,
  // the ones with k % 20 = 0 took level 1 fourteen days ago.
  await tx.execute(sql`create temp table bench_violations on commit drop as
    select nextval(pg_get_serial_sequence('items', 'id')) as item_id, p.community_agent_id,
           p.id as property_id, o.id as owner_id, k.id as code_id, ap.id as process_id,
           row_number() over (partition by p.community_agent_id order by p.id) as k
      from agents p
      join agents o on o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
      join codes k on k.community_agent_id = p.community_agent_id and k.code_alias = 'TRASH'
      join action_processes ap on ap.community_agent_id = p.community_agent_id
     where p.agent_type_id = ${AgentTypeId.Property}`);
  await tx.execute(sql`insert into items (id, company_id, community_agent_id, txn_type_id, status_id,
      event_date, description)
    select item_id, ${companyId}::bigint, community_agent_id, ${TxnTypeId.CcrRecord}, ${StatusId.Open},
           date '2026-05-01', 'Trash cans at the curb.' from bench_violations`);
  await tx.execute(sql`insert into violation_records (item_id, company_id, property_agent_id,
      owner_agent_id, code_id, action_process_id, observed_on, next_action_on, current_sequence)
    select item_id, ${companyId}::bigint, property_id, owner_id, code_id, process_id,
           date '2026-05-01',
           case when k % 10 = 0 then ${today}::date else ${today}::date + 1 + (k % 60)::int end,
           case when k % 20 = 0 then 1 end
      from bench_violations`);
  await tx.execute(sql`insert into violation_actions (company_id, item_id, level_id, sequence,
      level_name, taken_on, fine_cents)
    select ${companyId}::bigint, v.item_id, l.id, 1, l.level_name, ${today}::date - 14, 0
      from bench_violations v
      join action_process_levels l on l.action_process_id = v.process_id and l.sequence = 1
     where v.k % 20 = 0`);
  // Their level-1 letters: a released batch per community, each letter emailed and accepted.
  await tx.execute(sql`create temp table bench_batches on commit drop as
    select community_agent_id, nextval(pg_get_serial_sequence('items', 'id')) as item_id
      from (select distinct community_agent_id from bench_violations where k % 20 = 0) c`);
  await tx.execute(sql`insert into items (id, company_id, community_agent_id, txn_type_id, status_id, event_date)
    select item_id, ${companyId}::bigint, community_agent_id, ${TxnTypeId.MessageBatch}, ${StatusId.Complete},
           ${today}::date - 14 from bench_batches`);
  await tx.execute(sql`insert into message_batches (item_id, company_id, template_id, delivery_method_id, subject)
    select b.item_id, ${companyId}::bigint,
           (select id from templates where is_system and template_type_id = ${TemplateTypeId.CcrLetter} limit 1),
           3, 'Violations: Courtesy letter' from bench_batches b`);
  await tx.execute(sql`create temp table bench_letters on commit drop as
    select v.item_id as violation_id, v.owner_id, b.item_id as batch_id,
           nextval(pg_get_serial_sequence('message_batch_recipients', 'id')) as recipient_id,
           nextval(pg_get_serial_sequence('mail_outbox', 'id')) as mail_id
      from bench_violations v join bench_batches b using (community_agent_id)
     where v.k % 20 = 0`);
  await tx.execute(sql`insert into message_batch_recipients (id, company_id, item_id, agent_id,
      is_summary, agent_type_id, name, delivery_preference_id, delivery, is_valid, source_item_id)
    select recipient_id, ${companyId}::bigint, batch_id, owner_id, false,
           ${AgentTypeId.PrimaryOwner}, 'Owner', 2, 'Email', true, violation_id from bench_letters`);
  await tx.execute(sql`insert into mail_outbox (id, company_id, to_address, subject, body, kind, sent_at)
    select mail_id, ${companyId}::bigint, 'owner@example.com', 'Courtesy letter', '', 'message-batch',
           (${today}::date - 12)::timestamptz from bench_letters`);
  await tx.execute(sql`insert into deliveries (company_id, batch_item_id, subject_item_id, recipient_id,
      agent_id, channel, mail_outbox_id)
    select ${companyId}::bigint, batch_id, violation_id, recipient_id, owner_id, 'Email', mail_id
      from bench_letters`);
});
// The statistics autovacuum would have gathered by the night the job runs, as the database's owner
// (the app role may not analyze; a server may run with autovacuum off, as this machine's does).
await database.executeSql('analyze');
console.log(
  `violation ladder: seeded ${communities * homes} open violations in ${communities} communities in ${((performance.now() - seeded) / 1000).toFixed(1)} s`,
);

// The job as the scheduler runs it.
const ladder = cronJobs.find((job) => job.name === 'violation-ladder');
if (!ladder) throw new Error('The violation-ladder job is not registered.');
const runLadder = () =>
  ladder.run(database, new Date(`${today}T01:15:00`)) as Promise<{
    advanced: number;
    held: number;
    failures: unknown[];
    byCompany: Map<number, unknown>;
  }>;
const began = performance.now();
const run = await runLadder();
const seconds = (performance.now() - began) / 1000;
const again = performance.now();
const rerun = await runLadder();
const rerunSeconds = (performance.now() - again) / 1000;
const [made] = await database.withTenant({ companyId, userId: null }, (tx) =>
  queryRows<{ actions: number; batches: number; letters: number; fines: number; cents: number }>(
    tx,
    sql`select (select count(*)::int from violation_actions where ladder_run_on = ${today}::date) as actions,
               (select count(*)::int from message_batches b join items i on i.id = b.item_id
                 where i.status_id = ${StatusId.Incomplete}) as batches,
               (select count(*)::int from message_batch_recipients r join items i on i.id = r.item_id
                 where i.status_id = ${StatusId.Incomplete}) as letters,
               (select count(*)::int from items where txn_type_id = ${TxnTypeId.AddCharge}
                   and status_id = ${StatusId.Posted}) as fines,
               (select coalesce(sum(fine_cents), 0)::int8 from violation_actions
                 where ladder_run_on = ${today}::date) as cents`,
  ),
);
console.log(
  `violation ladder: ${communities * homes} open, ${run.advanced} advanced, ${run.held} held, ` +
    `${run.failures.length} failures in ${seconds.toFixed(1)} s (${database.kind}; target < 10 s on ` +
    `PostgreSQL); ${made?.batches} letter batches of ${made?.letters} letters queued, ` +
    `${made?.fines} fines posted ($${((made?.cents ?? 0) / 100).toFixed(2)}); ` +
    `run again the same day: ${rerun.advanced} advanced in ${rerunSeconds.toFixed(1)} s` +
    // A database holding another company's due violations times their work too.
    (run.byCompany.size > 1 ? ` (${run.byCompany.size} companies had due violations)` : ''),
);
await database.close();
