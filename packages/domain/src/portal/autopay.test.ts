import { describe, expect, it } from 'vitest';
import { R19AmountLimitCents } from '../bank-files/return-codes';
import { CodeTypeId, FrequencyId } from '../static-data/codes';
import { formatCents } from '../money';
import {
  AutopayMessages,
  autopayDraft,
  autopayNoticeMail,
  isDraftPending,
  isInstalmentDue,
  lateFeeUnpaidCents,
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
      overLimitCents: 0,
      covers: [{ codeId: 1, pastDueCents: 0, pastDueCoveredCents: 0, dueCoveredCents: 75_000 }],
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

describe('the R19 amount limit', () => {
  const special = charge({
    codeTypeId: CodeTypeId.SpecialAssessment,
    instalmentCents: 3_000_000,
    openCents: 3_000_000,
  });
  const input = {
    draftDate: '2026-04-10',
    charges: [special],
    balanceCents: 3_000_000,
    capCents: null,
    payPastDue: false,
  };
  it('a draft over $25,000.00 is not taken, as any live debit over the limit', () => {
    expect(autopayDraft(input)).toMatchObject({
      dueCents: 3_000_000,
      amountCents: 0,
      overLimitCents: 3_000_000,
      covers: [{ codeId: 1, pastDueCents: 0, pastDueCoveredCents: 0, dueCoveredCents: 0 }],
    });
  });
  it('the message names the limit', () => {
    expect(AutopayMessages.overLimit).toContain(`over the ${formatCents(R19AmountLimitCents)}`);
  });
  it('exactly the limit is taken, and a cap within it keeps the draft', () => {
    expect(autopayDraft({ ...input, capCents: R19AmountLimitCents })).toMatchObject({
      amountCents: 2_500_000,
      isCapped: true,
      overLimitCents: 0,
    });
    expect(autopayDraft({ ...input, capCents: 100_000 }).amountCents).toBe(100_000);
  });
  it('the past due alone over the limit is not taken now either', () => {
    const draft = autopayDraft({
      ...input,
      charges: [charge({ openCents: 2_600_000 })],
      balanceCents: 2_600_000,
      payPastDue: true,
    });
    expect(draft.pastDueCents).toBe(2_575_000);
    expect(draft.overLimitCents).toBe(2_600_000);
    expect(pastDueNowCents(draft, null)).toBe(0);
    expect(pastDueNowCents(draft, 2_500_000)).toBe(2_500_000);
  });
});

describe('what a pending draft covers, for the late fee', () => {
  const facts = { isAutopayOn: true, lastDraftOn: '2026-10-05', lateFeeDate: '2026-11-20' };
  it('the month’s draft is pending until taken in the late fee’s month', () => {
    expect(isDraftPending(facts)).toBe(true);
    expect(isDraftPending({ ...facts, lastDraftOn: null })).toBe(true);
    expect(isDraftPending({ ...facts, lastDraftOn: '2026-11-05' })).toBe(false);
    expect(isDraftPending({ ...facts, isAutopayOn: false })).toBe(false);
  });

  // A $300.00 quarterly assessment due in the draft's month, with $200.00 past due on the code.
  const quarter = charge({
    frequencyId: FrequencyId.Quarterly,
    instalmentCents: 30_000,
    openCents: 30_000,
  });
  const draftOf = (capCents: number | null, payPastDue = false, openCents = 30_000) =>
    autopayDraft({
      draftDate: '2026-04-10',
      charges: [{ ...quarter, openCents }],
      balanceCents: openCents,
      capCents,
      payPastDue,
    });
  const unpaid = (unpaidCents: number, draft: ReturnType<typeof autopayDraft>) =>
    lateFeeUnpaidCents(unpaidCents, draft.covers[0] ?? null);

  it('no late fee on what the draft pays in full', () => {
    expect(unpaid(30_000, draftOf(null))).toBe(0);
    expect(lateFeeUnpaidCents(30_000, null)).toBe(30_000);
  });
  it('a cap below what is due leaves the rest to the late fee', () => {
    const capped = draftOf(10_000);
    expect(capped.covers).toEqual([
      { codeId: 1, pastDueCents: 0, pastDueCoveredCents: 0, dueCoveredCents: 10_000 },
    ]);
    expect(unpaid(30_000, capped)).toBe(20_000);
  });
  it('a past due not chosen takes the late fee; chosen, it is covered up to the cap', () => {
    // Only the past due is aged (the quarter was charged after the cutoff).
    expect(unpaid(20_000, draftOf(null, false, 50_000))).toBe(20_000);
    expect(unpaid(20_000, draftOf(null, true, 50_000))).toBe(0);
    // $350.00 cap: the quarter first, then $50.00 of the past due.
    const capped = draftOf(35_000, true, 50_000);
    expect(capped.covers[0]).toEqual({
      codeId: 1,
      pastDueCents: 20_000,
      pastDueCoveredCents: 5_000,
      dueCoveredCents: 30_000,
    });
    expect(unpaid(20_000, capped)).toBe(15_000);
    // Both aged, past due not chosen, $100.00 cap: $200.00 + $200.00 of the quarter uncovered.
    expect(unpaid(50_000, draftOf(10_000, false, 50_000))).toBe(40_000);
  });
  it('a draft over the R19 limit covers nothing; a code outside the draft is not covered', () => {
    const over = autopayDraft({
      draftDate: '2026-04-10',
      charges: [{ ...quarter, instalmentCents: 2_600_000, openCents: 2_600_000 }],
      balanceCents: 2_600_000,
      capCents: null,
      payPastDue: false,
    });
    expect(unpaid(2_600_000, over)).toBe(2_600_000);
    const fine = autopayDraft({
      draftDate: '2026-04-10',
      charges: [charge({ codeTypeId: CodeTypeId.Fine })],
      balanceCents: 25_000,
      capCents: null,
      payPastDue: true,
    });
    expect(fine.covers).toEqual([]);
  });
});

describe('the notice', () => {
  const mailOf = (amountCents: number, overLimitCents: number) =>
    autopayNoticeMail('Brian Rossi', {
      draftDate: '2026-12-05',
      amountCents,
      overLimitCents,
      last4: '6789',
      community: 'Willow Creek',
    });
  it('names the amount, the date and the account', () => {
    const mail = mailOf(75_000, 0);
    expect(mail.subject).toBe('Autopay: $750.00 will be drafted on 12/05/2026');
    expect(mail.body).toContain('draft $750.00 from your bank account ending in 6789');
  });
  it('says a draft over the R19 limit will not be taken, and why', () => {
    const mail = mailOf(0, 3_000_000);
    expect(mail.subject).toBe('Autopay: no draft will be taken on 12/05/2026');
    expect(mail.body).toContain('would draft $30,000.00 on 12/05/2026');
    expect(mail.body).toContain(
      'The draft is over the $25,000.00 a direct debit may take (R19), so it will not be drafted.',
    );
  });
});
