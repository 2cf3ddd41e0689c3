import { queryRows, sql, type Database } from '@hoa/db';
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
  const companies = await database.withScheduler((tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select company_id::float8 as id from digital_payment_transfers
           where status in (${D.PaymentReleased}, ${D.InProcess})
          union
          select company_id::float8 from digital_payment_accounts
           where status = 'Document' and customer_id is not null
          order by 1`,
    ),
  );
  let changed = 0;
  const errors: unknown[] = [];
  for (const { id: companyId } of companies) {
    try {
      changed += await database.withTenant({ companyId, userId: null }, async (tx) => {
        const scope = { tx, user: { companyId, userId: null } };
        await refreshAccountStatuses(scope, sql`true`);
        return syncTransfers(scope, sql`true`);
      });
    } catch (error) {
      errors.push(error);
    }
  }
  if (errors.length > 0)
    throw new AggregateError(
      errors,
      `Digital payments refresh failed in ${errors.length} companies`,
    );
  return { companies: companies.length, changed };
}
