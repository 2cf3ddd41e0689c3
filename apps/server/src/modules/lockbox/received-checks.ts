import { queryRows, sql, type Tx } from '@hoa/db';
import { CashReceiptTxnTypeIds, StatusId } from '@hoa/domain';
import type { ImportSettings } from './match-payments';
import { paymentNotPosted } from './lockbox-queries';
import { idArray } from '../../sql/index';

const receiptTypes = sql`${`{${CashReceiptTxnTypeIds.join(',')}}`}::smallint[]`;
const dayMs = 86_400_000;

/** A lockbox payment as the duplicate rule reads it. */
export interface PaymentCheck {
  id: number;
  owner: number;
  checkNumber: string;
  amount: number;
  depositDate: string;
}

/** The receipt that has a payment's check: its item and date. */
export interface ReceivedCheck {
  itemId: number;
  eventDate: string;
}

interface Receipt extends ReceivedCheck {
  owner: number;
  checkNumber: string;
  amounts: number[] | null;
}

/**
 * The duplicate rule of the import settings for many payments at once: a live cash receipt (48-51)
 * from the payment's owner already has its check number. Where AllowDuplicateCheckNumber lets
 * check numbers repeat, only a receipt of the same amount dated within MaxDays of the deposit is
 * the same payment again. Answers, per payment id that has one, the earliest such receipt. Import,
 * posting and CheckCashReceiptsExist all ask this.
 *
 * The receipts are looked up once per distinct owner and check number, each an index lookup
 * (lateral, `offset 0`), and matched here: no plan can join the payments to the receipts by
 * reading one side once per row of the other, so the work stays linear before any ANALYZE of the
 * receipt tables (issue 27: re-importing 10,000 payments took 99-124 s under such a plan).
 */
export async function receivedChecks(
  tx: Tx,
  payments: readonly PaymentCheck[],
  settings: ImportSettings,
): Promise<Map<number, ReceivedCheck>> {
  const key = (owner: number, checkNumber: string) => `${owner}\u0000${checkNumber}`;
  const asked = new Map(payments.map((p) => [key(p.owner, p.checkNumber), p]));
  const found = new Map<number, ReceivedCheck>();
  if (asked.size === 0) return found;
  const pairs = [...asked.values()].map((p) => ({ owner: p.owner, checkNumber: p.checkNumber }));
  const amounts = settings.allowDuplicateCheckNumber
    ? sql`array(select d.amount_cents::int8 from item_agent_details d
                 where d.item_agent_id = ia.id and d.code_id is null and not d.is_deleted)`
    : sql`null`;
  const receipts = await queryRows<Receipt>(
    tx,
    sql`select u.owner::int8 as owner, u."checkNumber", ia.item_id::int8 as "itemId",
               i.event_date::text as "eventDate", ${amounts} as amounts
          from jsonb_to_recordset(${JSON.stringify(pairs)}::jsonb) as u(owner bigint, "checkNumber" text)
          cross join lateral (select ia.id, ia.item_id from item_agents ia
                               where ia.agent_id = u.owner and ia.check_number = u."checkNumber"
                                 and not ia.is_deleted offset 0) ia
          cross join lateral (select i.event_date from items i
                               where i.id = ia.item_id and i.txn_type_id = any(${receiptTypes})
                                 and i.status_id <> ${StatusId.Deleted}::smallint offset 0) i
         order by i.event_date, ia.item_id`,
  );
  const byCheck = new Map<string, Receipt[]>();
  for (const r of receipts) {
    const list = byCheck.get(key(r.owner, r.checkNumber)) ?? [];
    list.push(r);
    byCheck.set(key(r.owner, r.checkNumber), list);
  }
  for (const p of payments) {
    const first = byCheck
      .get(key(p.owner, p.checkNumber))
      ?.find(
        (r) => !settings.allowDuplicateCheckNumber || sameAmountNearby(p, r, settings.maxDays),
      );
    if (first) found.set(p.id, { itemId: first.itemId, eventDate: first.eventDate });
  }
  return found;
}

function sameAmountNearby(p: PaymentCheck, r: Receipt, maxDays: number): boolean {
  const apart = Math.abs(Date.parse(r.eventDate) - Date.parse(p.depositDate)) / dayMs;
  return apart <= maxDays && (r.amounts ?? []).some((a) => Number(a) === p.amount);
}

/**
 * Flags the batch's open payments (no exception, not removed or posted) that the duplicate rule
 * finds received before (receivedChecks), or that repeat an earlier payment of the batch (same
 * owner and check number; and amount where check numbers may repeat).
 */
export async function flagReceivedChecks(
  tx: Tx,
  batchId: number,
  settings: ImportSettings,
): Promise<void> {
  const samePayment = settings.allowDuplicateCheckNumber
    ? sql`x.owner_agent_id, x.check_number, x.amount_cents`
    : sql`x.owner_agent_id, x.check_number`;
  const live = await queryRows<PaymentCheck & { open: boolean; nth: number }>(
    tx,
    sql`select x.id::int8 as id, x.owner_agent_id::int8 as owner, x.check_number as "checkNumber",
               x.amount_cents::int8 as amount, b.deposit_date::text as "depositDate",
               (x.exception is null and ${paymentNotPosted}) as open,
               row_number() over (partition by ${samePayment} order by x.id)::int as nth
          from lockbox_payments x join lockbox_batches b on b.id = x.batch_id
         where x.batch_id = ${batchId} and not x.is_removed and x.check_number <> ''
           and x.owner_agent_id is not null`,
  );
  const open = live.filter((p) => p.open);
  const received = await receivedChecks(tx, open, settings);
  const seen = open.filter((p) => p.nth > 1 || received.has(p.id)).map((p) => p.id);
  if (seen.length === 0) return;
  // The payments by primary key (an array, not a join that a stale estimate could nest).
  await tx.execute(
    sql`update lockbox_payments x
           set exception = 'Check number ' || x.check_number || ' was already received from this owner.'
         where x.id = any(${idArray(seen)}) and x.batch_id = ${batchId}
           and x.exception is null and ${paymentNotPosted}`,
  );
}
