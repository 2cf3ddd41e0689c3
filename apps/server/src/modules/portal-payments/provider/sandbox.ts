import { createHash } from 'node:crypto';
import { cardIssuer, cardProblem } from '@hoa/domain';
import type { CardPaymentProvider, CardToTokenize, Charged, Tokenized } from './types';

// The sandbox card provider follows the card rules (issuer by prefix, Luhn, expiry after today)
// and keeps nothing: its token says whether the card is the sandbox's declined card
// 4000 0000 0000 0002, every other card is charged. A charge id is the same for the same key.

export const SandboxDeclinedCard = '4000000000000002';

export class SandboxCardProvider implements CardPaymentProvider {
  readonly name = 'sandbox';

  tokenizeCard(card: CardToTokenize, today: string): Promise<Tokenized> {
    const problem = cardProblem(card, today);
    const digits = card.number.replace(/[\s-]/g, '');
    const brand = cardIssuer(digits);
    if (problem || !brand) return Promise.resolve({ ok: false, message: problem ?? '' });
    const kind = digits === SandboxDeclinedCard ? 'decline' : 'ok';
    const id = createHash('sha256').update(`${digits}:${Date.now()}:${Math.random()}`);
    return Promise.resolve({
      ok: true,
      token: `sbx_card_${kind}_${id.digest('hex').slice(0, 24)}`,
      brand,
      last4: digits.slice(-4),
      expiryMonth: card.expiryMonth,
      expiryYear: card.expiryYear,
    });
  }

  charge(token: string, amountCents: number, idempotencyKey: string): Promise<Charged> {
    if (token.startsWith('sbx_card_decline_'))
      return Promise.resolve({ ok: false, message: 'declined' });
    const id = createHash('sha256').update(`${token}:${amountCents}:${idempotencyKey}`);
    return Promise.resolve({ ok: true, chargeId: `sbx_ch_${id.digest('hex').slice(0, 24)}` });
  }
}
