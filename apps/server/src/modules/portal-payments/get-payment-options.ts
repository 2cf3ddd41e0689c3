import type { PaymentOptions } from '@hoa/contract';
import { payerAccount, paymentMethods, type Payer } from './payer';

/** What the owner may pay: balance, convenience fees, prepayment rule and saved methods. */
export async function getPaymentOptions(payer: Payer): Promise<PaymentOptions> {
  const account = await payerAccount(payer);
  return {
    IsOpen: account.isOpen,
    Balance: account.balanceCents,
    AllowsPrepayment: account.allowsPrepayment,
    CardFeeBasisPoints: account.cardFeeBasisPoints,
    AchFee: account.achFeeCents,
    Methods: await paymentMethods(payer),
  };
}
