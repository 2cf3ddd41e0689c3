import type { CardBrandName } from '@hoa/domain';

// What a card payment provider does for us: it keeps the card and answers a token; we keep only
// the token, brand, last 4 and expiry. The sandbox (./sandbox.ts) is the one implementation
// today; a real processor implements the same interface, chosen by CARD_PAYMENT_PROVIDER.

export interface CardToTokenize {
  number: string;
  expiryMonth: number;
  expiryYear: number;
}

export type Tokenized =
  | {
      ok: true;
      token: string;
      brand: CardBrandName;
      last4: string;
      expiryMonth: number;
      expiryYear: number;
    }
  | { ok: false; message: string };

export type Charged = { ok: true; chargeId: string } | { ok: false; message: string };

export interface CardPaymentProvider {
  readonly name: string;
  /** Checks and keeps a card (the card rules as of today) and answers its token. */
  tokenizeCard(card: CardToTokenize, today: string): Promise<Tokenized>;
  /** Charges a kept card; the key makes a repeat answer the first charge. */
  charge(token: string, amountCents: number, idempotencyKey: string): Promise<Charged>;
}
