import {
  SandboxCardProvider,
  type CardPaymentProvider,
  type Charged,
} from '../src/modules/portal-payments/provider/index';

/**
 * The sandbox card provider with what a test needs around its charges: every charge's key is
 * counted (a repeat with the same key is the first charge, as the provider contract says), and
 * `afterCharge` runs once a card is charged, before the answer is given (a fault injected between
 * the charge and its posting, or a pause).
 */
export class TestCardProvider implements CardPaymentProvider {
  readonly name = 'test';
  private readonly sandbox = new SandboxCardProvider();
  /** How often each key was charged. */
  readonly calls = new Map<string, number>();
  afterCharge: (() => Promise<void>) | null = null;

  tokenizeCard(...args: Parameters<CardPaymentProvider['tokenizeCard']>) {
    return this.sandbox.tokenizeCard(...args);
  }

  async charge(token: string, amountCents: number, idempotencyKey: string): Promise<Charged> {
    this.calls.set(idempotencyKey, (this.calls.get(idempotencyKey) ?? 0) + 1);
    const charged = await this.sandbox.charge(token, amountCents, idempotencyKey);
    await this.afterCharge?.();
    return charged;
  }

  /** Distinct keys charged: the charges the card holder sees. */
  get charges(): number {
    return this.calls.size;
  }
}
