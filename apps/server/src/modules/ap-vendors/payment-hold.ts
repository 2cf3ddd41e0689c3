import { queryRows, sql, type Tx } from '@hoa/db';
import { idArray } from '../../sql/index';

/**
 * The vendors among these whose changed bank details await a second user's confirmation: they are
 * on payment hold, and payment code refuses to pay them.
 */
export async function vendorsOnPaymentHold(
  tx: Tx,
  vendorIds: readonly number[],
): Promise<number[]> {
  if (vendorIds.length === 0) return [];
  const ids = idArray([...new Set(vendorIds)].map((id) => Math.trunc(id)));
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select vendor_agent_id::int8 as id from vendor_bank_details
        where vendor_agent_id = any(${ids}) and confirmed_at is null order by 1`,
  );
  return rows.map((row) => row.id);
}

/** Whether any of these vendors is on payment hold. */
export async function isVendorOnPaymentHold(
  tx: Tx,
  vendorIds: readonly number[],
): Promise<boolean> {
  return (await vendorsOnPaymentHold(tx, vendorIds)).length > 0;
}
