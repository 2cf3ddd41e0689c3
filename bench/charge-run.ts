// The charge run the benches share (bench/charges.ts, bench/scale-out.ts): a bench company with
// charge books, its communities, one month accrued and posted through the API, and what landed.
import { performance } from 'node:perf_hooks';
import { queryRows, sql, type Database } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import type { JsonCall } from './bench-http';
import { addChargeBooks } from './charges-data';
import { createBenchCompany, type BenchCompany } from './search-data';

/** A fresh company of communities × homes with the year's charge books, its statistics taken. */
export async function chargeCompany(
  database: Database,
  communities: number,
  perCommunity: number,
  year: number,
): Promise<BenchCompany> {
  const company = await createBenchCompany(database, communities, perCommunity);
  await addChargeBooks(database, company.companyId, year);
  await database.db.execute(
    sql`vacuum analyze agents, codes, code_accounts, charge_assignments, accounting_periods, fiscal_years`,
  );
  return company;
}

/** The company's communities. */
export async function chargeCommunityIds(database: Database, companyId: number) {
  const rows = await database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select id::int from agents where agent_type_id = ${AgentTypeId.Community}`,
    ),
  );
  return rows.map((r) => r.id);
}

/** The most communities one Accrue call takes (the contract's limit). */
export const communitiesPerCall = 5000;

/** The communities in `count` slices of equal size (the last may be smaller), none empty. */
export function communitySlices(communityIds: readonly number[], count: number): number[][] {
  const size = Math.ceil(communityIds.length / count);
  return Array.from({ length: count }, (_, i) =>
    communityIds.slice(i * size, (i + 1) * size),
  ).filter((part) => part.length > 0);
}

/**
 * POST ApplyScheduledCharges/Accrue for the communities, then ApplyScheduledCharges/PostItem for
 * every item accrued: the milliseconds of the accrual and of the whole.
 */
export async function accrueAndPost(
  call: JsonCall,
  token: string,
  communityIds: readonly number[],
  postDate: string,
): Promise<{ accrueMs: number; apiMs: number }> {
  const began = performance.now();
  const accrued = await call<{ Items: { TopsItemId: number | null }[] }>(
    '/api/ApplyScheduledCharges/Accrue',
    token,
    {
      TopsTxnTypeId: 40,
      PostDate: postDate,
      Communities: communityIds.map((id) => ({ CommunityAgentId: id })),
    },
  );
  const accrueMs = performance.now() - began;
  const itemIds = accrued.Items.flatMap((i) => (i.TopsItemId === null ? [] : [i.TopsItemId]));
  await call('/api/ApplyScheduledCharges/PostItem', token, { ItemIds: itemIds });
  return { accrueMs, apiMs: performance.now() - began };
}

/** The owners charged on the day, the sum, and the GL lines of the day. */
export async function chargeCheck(
  database: Database,
  companyId: number,
  postDate: string,
): Promise<string> {
  const [check] = await database.withTenant({ companyId, userId: null }, (tx) =>
    queryRows<{ owners: number; cents: string; lines: number }>(
      tx,
      sql`select count(distinct owner_agent_id)::int as owners, sum(amount_cents)::text as cents,
                 (select count(*)::int from gl_lines where post_date = ${postDate}::date) as lines
            from ar_lines where post_date = ${postDate}::date`,
    ),
  );
  return (
    `charges in the ledger: ${check?.owners ?? 0} owners charged $${(Number(check?.cents ?? 0) / 100).toFixed(2)}, ` +
    `${check?.lines ?? 0} GL lines`
  );
}
