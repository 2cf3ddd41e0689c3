import { queryRows, sql, type SQL } from '@hoa/db';
import { DigitalPaymentStatusId as D } from '@hoa/domain';
import { providerFor, type ProviderScope } from './provider/index';
import { voidPayments } from '../payables/index';

/**
 * Asks the provider where open transfers (released or in process) stand and stores it on the
 * transfers and their payments in one statement; failed transfers reverse their payment. `where`
 * filters digital_payment_transfers t. Returns how many changed.
 */
export async function syncTransfers(ctx: ProviderScope, where: SQL): Promise<number> {
  const open = await queryRows<{
    id: number;
    payment_id: number;
    provider_id: string;
    status: number;
  }>(
    ctx.tx,
    sql`select t.id::int8 as id, t.payment_id::int8 as payment_id, t.provider_id, t.status
          from digital_payment_transfers t where t.status in (${D.PaymentReleased}, ${D.InProcess})
           and ${where} order by t.id`,
  );
  const provider = providerFor(ctx);
  const changes: { id: number; status: number; paymentId: number }[] = [];
  for (const t of open) {
    const status = await provider.getTransferStatus(t.provider_id);
    if (status !== t.status) changes.push({ id: t.id, status, paymentId: t.payment_id });
  }
  await setTransferStatuses(ctx, changes);
  const failed = changes.filter((c) => c.status === D.Failed).map((c) => c.paymentId);
  if (failed.length > 0)
    await voidPayments(ctx.tx, ctx.user.companyId, ctx.user.userId, failed, null, {
      digitalStatus: D.Failed,
    });
  return changes.length;
}

export function setTransferStatus(ctx: ProviderScope, transferId: number, status: number) {
  return setTransferStatuses(ctx, [{ id: transferId, status }]);
}

/** Stores new statuses on transfers and their payments. */
async function setTransferStatuses(
  ctx: ProviderScope,
  changes: readonly { id: number; status: number }[],
): Promise<void> {
  if (changes.length === 0) return;
  await ctx.tx.execute(
    sql`with c as (
          select * from jsonb_to_recordset(${JSON.stringify(changes)}::jsonb)
                     as c(id bigint, status smallint)
        ), t as (
          update digital_payment_transfers d set status = c.status, updated_at = now()
            from c where d.id = c.id returning d.payment_id, d.status
        )
        update ap_payments p set digital_status = t.status from t where p.id = t.payment_id`,
  );
}
