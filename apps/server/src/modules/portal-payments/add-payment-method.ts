import { queryRows, sql } from '@hoa/db';
import type { InputOf, PaymentMethod, portalPayments } from '@hoa/contract';
import { BankMessages, isValidRoutingNumber, todayIso } from '@hoa/domain';
import { appError, badRequest } from '../../http/errors';
import { seal } from '../direct-debit/index';
import { paymentMethod, type Payer } from './payer';
import { cardProvider } from './provider/index';

type BankInput = InputOf<typeof portalPayments.AddBankAccount>['body'];
type CardInput = InputOf<typeof portalPayments.AddCard>['body'];

async function answer(payer: Payer, id: number | undefined): Promise<PaymentMethod> {
  const made = await paymentMethod(payer, id ?? 0);
  if (!made) throw new Error('payment method vanished');
  return made;
}

/** Saves a bank account: the routing number checked, the account number sealed (last 4 kept). */
export async function addBankAccount(payer: Payer, body: BankInput): Promise<PaymentMethod> {
  if (!isValidRoutingNumber(body.RoutingNumber))
    throw badRequest(BankMessages.invalidRoutingNumber);
  const [row] = await queryRows<{ id: number }>(
    payer.tx,
    sql`insert into owner_payment_methods (company_id, owner_agent_id, kind, routing_number, account_type,
          account_number_sealed, name_on_account, last4)
        values (${payer.companyId}, ${payer.ownerAgentId}, 'ach', ${body.RoutingNumber}, ${body.AccountType},
          ${seal(body.AccountNumber)}, ${body.NameOnAccount}, ${body.AccountNumber.slice(-4)})
        returning id::int8 as id`,
  );
  return answer(payer, row?.id);
}

/** Saves a card through the provider: only its token, brand, last 4 and expiry are kept. */
export async function addCard(payer: Payer, body: CardInput): Promise<PaymentMethod> {
  const card = await cardProvider().tokenizeCard(
    { number: body.CardNumber, expiryMonth: body.ExpiryMonth, expiryYear: body.ExpiryYear },
    todayIso(),
  );
  if (!card.ok) throw badRequest(card.message);
  const [row] = await queryRows<{ id: number }>(
    payer.tx,
    sql`insert into owner_payment_methods (company_id, owner_agent_id, kind, card_token, card_brand, last4,
          expiry_month, expiry_year)
        values (${payer.companyId}, ${payer.ownerAgentId}, 'card', ${card.token}, ${card.brand}, ${card.last4},
          ${card.expiryMonth}, ${card.expiryYear})
        returning id::int8 as id`,
  );
  return answer(payer, row?.id);
}

/** Removes a saved method of the owner (payments made with it keep pointing at it). */
export async function removePaymentMethod(payer: Payer, paymentMethodId: number) {
  const removed = await queryRows<{ id: number }>(
    payer.tx,
    sql`update owner_payment_methods set is_removed = true
         where id = ${paymentMethodId} and owner_agent_id = ${payer.ownerAgentId} and not is_removed
        returning id::int8 as id`,
  );
  if (removed.length === 0) throw appError('PaymentMethodNotFound');
  return { success: true as const };
}
