// Lockbox and direct debit at scale: a fresh company with one community of 10,000 homes (bench/
// search-data.ts) whose owners each owe a $250.00 assessment. The owners are enrolled in direct
// debit (POST DirectDebit/SaveEnrollment) and the prenote NACHA file for all of them is written
// (POST DirectDebit/CreateRun). A 10,000-payment CSV lockbox file is imported (POST Lockbox/
// UploadLockboxFile) and posted (POST Lockbox/PostCashReceiptItems) — target at most 1.5 s on a
// PostgreSQL server; then re-imported twice, adding nothing. The next month is charged and the live-debit NACHA file written with its
// 10,000 direct-debit cash receipts (51). DATABASE_URL picks a PostgreSQL server; without it,
// PGlite. BENCH_LOCKBOX_OWNERS changes the size.
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql } from '@hoa/db';
import {
  AgentTypeId,
  firstLiveEntryDate,
  localDay,
  proposedEffectiveEntryDate,
  readNachaFile,
} from '@hoa/domain';
import { buildApp } from '@hoa/server/app';
import { addChargeBooks } from './charges-data';
import { createBenchCompany } from './search-data';
import { jsonCaller } from './bench-http';

const owners = Number(process.env.BENCH_LOCKBOX_OWNERS ?? 10_000);
// NACHA effective entry dates a bank takes: the prenote file on the next banking day, the live
// file when the prenote wait (3 banking days) is over; the books are those of the live file's year.
const prenoteDate = proposedEffectiveEntryDate(localDay(new Date()));
const liveDate = firstLiveEntryDate(prenoteDate);
const year = Number(liveDate.slice(0, 4));
process.env.DIRECT_DEBIT_KEY ??= 'c'.repeat(64);

const database = await openDatabase({ url: process.env.DATABASE_URL });
const company = await createBenchCompany(database, 1, owners);
await addChargeBooks(database, company.companyId, year);
const inTenant = <T>(fn: Parameters<typeof database.withTenant<T>>[1]) =>
  database.withTenant({ companyId: company.companyId, userId: null }, fn);
const { communityId, bankAccountId } = await inTenant(async (tx) => {
  const [row] = await queryRows<{ community: number; bank: number }>(
    tx,
    sql`with c as (select id from agents where agent_type_id = ${AgentTypeId.Community} limit 1),
             b as (insert into agents (company_id, agent_type_id) values (${company.companyId}, ${AgentTypeId.Bank}) returning id)
        insert into bank_accounts (company_id, bank_agent_id, community_agent_id, account_name, account_number,
               routing_number, gl_account_id, is_primary, ach_company_identification)
        select ${company.companyId}, b.id, c.id, 'Operating', '000111222333', '231380104',
               (select a.id from accounts a where a.community_agent_id = c.id and a.account_number = '1000'), true,
               '1123456789'
          from b, c
        returning community_agent_id::int as community, id::int as bank`,
  );
  if (!row) throw new Error('no bank account');
  return { communityId: row.community, bankAccountId: row.bank };
});
await database.db.execute(
  sql`vacuum analyze agents, property_details, codes, code_accounts, charge_assignments`,
);

const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const call = jsonCaller(address);
const { token } = await call<{ token: string }>('/api/Auth/Login', null, {
  userName: company.userName,
  password: company.password,
});
async function charge(month: number): Promise<void> {
  const accrued = await call<{ Items: { TopsItemId: number | null }[] }>(
    '/api/ApplyScheduledCharges/Accrue',
    token,
    {
      TopsTxnTypeId: 40,
      PostDate: `${year}-${String(month).padStart(2, '0')}-01`,
      Communities: [{ CommunityAgentId: communityId }],
    },
  );
  await call('/api/ApplyScheduledCharges/PostItem', token, {
    ItemIds: accrued.Items.flatMap((i) => (i.TopsItemId === null ? [] : [i.TopsItemId])),
  });
}
await charge(3);

const ownerIds = await inTenant((tx) =>
  queryRows<{ id: number }>(
    tx,
    sql`select id::int from agents where agent_type_id = ${AgentTypeId.PrimaryOwner} order by id`,
  ),
);
const enrollStarted = performance.now();
for (let i = 0; i < ownerIds.length; i += 16) {
  await Promise.all(
    ownerIds.slice(i, i + 16).map((o, j) =>
      call('/api/DirectDebit/SaveEnrollment', token, {
        CommunityAgentId: communityId,
        OwnerAgentId: o.id,
        RoutingNumber: (i + j) % 2 === 0 ? '021000021' : '011000015',
        AccountNumber: String(10_000_000 + i + j),
        AccountType: 'C',
        NameOnAccount: `Owner ${i + j + 1}`,
      }),
    ),
  );
}
const enrollMs = performance.now() - enrollStarted;
const run = (date: string) =>
  call<{ DirectDebitRunId: number; EntryCount: number; Total: number }>(
    '/api/DirectDebit/CreateRun',
    token,
    {
      CommunityAgentId: communityId,
      BankAccountId: bankAccountId,
      EffectiveDate: date,
    },
  );
