import type { Tx } from '@hoa/db';
import { appError } from '../../../http/errors';
import { SandboxProvider } from './sandbox';
import type { DigitalPaymentProvider, SandboxControls } from './types';

export type { DigitalPaymentProvider, SandboxControls } from './types';

/** The configured provider name: DIGITAL_PAYMENT_PROVIDER, 'sandbox' (the only one) by default. */
export function providerName(env: NodeJS.ProcessEnv = process.env): string {
  return env.DIGITAL_PAYMENT_PROVIDER?.trim() || 'sandbox';
}

/**
 * Where provider work runs: one company's transaction and who acts (null: a background job). A
 * request's context is one.
 */
export interface ProviderScope {
  tx: Tx;
  user: { companyId: number; userId: number | null };
}

/** The provider for a request or job, working inside its transaction. */
export function providerFor(ctx: ProviderScope): DigitalPaymentProvider {
  const name = providerName();
  if (name === 'sandbox') return new SandboxProvider(ctx.tx, ctx.user.companyId);
  throw new Error(`Unknown digital payment provider '${name}'.`);
}

/** The sandbox's own controls; refused when another provider is configured. */
export function sandboxFor(ctx: ProviderScope): SandboxControls {
  const provider = providerFor(ctx);
  if (!(provider instanceof SandboxProvider)) throw appError('DigitalPaymentsSandboxNotConfigured');
  return provider;
}
