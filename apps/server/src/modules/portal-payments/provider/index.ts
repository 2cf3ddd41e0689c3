import { SandboxCardProvider } from './sandbox';
import type { CardPaymentProvider } from './types';

export type { CardPaymentProvider, Charged } from './types';
export { SandboxCardProvider, SandboxDeclinedCard } from './sandbox';

/** The card payment provider: CARD_PAYMENT_PROVIDER, 'sandbox' (the only one) by default. */
export function cardProvider(env: NodeJS.ProcessEnv = process.env): CardPaymentProvider {
  const name = env.CARD_PAYMENT_PROVIDER?.trim() || 'sandbox';
  if (name === 'sandbox') return new SandboxCardProvider();
  throw new Error(`Unknown card payment provider '${name}'.`);
}