const prenoteStarted = performance.now();
const prenotes = await run(prenoteDate);
const prenoteMs = performance.now() - prenoteStarted;
console.log(
  `POST DirectDebit/CreateRun: NACHA prenote file for ${prenotes.EntryCount} owners in ${(prenoteMs / 1000).toFixed(2)} s ` +
    `(${ownerIds.length} enrollments through the API in ${(enrollMs / 1000).toFixed(1)} s, ${database.kind})`,
);
const lines = ['AccountNumber,Amount,CheckNumber,PayerName,DepositDate'];
for (let k = 1; k <= owners; k++)
  lines.push(`A${String(k).padStart(6, '0')},250.00,${1000 + k},Owner ${k},03/16/${year}`);
const csv = Buffer.from(lines.join('\r\n') + '\r\n');
const began = performance.now();
const uploaded = await call<{ Batch: { LockboxBatchId: number; ExceptionCount: number } }>(
  '/api/Lockbox/UploadLockboxFile',
  token,
  {
    CommunityAgentId: communityId,
    BankAccountId: bankAccountId,
    buffer: csv.toString('base64'),
    fileName: 'bench-lockbox.csv',
    fileFormat: 'csv',
  },
);
const uploadMs = performance.now() - began;
console.log(
  `POST Lockbox/UploadLockboxFile: ${owners} payments (${(csv.length / 1024).toFixed(0)} KB, ` +
    `${uploaded.Batch.ExceptionCount} exceptions) read, matched and saved as an unposted batch in ` +
    `${(uploadMs / 1000).toFixed(2)} s (${database.kind})`,
);
/** A call that may outlast fetch's 300 s header timeout: its figure, or why there is none. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number } | string> {
  const start = performance.now();
  try {
    return { value: await work(), ms: performance.now() - start };
  } catch (error) {
    return `did not finish: ${error instanceof Error ? error.message : String(error)}`;
  }
}
const posted = await timed(() =>
  call<{ PostedCount: number; PostedTotal: number }>('/api/Lockbox/PostCashReceiptItems', token, {
    LockboxBatchId: uploaded.Batch.LockboxBatchId,
  }),
);
console.log(
  typeof posted === 'string'
    ? `POST Lockbox/PostCashReceiptItems: ${owners} payments ${posted}`
    : `POST Lockbox/PostCashReceiptItems: ${posted.value.PostedCount} lockbox receipts ` +
        `($${(posted.value.PostedTotal / 100).toLocaleString('en-US')}) applied and posted in ` +
        `${(posted.ms / 1000).toFixed(2)} s; import and post ${((uploadMs + posted.ms) / 1000).toFixed(2)} s ` +
        `in all (target ≤ 1.5 s, ${database.kind})`,
);

// Re-importing the same payments (issue 27): the file with LF line endings is the same file (its
// hash is of CR LF lines) and adds nothing; with its payer names in capitals it is another file,
// whose 10,000 payments the duplicate check finds received already, before any ANALYZE of the
// receipt tables (a plan that probed per payment took 99-124 s here).
const reimport = async (text: string, fileName: string) => {
  const start = performance.now();
  const result = await call<{
    IsDuplicate: boolean;
    Batch: { PaymentCount: number; ExceptionCount: number } | null;
  }>('/api/Lockbox/UploadLockboxFile', token, {
    CommunityAgentId: communityId,
    BankAccountId: bankAccountId,
    buffer: Buffer.from(text).toString('base64'),
    fileName,
    fileFormat: 'csv',
  });
  return { result, ms: performance.now() - start };
};
const lf = await reimport(lines.join('\n') + '\n', 'bench-lockbox-lf.csv');
const renamed = await reimport(
  lines.map((l) => l.replace(',Owner ', ',OWNER ')).join('\r\n') + '\r\n',
  'bench-lockbox-2.csv',
);
const added =
  (renamed.result.Batch?.PaymentCount ?? 0) - (renamed.result.Batch?.ExceptionCount ?? 0);
console.log(
  `POST Lockbox/UploadLockboxFile again: with LF line endings ${lf.result.IsDuplicate ? 'the same file' : 'ANOTHER FILE'} ` +
    `in ${(lf.ms / 1000).toFixed(2)} s; as another file of the same ${owners} payments ` +
    `${renamed.result.Batch?.ExceptionCount ?? 0} found received, ${added} to post, in ` +
    `${(renamed.ms / 1000).toFixed(2)} s (target: 0 added, seconds not minutes; ${database.kind})`,
);

await charge(4);
const live = await timed(() => run(liveDate));
if (typeof live === 'string') {
  console.log(`POST DirectDebit/CreateRun: ${owners} live debits ${live}`);
} else {
  const file = await fetch(
    `${address}/api/DirectDebit/DownloadRunFile/${live.value.DirectDebitRunId}`,
    {
      headers: { authorization: `Bearer ${token}` },
    },
  );
  const nacha = readNachaFile(await file.text());
  console.log(
    `POST DirectDebit/CreateRun: ${live.value.EntryCount} live debits ` +
      `($${(live.value.Total / 100).toLocaleString('en-US')}, ${live.value.EntryCount} receipts 51 posted, file read ` +
      `back: ${nacha.control.entryAddendaCount} entries, ${nacha.control.blockCount} blocks) in ` +
      `${(live.ms / 1000).toFixed(2)} s (${database.kind})`,
  );
}

await app.close();
await database.close();
