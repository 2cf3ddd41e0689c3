import type { RequestContext } from '../../../http/request-context';
import { AppError } from '../../../http/errors';
import { SandboxProvider } from './sandbox';
import type { DigitalPaymentProvider, SandboxControls } from './types';

export type { DigitalPaymentProvider, SandboxControls } from './types';

/** The configured provider name: DIGITAL_PAYMENT_PROVIDER, 'sandbox' (the only one) by default. */
export function providerName(env: NodeJS.ProcessEnv = process.env): string {
  return env.DIGITAL_PAYMENT_PROVIDER?.trim() || 'sandbox';
}

/** The provider for a request, working inside its transaction. */
export function providerFor(ctx: RequestContext): DigitalPaymentProvider {
  const name = providerName();
  if (name === 'sandbox') return new SandboxProvider(ctx.tx, ctx.user.companyId);
  throw new Error(`Unknown digital payment provider '${name}'.`);
}

/** The sandbox's own controls; refused when another provider is configured. */
export function sandboxFor(ctx: RequestContext): SandboxControls {
  const provider = providerFor(ctx);
  if (!(provider instanceof SandboxProvider))
    throw new AppError(404, 'The sandbox is not the configured provider.');
  return provider;
}
