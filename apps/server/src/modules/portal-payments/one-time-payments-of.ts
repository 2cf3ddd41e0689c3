import { queryRows, sql, type Tx } from '@hoa/db';
import type { IsoDate } from '@hoa/domain';
import { idArray } from '../../sql/index';
import type { PaymentStatus } from './made-payment';
import { methodLabel } from './payer';

/** An owner's one-time payment as a payment history shows it. */
export interface OneTimePaymentLine {
  /** The posted cash receipt (a card's paid, a bank account's sent); null before it posts. */
  itemId: number | null;
  kind: 'ach' | 'card';
  status: PaymentStatus;
  amountCents: number;
  /** 'Visa ending 1111', 'Checking ending 6789'. */
  methodLabel: string;
  /** The day it was made (UTC). */
  madeOn: IsoDate;
}

interface Row {
  item_id: number | null;
  kind: 'ach' | 'card';
  status: PaymentStatus;
  amount_cents: number;
  made_on: string;
  last4: string;
  account_type: string | null;
  card_brand: string | null;
}

/** The one-time payments (portal, back office drawer, payment link) of the owners, newest first. */
export async function oneTimePaymentsOf(
  tx: Tx,
  ownerAgentIds: readonly number[],
): Promise<OneTimePaymentLine[]> {
  const rows = await queryRows<Row>(
    tx,
    sql`select p.item_id::int8 as item_id, p.kind, p.status, p.amount_cents::int8 as amount_cents,
               to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD') as made_on,
               m.last4, m.account_type, m.card_brand
          from owner_one_time_payments p
          join owner_payment_methods m on m.id = p.payment_method_id
         where p.owner_agent_id = any(${idArray(ownerAgentIds)})
         order by p.created_at desc, p.id desc`,
  );
  return rows.map((r) => ({
    itemId: r.item_id,
    kind: r.kind,
    status: r.status,
    amountCents: r.amount_cents,
    methodLabel: methodLabel(r),
    madeOn: r.made_on,
  }));
}
