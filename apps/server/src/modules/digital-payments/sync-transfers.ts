import { queryRows, sql, type SQL } from '@hoa/db';
import { DigitalPaymentStatusId as D } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { providerFor } from './provider/index';
import { voidPayments } from '../payables/index';

/**
 * Asks the provider where open transfers (released or in process) stand and stores it on the
 * transfer and its payment; failed transfers reverse their payment. `where` filters
 * digital_payment_transfers t. Returns how many changed.
 */
export async function syncTransfers(ctx: RequestContext, where: SQL): Promise<number> {
  const open = await queryRows<{
    id: number;
    payment_id: number;
    provider_id: string;
    status: number;
  }>(
    ctx.tx,
    sql`select t.id::float8 as id, t.payment_id::float8 as payment_id, t.provider_id, t.status
          from digital_payment_transfers t where t.status in (${D.PaymentReleased}, ${D.InProcess})
           and ${where} order by t.id`,
  );
  const provider = providerFor(ctx);
  const failed: number[] = [];
  let changed = 0;
  for (const t of open) {
    const status = await provider.getTransferStatus(t.provider_id);
    if (status === t.status) continue;
    changed += 1;
    await setTransferStatus(ctx, t.id, status);
    if (status === D.Failed) failed.push(t.payment_id);
  }
  if (failed.length > 0)
    await voidPayments(ctx.tx, ctx.user.companyId, ctx.user.userId, failed, null, {
      digitalStatus: D.Failed,
    });
  return changed;
}

export async function setTransferStatus(ctx: RequestContext, transferId: number, status: number) {
  await ctx.tx.execute(
    sql`with t as (
          update digital_payment_transfers set status = ${status}, updated_at = now()
           where id = ${transferId} returning payment_id
        )
        update ap_payments p set digital_status = ${status} from t where p.id = t.payment_id`,
  );
}
