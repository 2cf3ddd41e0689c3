import { queryRows, sql, type SQL } from '@hoa/db';
import type { PaymentReceipt } from '@hoa/contract';
import { methodLabel, type Payer } from './payer';

/** A one-time payment's status (owner_one_time_payments.status). */
export type PaymentStatus = 'pending' | 'sent' | 'charging' | 'paid' | 'declined';

/** A one-time payment as its charge and receipt need it. */
export interface MadePayment {
  id: number;
  kind: 'ach' | 'card';
  status: PaymentStatus;
  amountCents: number;
  feeCents: number;
  methodLabel: string;
  /** The card's token (null for a bank account). */
  cardToken: string | null;
  /** The card provider's idempotency key for its charge. */
  paymentKey: string;
  bankAccountId: number | null;
  createdAt: string;
}

interface Row {
  id: number;
  kind: 'ach' | 'card';
  status: PaymentStatus;
  amount_cents: number;
  fee_cents: number;
  payment_key: string;
  bank_account_id: number | null;
  created_at: string;
  last4: string;
  account_type: string | null;
  card_brand: string | null;
  card_token: string | null;
}

/** The payer's one payment the condition (on `p`) names, with its method (removed or not). */
export async function paymentOf(payer: Payer, where: SQL): Promise<MadePayment | null> {
  const [row] = await queryRows<Row>(
    payer.tx,
    sql`select p.id::int8 as id, p.kind, p.status, p.amount_cents::int8 as amount_cents,
               p.fee_cents::int8 as fee_cents, p.payment_key, p.bank_account_id::int8 as bank_account_id,
               to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as created_at,
               m.last4, m.account_type, m.card_brand, m.card_token
          from owner_one_time_payments p
          join owner_payment_methods m on m.id = p.payment_method_id
         where p.owner_agent_id = ${payer.ownerAgentId} and ${where}`,
  );
  return row
    ? {
        id: row.id,
        kind: row.kind,
        status: row.status,
        amountCents: row.amount_cents,
        feeCents: row.fee_cents,
        methodLabel: methodLabel(row),
        cardToken: row.card_token,
        paymentKey: row.payment_key,
        bankAccountId: row.bank_account_id,
        createdAt: row.created_at,
      }
    : null;
}

/** The receipt of a payment made (a bank account's pending or sent, a card's paid). */
export const receiptOf = (
  made: MadePayment & { status: PaymentReceipt['Status'] },
): PaymentReceipt => ({
  OneTimePaymentId: made.id,
  Kind: made.kind,
  MethodLabel: made.methodLabel,
  Amount: made.amountCents,
  Fee: made.feeCents,
  Total: made.amountCents + made.feeCents,
  Status: made.status,
  ConfirmationNumber: `OTP-${String(made.id).padStart(8, '0')}`,
  CreatedAt: made.createdAt,
});
