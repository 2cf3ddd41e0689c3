import { queryRows, sql, type Database } from '@hoa/db';
import { KeyKeptDays } from '../http/idempotency';
import { runPerCompany, type PerCompanyRun } from './per-company';

/**
 * The daily expiry of idempotency keys: each company's keys claimed more than KeyKeptDays before
 * asOf, with the answers kept for them, are deleted in a tenant transaction of its own (the
 * companies found through the scheduler policy of migration 0125). A repeat sent after that is a
 * new request.
 */
export async function expireIdempotencyKeys(
  database: Database,
  asOf: Date = new Date(),
): Promise<PerCompanyRun> {
  const older = sql`created_at < ${asOf.toISOString()}::timestamptz
    - make_interval(days => ${KeyKeptDays})`;
  return runPerCompany(
    database,
    sql`select distinct company_id::int8 as "companyId" from idempotency_keys
         where ${older} order by 1`,
    async (tx) => {
      const [row] = await queryRows<{ n: number }>(
        tx,
        sql`with gone as (delete from idempotency_keys where ${older} returning 1)
            select count(*)::int as n from gone`,
      );
      return row?.n ?? 0;
    },
  );
}
