import { describe, expect, it } from 'vitest';
import { ItemRemovalRuleViolations } from '../static-data/record-enums';
import { ApAdjustmentMessages, ApRemovalMessages, apRemovalViolation } from './ap-adjustments';

const facts = { paidCents: 0, voided: false, adjustments: 0 };
const ruleName = (id: number | undefined) =>
  ItemRemovalRuleViolations.find((r) => r.RuleViolationId === id)?.RuleViolationName;

describe('AP removal rules', () => {
  it('refuses a voided check and a paid bill, named by their spec rules, without bypass', () => {
    const check = apRemovalViolation({ ...facts, kind: 'check', voided: true }, true);
    expect(ruleName(check?.RuleViolationId)).toBe('Print check voided');
    expect(check?.CanBypass).toBe(false);
    expect(check?.Message.startsWith('Print check voided')).toBe(true);
    const bill = apRemovalViolation({ ...facts, kind: 'bill', paidCents: 1, adjustments: 2 }, true);
    expect(ruleName(bill?.RuleViolationId)).toBe('AP bill already paid');
    expect(bill?.Message.startsWith('AP bill already paid')).toBe(true);
  });

  it('asks before removing a bill with AP adjustments and removes it on bypass', () => {
    const asked = apRemovalViolation({ ...facts, kind: 'bill', adjustments: 1 }, false);
    expect(ruleName(asked?.RuleViolationId)).toBe('AP adjustment');
    expect(asked).toMatchObject({ CanBypass: true, Message: ApRemovalMessages.apAdjustment });
    expect(apRemovalViolation({ ...facts, kind: 'bill', adjustments: 1 }, true)).toBeNull();
    expect(apRemovalViolation({ ...facts, kind: 'bill' }, false)).toBeNull();
    expect(apRemovalViolation({ ...facts, kind: 'check' }, false)).toBeNull();
  });

  it('refuses removing an adjustment that would leave the invoice paid beyond its total', () => {
    const adj = apRemovalViolation({ ...facts, kind: 'adjustment', paidCents: 500 }, true);
    expect(ruleName(adj?.RuleViolationId)).toBe('AP bill already paid');
    expect(ApAdjustmentMessages.added(58)).toBe('AP adjustment #58 was saved');
  });
});
