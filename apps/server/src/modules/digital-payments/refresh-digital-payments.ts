import { sql, type Database } from '@hoa/db';
import { runPerCompany } from '../../jobs/per-company';
import { DigitalPaymentStatusId as D } from '@hoa/domain';
import { refreshAccountStatuses } from './account-queries';
import { syncTransfers } from './sync-transfers';

/**
 * The periodic refresh (jobs/cron-jobs.ts): every company with open transfers or an account
 * waiting on a document review is found in one read; then, in each company's own transaction, the
 * provider is asked where they stand and it is stored as GetDigitalChecks does for one community
 * (failed transfers reverse their payment). A company that fails does not stop the others; the run
 * fails after them, so the job records it.
 */
export async function refreshDigitalPayments(
  database: Database,
): Promise<{ companies: number; changed: number }> {
  const run = await runPerCompany(
    database,
    sql`select company_id::int8 as "companyId" from digital_payment_transfers
         where status in (${D.PaymentReleased}, ${D.InProcess})
        union
        select company_id::int8 from digital_payment_accounts
         where status = 'Document' and customer_id is not null
        order by 1`,
    async (tx, companyId) => {
      const scope = { tx, user: { companyId, userId: null } };
      await refreshAccountStatuses(scope, sql`true`);
      return syncTransfers(scope, sql`true`);
    },
  );
  if (run.failures.length > 0)
    throw new AggregateError(
      run.failures.map((f) => new Error(`company ${String(f.companyId)}: ${f.message}`)),
      `Digital payments refresh failed in ${String(run.failures.length)} companies`,
    );
  return { companies: run.companies, changed: run.done };
}
