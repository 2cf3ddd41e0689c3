import { queryRows, sql } from '@hoa/db';
import type { CashReceiptsExist, InputOf, lockbox, LockboxReceivedPayment } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { earlierImport } from './import-payments';
import { requireBatch } from './lockbox-queries';
import { readImportSettings, receivedReceipt } from './match-payments';

type Query = InputOf<typeof lockbox.CheckCashReceiptsExist>['query'];

/**
 * Before re-importing or posting (the duplicate-lockbox modal): a file answers whether the company
 * imported it before (its SHA-256, the rule UploadLockboxFile refuses a repeat by); a batch lists
 * its payments not yet posted that the import settings' duplicate rule finds received already,
 * with the receipt that has the check (fresh: receipts entered since the import count).
 */
export async function checkCashReceiptsExist(
  ctx: RequestContext,
  { query }: { query: Query },
): Promise<CashReceiptsExist> {
  requireClaim(ctx, 'arlockbox', 'read');
  if (query.lockboxBatchId === undefined) {
    if (query.communityAgentId !== undefined) await requireCommunity(ctx, query.communityAgentId);
    const earlier = query.fileHash ? await earlierImport(ctx, query.fileHash) : undefined;
    return { Exists: earlier !== undefined, Duplicate: earlier ?? null, Receipts: [] };
  }
  const batch = await requireBatch(ctx, query.lockboxBatchId);
  const received = receivedReceipt(
    {
      owner: sql`x.owner_agent_id`,
      checkNumber: sql`x.check_number`,
      amount: sql`x.amount_cents`,
      depositDate: sql`${batch.DepositDate}::date`,
    },
    await readImportSettings(ctx.tx),
  );
  const receipts = await queryRows<LockboxReceivedPayment>(
    ctx.tx,
    sql`select x.id::int8 as "LockboxPaymentId", x.line_number as "LineNumber",
               x.account_number as "AccountNumber", x.check_number as "CheckNumber",
               x.amount_cents::int8 as "Amount", x.owner_agent_id::int8 as "OwnerAgentId",
               k.display_name as "OwnerName", r.item_id::int8 as "TopsItemId",
               r.event_date::text as "ReceivedOn"
          from lockbox_payments x
          cross join lateral (${received} order by i.event_date, i.id limit 1) r
          left join contacts k on k.agent_id = x.owner_agent_id
         where x.batch_id = ${batch.LockboxBatchId} and not x.is_removed and x.item_id is null
           and x.owner_agent_id is not null and x.check_number <> ''
         order by x.line_number, x.id`,
  );
  return { Exists: receipts.length > 0, Duplicate: null, Receipts: receipts };
}
