import { describe, expect, it } from 'vitest';
import { CodeTypeId } from '../static-data/codes';
import {
  applyPayments,
  defaultPaymentPriority,
  pagerPages,
  PaymentSummaryPaging,
  type OpenCharge,
} from './payments';
import { refundProblem, SecurityDepositMessages } from './payments-deposits';

const ASMT = 1;
const LATE = 2;
const INT = 3;
const SPEC = 9;

const charge = (
  codeId: number,
  priority: number,
  postDate: string,
  openCents: number,
  sequence = 0,
): OpenCharge => ({ codeId, priority, postDate, openCents, sequence });

describe('payment priority (California Civil Code 5655)', () => {
  it('puts assessments before late fees, interest and collection costs', () => {
    expect(defaultPaymentPriority(CodeTypeId.Assessment)).toBe(1);
    expect(defaultPaymentPriority(CodeTypeId.SpecialAssessment)).toBe(1);
    expect(defaultPaymentPriority(CodeTypeId.ReserveAssessment)).toBe(1);
    expect(defaultPaymentPriority(CodeTypeId.LateFee)).toBe(2);
    expect(defaultPaymentPriority(CodeTypeId.Interest)).toBe(2);
    expect(defaultPaymentPriority(CodeTypeId.CollectionAction)).toBe(2);
  });
});

describe('applyPayments', () => {
  // March assessment $250.00, April late fee $25.00, April assessment $250.00, May interest $3.17.
  const open = [
    charge(LATE, 2, '2026-04-16', 2_500, 2),
    charge(ASMT, 1, '2026-04-01', 25_000, 3),
    charge(INT, 2, '2026-05-01', 317, 4),
    charge(ASMT, 1, '2026-03-01', 25_000, 1),
  ];

  it('pays an exact payment in full with nothing prepaid', () => {
    expect(applyPayments(open, [52_817])).toEqual([
      {
        applied: [
          { codeId: ASMT, cents: 50_000 },
          { codeId: LATE, cents: 2_500 },
          { codeId: INT, cents: 317 },
        ],
        prepaidCents: 0,
      },
    ]);
  });

  it('pays every assessment before the older late fee', () => {
    expect(applyPayments(open, [50_100])).toEqual([
      {
        applied: [
          { codeId: ASMT, cents: 50_000 },
          { codeId: LATE, cents: 100 },
        ],
        prepaidCents: 0,
      },
    ]);
  });

  it('pays the oldest assessment first when a payment is partial', () => {
    const [only] = applyPayments(
      [charge(ASMT, 1, '2026-04-01', 25_000, 2), charge(SPEC, 1, '2026-02-01', 10_000, 1)],
      [12_000],
    );
    expect(only).toEqual({
      applied: [
        { codeId: SPEC, cents: 10_000 },
        { codeId: ASMT, cents: 2_000 },
      ],
      prepaidCents: 0,
    });
  });

  it('credits what is left over to prepaid', () => {
    expect(applyPayments([charge(ASMT, 1, '2026-03-01', 25_000)], [30_001])).toEqual([
      { applied: [{ codeId: ASMT, cents: 25_000 }], prepaidCents: 5_001 },
    ]);
  });

  it('starts each payment where the one before stopped', () => {
    expect(applyPayments(open, [20_000, 40_000])).toEqual([
      { applied: [{ codeId: ASMT, cents: 20_000 }], prepaidCents: 0 },
      {
        applied: [
          { codeId: ASMT, cents: 30_000 },
          { codeId: LATE, cents: 2_500 },
          { codeId: INT, cents: 317 },
        ],
        prepaidCents: 7_183,
      },
    ]);
  });

  it('follows a community priority that puts late fees first', () => {
    const lateFirst = open.map((c) => ({ ...c, priority: c.codeId === LATE ? 1 : 2 }));
    expect(applyPayments(lateFirst, [3_000])[0]?.applied).toEqual([
      { codeId: LATE, cents: 2_500 },
      { codeId: ASMT, cents: 500 },
    ]);
  });

  it('prepays the whole payment when nothing is open', () => {
    expect(applyPayments([], [1_234])).toEqual([{ applied: [], prepaidCents: 1_234 }]);
  });
});

describe('payment summary pager', () => {
  it('shows 5 payments a page and at most 8 buttons around the current page', () => {
    expect(PaymentSummaryPaging).toEqual({ pageSize: 5, buttons: 8 });
    expect(pagerPages(1, 3, 8)).toEqual([1, 2, 3]);
    expect(pagerPages(1, 20, 8)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(pagerPages(10, 20, 8)).toEqual([7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pagerPages(20, 20, 8)).toEqual([13, 14, 15, 16, 17, 18, 19, 20]);
  });
});

describe('security deposit refund', () => {
  const form = {
    vendorName: 'Jane Doe',
    vendorEmail: '',
    amountCents: 50_000,
    refundDate: '2026-06-01',
  };
  it('needs the amount and the vendor, a valid or empty email, and no more than held', () => {
    expect(refundProblem(form, 50_000)).toBeNull();
    expect(refundProblem({ ...form, amountCents: null }, 50_000)).toBe(
      SecurityDepositMessages.amountRequired,
    );
    expect(refundProblem({ ...form, vendorName: ' ' }, 50_000)).toBe(
      SecurityDepositMessages.vendorRequired,
    );
    expect(refundProblem({ ...form, vendorEmail: 'jane@' }, 50_000)).toBe(
      SecurityDepositMessages.invalidEmail,
    );
    expect(refundProblem({ ...form, vendorEmail: 'jane@example.com' }, 50_000)).toBeNull();
    expect(refundProblem(form, 49_999)).toBe(SecurityDepositMessages.refundTooLarge);
    const existing = { ...form, vendorName: '', existingVendor: true };
    expect(refundProblem({ ...existing, vendorAgentId: null }, 50_000)).toBe(
      SecurityDepositMessages.vendorNotSelected,
    );
    expect(refundProblem({ ...existing, vendorAgentId: 7 }, 50_000)).toBeNull();
  });
});
