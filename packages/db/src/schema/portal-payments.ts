import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { agents, bankAccounts } from './agents';
import { companyIdColumn, createdAtColumn, idColumn, refColumn } from './columns';
import { items } from './ledger';

// Owners' payments from the portal (issue 23 part 3): saved payment methods and one-time payments.

/**
 * An owner's saved payment method: a bank account (routing number, account number sealed) or a
 * card (only the provider's token, brand, last 4 and expiry are kept).
 */
export const ownerPaymentMethods = pgTable(
  'owner_payment_methods',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    ownerAgentId: refColumn('owner_agent_id')
      .notNull()
      .references(() => agents.id),
    /** 'ach' or 'card'. */
    kind: varchar('kind', { length: 4 }).notNull(),
    routingNumber: char('routing_number', { length: 9 }),
    /** C checking, S savings. */
    accountType: char('account_type', { length: 1 }),
    accountNumberSealed: text('account_number_sealed'),
    nameOnAccount: varchar('name_on_account', { length: 22 }),
    cardToken: varchar('card_token', { length: 100 }),
    cardBrand: varchar('card_brand', { length: 20 }),
    last4: char('last4', { length: 4 }).notNull(),
    expiryMonth: smallint('expiry_month'),
    expiryYear: smallint('expiry_year'),
    isRemoved: boolean('is_removed').notNull().default(false),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('owner_payment_methods_owner_idx').on(t.ownerAgentId),
    check(
      'owner_payment_methods_kind',
      sql`(${t.kind} = 'ach' and ${t.routingNumber} is not null and ${t.accountNumberSealed} is not null)
       or (${t.kind} = 'card' and ${t.cardToken} is not null and ${t.expiryMonth} is not null)`,
    ),
  ],
);

/**
 * A one-time payment an owner made: by card, kept as charging before the card is charged and then
 * paid (posted) or declined; or by bank account waiting for the community's next direct debit file
 * (pending, then sent with its entry). The fee is the owner's convenience fee, never posted to the
 * owner's ledger.
 */
export const ownerOneTimePayments = pgTable(
  'owner_one_time_payments',
  {
    id: idColumn(),
    companyId: companyIdColumn(),
    communityAgentId: refColumn('community_agent_id')
      .notNull()
      .references(() => agents.id),
    ownerAgentId: refColumn('owner_agent_id')
      .notNull()
      .references(() => agents.id),
    paymentMethodId: refColumn('payment_method_id')
      .notNull()
      .references(() => ownerPaymentMethods.id),
    kind: varchar('kind', { length: 4 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    /**
     * 'pending' (ACH, waiting for the next file), 'sent' (in a file, posted); a card's 'charging'
     * (made, the charge not yet recorded), then 'paid' (posted) or 'declined' (nothing posted).
     */
    status: varchar('status', { length: 10 }).notNull(),
    bankAccountId: refColumn('bank_account_id').references(() => bankAccounts.id),
    /** The payment posted to the owner's ledger. */
    itemId: refColumn('item_id').references(() => items.id),
    providerChargeId: varchar('provider_charge_id', { length: 100 }),
    /**
     * The payment's own key: the card provider's idempotency key for its charge (a repeat answers
     * the first charge), derived from the request's idempotency key when it has one, so a repeat
     * of the request finds this payment again.
     */
    paymentKey: varchar('payment_key', { length: 100 }).notNull(),
    createdAt: createdAtColumn(),
  },
  (t) => [
    index('owner_one_time_payments_owner_idx').on(t.ownerAgentId),
    index('owner_one_time_payments_pending_idx')
      .on(t.communityAgentId)
      .where(sql`${t.status} = 'pending'`),
    index('owner_one_time_payments_charging_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'charging'`),
    uniqueIndex('owner_one_time_payments_charge_key')
      .on(t.providerChargeId)
      .where(sql`${t.providerChargeId} is not null`),
    uniqueIndex('owner_one_time_payments_payment_key').on(t.paymentKey),
    check('owner_one_time_payments_amount', sql`${t.amountCents} > 0 and ${t.feeCents} >= 0`),
    check(
      'owner_one_time_payments_status',
      sql`${t.status} in ('pending', 'sent', 'charging', 'paid', 'declined')`,
    ),
  ],
);
