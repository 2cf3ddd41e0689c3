import { describe, expect, it } from 'vitest';
import {
  AchReturnCodes,
  R19AmountLimitCents,
  achReturnCode,
  canRetryDirectDebit,
} from './return-codes';

describe('ACH return codes', () => {
  it('lists R01 to R37, each with a description and a detail', () => {
    expect(AchReturnCodes.map((c) => c.Code)).toEqual(
      Array.from({ length: 37 }, (_, i) => `R${String(i + 1).padStart(2, '0')}`),
    );
    expect(AchReturnCodes.every((c) => c.Description && c.Detail)).toBe(true);
  });

  it('has the spec descriptions and suggestions', () => {
    expect(achReturnCode('R01')).toMatchObject({
      Description: 'Insufficient funds',
      Suggestion: 'Retry up to two times within 180 days.',
      MaxRetries: 2,
      RetryWithinDays: 180,
    });
    expect(achReturnCode('r09')).toMatchObject({
      Description: 'Uncollected Funds',
      Suggestion: 'Retry up to two times within 30 days.',
      RetryWithinDays: 30,
    });
    expect(achReturnCode('R03')?.Description).toBe('No Account/Unable to Locate Account');
    expect(achReturnCode('R29')?.Description).toBe('Corporate Customer Advises Not Authorized');
    for (const code of ['R14', 'R15', 'R17', 'R18', 'R21', 'R22', 'R25', 'R28', 'R30', 'R37'])
      expect(achReturnCode(code)?.Suggestion).toBeNull();
    expect(achReturnCode('R34')?.Detail).toMatch(/Contact the payment processor/);
    expect(achReturnCode('R38')).toBeUndefined();
  });

  it('sets the R19 amount limit at $25,000', () => {
    expect(R19AmountLimitCents).toBe(2_500_000);
  });
});

describe('canRetryDirectDebit', () => {
  const base = {
    returnCode: 'R01',
    retriesSent: 0,
    returnedOn: '2026-01-10',
    today: '2026-02-01',
    amountCents: 25_000,
  };
  it('allows R01 twice within 180 days', () => {
    expect(canRetryDirectDebit(base)).toEqual({ ok: true });
    expect(canRetryDirectDebit({ ...base, retriesSent: 1 })).toEqual({ ok: true });
    expect(canRetryDirectDebit({ ...base, retriesSent: 2 }).ok).toBe(false);
    expect(canRetryDirectDebit({ ...base, today: '2026-07-10' }).ok).toBe(false);
  });
  it('allows R09 only within 30 days', () => {
    expect(canRetryDirectDebit({ ...base, returnCode: 'R09', today: '2026-02-09' }).ok).toBe(true);
    expect(canRetryDirectDebit({ ...base, returnCode: 'R09', today: '2026-02-10' }).ok).toBe(false);
  });
  it('refuses codes that must not be retried and amounts over the R19 limit', () => {
    expect(canRetryDirectDebit({ ...base, returnCode: 'R02' })).toEqual({
      ok: false,
      reason: 'R02 Account Closed: do not retry.',
    });
    expect(canRetryDirectDebit({ ...base, amountCents: 2_500_001 }).ok).toBe(false);
    expect(canRetryDirectDebit({ ...base, returnCode: 'X1' }).ok).toBe(false);
  });
});
