import { describe, expect, it } from 'vitest';
import {
  convenienceFeeCents,
  portalPaymentAmountProblem,
  PortalPaymentMessages,
} from './payment-fees';

describe('convenienceFeeCents', () => {
  const fees = { cardFeeBasisPoints: 295, achFeeCents: 150 };
  it('charges a card its percentage, rounded half up to the cent', () => {
    expect(convenienceFeeCents('card', 10_000, fees)).toBe(295);
    expect(convenienceFeeCents('card', 1_000, { ...fees, cardFeeBasisPoints: 250 })).toBe(25);
    // 2.95% of $0.50 is 1.475 cents: 1; of $1.00 is 2.95: 3
    expect(convenienceFeeCents('card', 50, fees)).toBe(1);
    expect(convenienceFeeCents('card', 100, fees)).toBe(3);
    // half a cent rounds up: 2.5% of 18 cents is 0.45, of 20 cents 0.5
    expect(convenienceFeeCents('card', 20, { ...fees, cardFeeBasisPoints: 250 })).toBe(1);
  });
  it('charges a bank account its flat fee whatever the amount', () => {
    expect(convenienceFeeCents('ach', 10_000, fees)).toBe(150);
    expect(convenienceFeeCents('ach', 1, fees)).toBe(150);
  });
  it('is nothing by default', () => {
    const none = { cardFeeBasisPoints: 0, achFeeCents: 0 };
    expect(convenienceFeeCents('card', 123_456, none)).toBe(0);
    expect(convenienceFeeCents('ach', 123_456, none)).toBe(0);
  });
});

describe('portalPaymentAmountProblem', () => {
  it('takes any amount up to the balance', () => {
    expect(portalPaymentAmountProblem(1, 5_000, false)).toBeNull();
    expect(portalPaymentAmountProblem(5_000, 5_000, false)).toBeNull();
  });
  it('refuses zero, negatives and fractions of a cent', () => {
    expect(portalPaymentAmountProblem(0, 5_000, false)).toBe(PortalPaymentMessages.amount);
    expect(portalPaymentAmountProblem(-1, 5_000, true)).toBe(PortalPaymentMessages.amount);
    expect(portalPaymentAmountProblem(1.5, 5_000, true)).toBe(PortalPaymentMessages.amount);
  });
  it('refuses more than the balance unless the community allows prepayment', () => {
    expect(portalPaymentAmountProblem(5_001, 5_000, false)).toBe(PortalPaymentMessages.overBalance);
    expect(portalPaymentAmountProblem(5_001, 5_000, true)).toBeNull();
    expect(portalPaymentAmountProblem(100, 0, true)).toBeNull();
  });
});
