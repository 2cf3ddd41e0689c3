import { queryRows, sql, type Tx } from '@hoa/db';
import type { PaymentMethod } from '@hoa/contract';
import type { CardPaymentProvider } from './provider/index';

/** Whose payments a call works on: an owner (the portal's signed-in owner, or one staff chose). */
export interface Payer {
  tx: Tx;
  companyId: number;
  ownerAgentId: number;
  communityAgentId: number;
}

/**
 * A payment call that works in transactions of its own rather than in one around the request (a
 * card payment commits its payment as charging, charges the card outside any transaction, then
 * posts it in another): `run` opens one transaction as the caller each time (the caller's company,
 * the app role and row-level security; the caller's session and access checked again) and hands
 * the payer to the work. The owner's (bindOwnerCaller), the back office's drawer (bindCaller) and
 * a payment link's (onPayLease) build one each (routes.ts, make-lease-payment.ts).
 */
export interface PayerCall {
  run: <T>(work: (payer: Payer) => Promise<T>) => Promise<T>;
  /** The request's key (onceAcrossTransactions), the same for its every repeat; null without one. */
  requestKey: string | null;
  /** What cards are charged through. */
  provider: CardPaymentProvider;
}

interface MethodRow {
  id: number;
  kind: 'ach' | 'card';
  last4: string;
  account_type: string | null;
  card_brand: string | null;
  expiry_month: number | null;
  expiry_year: number | null;
}

export const methodLabel = (
  m: Pick<MethodRow, 'kind' | 'last4' | 'account_type' | 'card_brand'>,
) =>
  m.kind === 'card'
    ? `${m.card_brand ?? 'Card'} ending ${m.last4}`
    : `${m.account_type === 'S' ? 'Savings' : 'Checking'} ending ${m.last4}`;

const present = (m: MethodRow): PaymentMethod => ({
  PaymentMethodId: m.id,
  Kind: m.kind,
  Label: methodLabel(m),
  Last4: m.last4,
  CardBrand: m.card_brand,
  ExpiryMonth: m.expiry_month,
  ExpiryYear: m.expiry_year,
});

const methodSelect = sql`select id::int8 as id, kind, last4, account_type, card_brand,
       expiry_month::int as expiry_month, expiry_year::int as expiry_year
  from owner_payment_methods`;

/** The owner's saved payment methods, oldest first. */
export async function paymentMethods(payer: Payer): Promise<PaymentMethod[]> {
  const rows = await queryRows<MethodRow>(
    payer.tx,
    sql`${methodSelect} where owner_agent_id = ${payer.ownerAgentId} and not is_removed order by id`,
  );
  return rows.map(present);
}

export async function paymentMethod(payer: Payer, id: number): Promise<PaymentMethod | null> {
  const [row] = await queryRows<MethodRow>(
    payer.tx,
    sql`${methodSelect} where id = ${id} and owner_agent_id = ${payer.ownerAgentId} and not is_removed`,
  );
  return row ? present(row) : null;
}

/** The community's portal payment settings and what the owner owes now. */
export interface PayerAccount {
  isOpen: boolean;
  bankAccountId: number | null;
  cardFeeBasisPoints: number;
  achFeeCents: number;
  allowsPrepayment: boolean;
  /**
   * The ledger balance less payments made but not posted yet (bank account payments waiting for
   * the next file, card payments being charged), at least 0.
   */
  balanceCents: number;
}

export async function payerAccount(payer: Payer): Promise<PayerAccount> {
  const [row] = await queryRows<PayerAccount>(
    payer.tx,
    sql`select coalesce(s.is_enabled, false) and s.bank_account_id is not null as "isOpen",
               s.bank_account_id::int8 as "bankAccountId",
               coalesce(s.card_fee_basis_points, 0)::int as "cardFeeBasisPoints",
               coalesce(s.ach_fee_cents, 0)::int as "achFeeCents",
               coalesce(s.allows_prepayment, false) as "allowsPrepayment",
               greatest(
                 coalesce((select sum(b.balance_cents) from owner_code_balances b
                            where b.owner_agent_id = ${payer.ownerAgentId}), 0)
                 - coalesce((select sum(p.amount_cents) from owner_one_time_payments p
                              where p.owner_agent_id = ${payer.ownerAgentId}
                                and p.status in ('pending', 'charging')), 0),
                 0)::int8 as "balanceCents"
          from (select 1) one
          left join portal_community_settings s on s.community_agent_id = ${payer.communityAgentId}`,
  );
  if (!row) throw new Error('no payer account');
  return row;
}
