import { queryRows, sql, type Database } from '@hoa/db';
import { FundsTransferStatus, localDay } from '@hoa/domain';
import { postTransfers } from './post-transfers';

export interface DueTransferRun {
  /** Transfers posted, over all companies. */
  posted: number;
  /** Companies whose run was rolled back (their transfers are tried again on the next run). */
  failures: { companyId: number; message: string }[];
}

/**
 * The daily job behind PostDueTransfers: every pending transfer dated on or before asOf's day is
 * posted (postTransfers: a journal entry dated on its transfer date), company by company. The
 * companies with transfers due are found through the scheduler policy, and each is posted in its
 * own tenant transaction, so one company's failure leaves the others posted. Transfers dated later
 * stay pending; running again the same day posts nothing (a posted transfer is no longer pending).
 */
export async function runDueTransfers(database: Database, asOf: Date): Promise<DueTransferRun> {
  const day = localDay(asOf);
  const run: DueTransferRun = { posted: 0, failures: [] };
  const companies = await database.withScheduler((tx) =>
    queryRows<{ companyId: number }>(
      tx,
      sql`select distinct company_id::float8 as "companyId" from funds_transfers
           where status = ${FundsTransferStatus.Pending} and transfer_date <= ${day}::date
           order by 1`,
    ),
  );
  for (const { companyId } of companies) {
    try {
      run.posted += await database.withTenant({ companyId, userId: null }, async (tx) => {
        const due = await queryRows<{ id: number }>(
          tx,
          sql`select id::float8 as id from funds_transfers
               where status = ${FundsTransferStatus.Pending} and transfer_date <= ${day}::date
               order by id`,
        );
        const posted = await postTransfers(
          { tx, user: { companyId, userId: null } },
          due.map((d) => d.id),
        );
        return posted.length;
      });
    } catch (error) {
      run.failures.push({
        companyId,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  }
  return run;
}
