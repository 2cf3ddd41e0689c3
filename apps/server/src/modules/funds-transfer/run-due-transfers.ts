import { queryRows, sql, type Database } from '@hoa/db';
import { FundsTransferStatus, localDay } from '@hoa/domain';
import { runPerCompany, type CompanyFailure } from '../../jobs/per-company';
import { postTransfers } from './post-transfers';

export interface DueTransferRun {
  /** Transfers posted, over all companies. */
  posted: number;
  /** Companies whose run was rolled back (their transfers are tried again on the next run). */
  failures: CompanyFailure[];
}

/**
 * The daily job behind PostDueTransfers: every pending transfer dated on or before asOf's day is
 * posted (postTransfers: a journal entry dated on its transfer date), company by company
 * (runPerCompany), so one company's failure leaves the others posted. Transfers dated later stay
 * pending; running again the same day posts nothing (a posted transfer is no longer pending).
 */
export async function runDueTransfers(database: Database, asOf: Date): Promise<DueTransferRun> {
  const day = localDay(asOf);
  const due = sql`status = ${FundsTransferStatus.Pending} and transfer_date <= ${day}::date`;
  const run = await runPerCompany(
    database,
    sql`select distinct company_id::int8 as "companyId" from funds_transfers where ${due} order by 1`,
    async (tx, companyId) => {
      const ids = await queryRows<{ id: number }>(
        tx,
        sql`select id::int8 as id from funds_transfers where ${due} order by id`,
      );
      const posted = await postTransfers(
        { tx, user: { companyId, userId: null } },
        ids.map((d) => d.id),
      );
      return posted.length;
    },
  );
  return { posted: run.done, failures: run.failures };
}
