import { describe, expect, it } from 'vitest';
import { CodeTypeId, FrequencyId } from '../static-data/codes';
import {
  autopayDraft,
  autopayNoticeMail,
  isInstalmentDue,
  isLateFeeSuppressed,
  nextDraftDate,
  pastDueNowCents,
  type AutopayCharge,
} from './autopay';

const charge = (over: Partial<AutopayCharge>): AutopayCharge => ({
  codeId: 1,
  codeTypeId: CodeTypeId.Assessment,
  frequencyId: FrequencyId.Monthly,
  instalmentCents: 25_000,
  anchorDate: '2026-01-01',
  startDate: null,
  endDate: null,
  openCents: 25_000,
  ...over,
});

describe('what is due by frequency', () => {
  const months = (c: AutopayCharge) =>
    ['2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15', '2026-07-15', '2027-01-15'].filter(
      (d) => isInstalmentDue(c, d),
    );
  it('monthly every month, quarterly every third, yearly once a year', () => {
    expect(months(charge({}))).toHaveLength(6);
    expect(months(charge({ frequencyId: FrequencyId.Quarterly }))).toEqual([
      '2026-01-15',
      '2026-04-15',
      '2026-07-15',
      '2027-01-15',
    ]);
    expect(months(charge({ frequencyId: FrequencyId.Yearly }))).toEqual([
      '2026-01-15',
      '2027-01-15',
    ]);
    expect(months(charge({ frequencyId: FrequencyId.SemiYearly }))).toEqual([
      '2026-01-15',
      '2026-07-15',
      '2027-01-15',
    ]);
  });
  it('special assessment instalments only between their start and end dates', () => {
    const special = charge({
      codeTypeId: CodeTypeId.SpecialAssessment,
      anchorDate: '2026-02-01',
      startDate: '2026-02-01',
      endDate: '2026-04-30',
    });
    expect(months(special)).toEqual(['2026-02-15', '2026-03-15', '2026-04-15']);
    expect(months(charge({ frequencyId: FrequencyId.Once, anchorDate: '2026-03-01' }))).toEqual([
      '2026-03-15',
    ]);
  });
  it('never a late fee or other code, nor before the anchor', () => {
    expect(months(charge({ codeTypeId: CodeTypeId.LateFee }))).toEqual([]);
    expect(months(charge({ anchorDate: '2026-04-01' }))).toEqual([
      '2026-04-15',
      '2026-07-15',
      '2027-01-15',
    ]);
  });
});

describe('the draft', () => {
  const quarterly = charge({
    frequencyId: FrequencyId.Quarterly,
    instalmentCents: 75_000,
    openCents: 75_000,
  });
  it('takes the quarter’s amount on a quarter month and nothing between', () => {
    const input = {
      charges: [quarterly],
      balanceCents: 75_000,
      capCents: null,
      payPastDue: false,
    };
    expect(autopayDraft({ ...input, draftDate: '2026-04-10' })).toEqual({
      lines: [{ codeId: 1, dueCents: 75_000 }],
      dueCents: 75_000,
      pastDueCents: 0,
      amountCents: 75_000,
      isCapped: false,
    });
    expect(autopayDraft({ ...input, draftDate: '2026-05-10' }).amountCents).toBe(0);
  });
  it('is capped by the owner’s cap', () => {
    const draft = autopayDraft({
      draftDate: '2026-04-10',
      charges: [quarterly],
      balanceCents: 75_000,
      capCents: 50_000,
      payPastDue: false,
    });
    expect(draft.amountCents).toBe(50_000);
    expect(draft.isCapped).toBe(true);
  });
  it('takes the past due only when chosen, and never more than the balance', () => {
    const base = {
      draftDate: '2026-04-10',
      charges: [charge({ openCents: 100_000 })],
      balanceCents: 100_000,
      capCents: null,
    };
    expect(autopayDraft({ ...base, payPastDue: false })).toMatchObject({
      dueCents: 25_000,
      pastDueCents: 75_000,
      amountCents: 25_000,
    });
    expect(autopayDraft({ ...base, payPastDue: true }).amountCents).toBe(100_000);
    // Before the draft day, "now" is the next file: the past due alone, capped.
    const early = autopayDraft({ ...base, payPastDue: true });
    expect(pastDueNowCents(early, null)).toBe(75_000);
    expect(pastDueNowCents(early, 50_000)).toBe(50_000);
    expect(autopayDraft({ ...base, balanceCents: 10_000, payPastDue: true }).amountCents).toBe(
      10_000,
    );
    expect(
      autopayDraft({ ...base, charges: [charge({ openCents: 0 })], payPastDue: false }).amountCents,
    ).toBe(0);
  });
});

describe('draft dates', () => {
  it('the next draft on the community’s day, a month later once taken', () => {
    expect(nextDraftDate('2026-11-30', 5)).toBe('2026-12-05');
    expect(nextDraftDate('2026-12-05', 5)).toBe('2026-12-05');
    expect(nextDraftDate('2026-12-31', 1)).toBe('2027-01-01');
    expect(nextDraftDate('2026-12-03', 5, '2026-12-05')).toBe('2027-01-05');
  });
});

describe('pending-draft late fee suppression', () => {
  const facts = {
    isAutopayOn: true,
    lastDraftOn: '2026-10-05',
    lateFeeDate: '2026-11-20',
    codeTypeId: CodeTypeId.Assessment,
  };
  it('no late fee while the month’s draft is pending', () => {
    expect(isLateFeeSuppressed(facts)).toBe(true);
    expect(isLateFeeSuppressed({ ...facts, lastDraftOn: null })).toBe(true);
  });
  it('a late fee once the draft was taken, without autopay, or on another code', () => {
    expect(isLateFeeSuppressed({ ...facts, lastDraftOn: '2026-11-05' })).toBe(false);
    expect(isLateFeeSuppressed({ ...facts, isAutopayOn: false })).toBe(false);
    expect(isLateFeeSuppressed({ ...facts, codeTypeId: CodeTypeId.Fine })).toBe(false);
  });
});

describe('the notice', () => {
  it('names the amount, the date and the account', () => {
    const mail = autopayNoticeMail('Brian Rossi', {
      draftDate: '2026-12-05',
      amountCents: 75_000,
      last4: '6789',
      community: 'Willow Creek',
    });
    expect(mail.subject).toBe('Autopay: $750.00 will be drafted on 12/05/2026');
    expect(mail.body).toContain('draft $750.00 from your bank account ending in 6789');
  });
});
