import { queryRows, sql } from '@hoa/db';
import type { CashReceiptsExist, InputOf, lockbox, LockboxReceivedPayment } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { earlierImport } from './import-payments';
import { paymentNotPosted, requireBatch } from './lockbox-queries';
import { readImportSettings } from './match-payments';
import { receivedChecks, type PaymentCheck } from './received-checks';

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
  const open = await queryRows<
    PaymentCheck & Omit<LockboxReceivedPayment, 'TopsItemId' | 'ReceivedOn'>
  >(
    ctx.tx,
    sql`select x.id::int8 as id, x.owner_agent_id::int8 as owner, x.check_number as "checkNumber",
               x.amount_cents::int8 as amount, ${batch.DepositDate}::date::text as "depositDate",
               x.id::int8 as "LockboxPaymentId", x.line_number as "LineNumber",
               x.account_number as "AccountNumber", x.check_number as "CheckNumber",
               x.amount_cents::int8 as "Amount", x.owner_agent_id::int8 as "OwnerAgentId",
               k.display_name as "OwnerName"
          from lockbox_payments x
          left join contacts k on k.agent_id = x.owner_agent_id
         where x.batch_id = ${batch.LockboxBatchId} and not x.is_removed and ${paymentNotPosted}
           and x.owner_agent_id is not null and x.check_number <> ''
         order by x.line_number, x.id`,
  );
  const received = await receivedChecks(ctx.tx, open, await readImportSettings(ctx.tx));
  const receipts = open.flatMap((p): LockboxReceivedPayment[] => {
    const receipt = received.get(p.id);
    if (!receipt) return [];
    const { LockboxPaymentId, LineNumber, AccountNumber, CheckNumber, Amount } = p;
    const { OwnerAgentId, OwnerName } = p;
    return [
      {
        ...{ LockboxPaymentId, LineNumber, AccountNumber, CheckNumber, Amount },
        ...{ OwnerAgentId, OwnerName, TopsItemId: receipt.itemId, ReceivedOn: receipt.eventDate },
      },
    ];
  });
  return { Exists: receipts.length > 0, Duplicate: null, Receipts: receipts };
}
