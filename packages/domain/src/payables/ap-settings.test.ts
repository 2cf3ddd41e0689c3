import { describe, expect, it } from 'vitest';
import { ApPaymentMethod } from '../static-data/payables-enums';
import { ApSettingsMessages, contractValueWarning, paymentsKpiEmail } from './ap-settings';

describe('community chart contract value (spec 2 §5 Other)', () => {
  it('warns with the spec text only when the contract value is 0', () => {
    expect(contractValueWarning(0)).toBe('Please set the contract value of the community.');
    expect(contractValueWarning(1)).toBeNull();
    expect(contractValueWarning(12_000_00)).toBeNull();
  });
});

describe('payments KPI email', () => {
  const base = { CommunityName: 'Oak Ridge', StartDate: '2026-11-01', EndDate: '2026-11-30' };

  it('lists every payment method, voided payments apart, the total and the contract value', () => {
    const mail = paymentsKpiEmail({
      ...base,
      ContractValueCents: 24_000_00,
      Rows: [
        { Method: ApPaymentMethod.PrintedCheck, Count: 3, AmountCents: 1_500_25, VoidedCount: 1 },
        { Method: ApPaymentMethod.DigitalPayment, Count: 2, AmountCents: 200_00, VoidedCount: 0 },
      ],
    });
    expect(mail.subject).toBe('Payments KPI: Oak Ridge, 11/01/2026 - 11/30/2026');
    expect(mail.body.split('\n')).toEqual([
      'Vendor payments of Oak Ridge, 11/01/2026 - 11/30/2026',
      '',
      'Printed checks: 3, $1,500.25 (1 voided)',
      'Handwritten checks: 0, $0.00',
      'Digital payments: 2, $200.00',
      'NACHA credits: 0, $0.00',
      'Total: 5, $1,700.25',
      '',
      'Contract value: $24,000.00',
    ]);
  });

  it('carries the chart warning when no contract value is set', () => {
    const mail = paymentsKpiEmail({ ...base, ContractValueCents: 0, Rows: [] });
    expect(mail.body.endsWith(ApSettingsMessages.contractValueMissing)).toBe(true);
    expect(mail.body).toContain('Total: 0, $0.00');
  });
});
