// A message batch at scale (issue 19): a fresh company with one community of 10,000 homes (bench/
// search-data.ts); every second owner prefers email (each has an address). A Smart batch of every
// owner from the system Letter template is accrued (POST MessageBatch/AccrueMessageBatch) and
// released (POST MessageBatch/Release, in the request: the app runs without jobs): each letter
// rendered and kept on the owner's profile, 5,000 emails queued with their letters, 5,000 letters
// merged into one print PDF for the print vendor. Prints the seconds of each step and the peak
// RSS (sampled every 100 ms; target: under 60 s, memory flat in the batch size). DATABASE_URL
// picks a PostgreSQL server; without it, PGlite. BENCH_BATCH_OWNERS changes the size.
import { performance } from 'node:perf_hooks';
import { openDatabase, queryRows, sql } from '@hoa/db';
import { AgentTypeId, DeliveryMethodId, DeliveryPreferenceId, TemplateTypeId } from '@hoa/domain';
import { buildApp } from '@hoa/server/app';
import { createBenchCompany } from './search-data';

const owners = Number(process.env.BENCH_BATCH_OWNERS ?? 10_000);

const database = await openDatabase({ url: process.env.DATABASE_URL });
const company = await createBenchCompany(database, 1, owners);
await database.withTenant({ companyId: company.companyId, userId: null }, async (tx) => {
  const even = sql`(select id from (select id, row_number() over (order by id) as n from agents
                                    where agent_type_id = ${AgentTypeId.PrimaryOwner}) o
                     where n % 2 = 0)`;
  await tx.execute(
    sql`update agents set delivery_preference_id = ${DeliveryPreferenceId.Email} where id in ${even}`,
  );
});
const app = await buildApp({ database });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
async function call<T>(method: string, path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${address}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}
const { token } = await call<{ token: string }>('POST', '/api/Auth/Login', null, {
  userName: company.userName,
  password: company.password,
});
const [communityId, ownerIds] = await database.withTenant(
  { companyId: company.companyId, userId: null },
  async (tx) => {
    const list = await queryRows<{ community_agent_id: string; id: string }>(
      tx,
      sql`select community_agent_id, id from agents where agent_type_id = ${AgentTypeId.PrimaryOwner}`,
    );
    return [Number(list[0]?.community_agent_id), list.map((r) => Number(r.id))] as const;
  },
);
const templates = await call<{ TopsTemplateId: number; Name: string }[]>(
  'GET',
  `/api/Template/GetTemplates?communityAgentId=${communityId}&topsTemplateTypeId=${TemplateTypeId.Letter}`,
  token,
);

let peak = 0;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 100);
const began = performance.now();
const { TopsItemId } = await call<{ TopsItemId: number }>(
  'POST',
  '/api/MessageBatch/AccrueMessageBatch',
  token,
  {
    communityAgentId: communityId,
    topsTemplateId: templates.find((t) => t.Name === 'Default Letter')?.TopsTemplateId,
    deliveryMethodId: DeliveryMethodId.Smart,
    ownerAgentIds: ownerIds,
    subject: 'Annual meeting notice',
  },
);
const accrued = performance.now();
const released = await call<{
  ProgressDone: number;
  EmailRecipients: number;
  PrintOrder: { Letters: number; Pages: number } | null;
  ReleaseError: string | null;
}>('POST', '/api/MessageBatch/Release', token, { messageBatchItemId: TopsItemId });
const done = performance.now();
clearInterval(sampler);
const seconds = (ms: number) => (ms / 1000).toFixed(1);
console.log(
  `Message batch of ${owners} owners (${database.kind}): accrue ${seconds(accrued - began)} s, ` +
    `release ${seconds(done - accrued)} s (${released.ProgressDone} letters kept, ` +
    `${released.EmailRecipients} emails queued, print PDF ${released.PrintOrder?.Letters ?? 0} letters / ` +
    `${released.PrintOrder?.Pages ?? 0} pages${released.ReleaseError ? `, error ${released.ReleaseError}` : ''}), ` +
    `peak RSS ${(peak / 1024 / 1024).toFixed(0)} MB`,
);
await app.close();
await database.close();
