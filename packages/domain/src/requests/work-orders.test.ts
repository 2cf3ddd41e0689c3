import { describe, expect, it } from 'vitest';
import { MaxMoneyCents } from '../money';
import {
  applyCodeDetail,
  codeDetailConflicts,
  CostItemTypeId,
  costAmountCents,
  costItemProblem,
  expiredGuardedPolicies,
  hasWorkLocation,
  isCostItemTypeId,
  quantityThousandths,
  summarizeCosts,
  WorkOrderMessages as M,
  workOrderClockState,
  type WorkOrderCodeDetail,
} from './work-orders';

describe('cost item types', () => {
  it('are spec 1’s Labor 1, Material 2, Other 3', () => {
    expect(CostItemTypeId).toEqual({ Labor: 1, Material: 2, Other: 3 });
    expect([0, 1, 2, 3, 4].map(isCostItemTypeId)).toEqual([false, true, true, true, false]);
  });
});

describe('quantityThousandths', () => {
  it('reads quantities of up to three decimals as exact thousandths', () => {
    expect(quantityThousandths('2.5')).toBe(2500);
    expect(quantityThousandths(' 3 ')).toBe(3000);
    expect(quantityThousandths('0.333')).toBe(333);
    expect(quantityThousandths('0.001')).toBe(1);
    expect(quantityThousandths('2.125')).toBe(2125);
    expect(quantityThousandths(1.5)).toBe(1500);
    expect(quantityThousandths('999999999.999')).toBe(999_999_999_999);
  });

  it('refuses zero, negatives, four decimals, text and quantities past the column', () => {
    for (const bad of ['0', '0.000', '-1', '1.2345', '', 'abc', '1e3', '.5', '1.', '1000000000'])
      expect(quantityThousandths(bad)).toBeNull();
    expect(quantityThousandths(0)).toBeNull();
    expect(quantityThousandths(-2)).toBeNull();
    // A float that is not what was typed (0.1 + 0.2) has too many decimals.
    expect(quantityThousandths(0.1 + 0.2)).toBeNull();
  });
});

describe('costAmountCents: quantity × rate, rounded half away from zero to the cent', () => {
  it('rounds half up a positive amount', () => {
    // 1.5 × $33.33 = $49.995 → $50.00
    expect(costAmountCents(1500, 3333)).toBe(5000);
    // 0.333 × $0.01 = $0.00333 → $0.00
    expect(costAmountCents(333, 1)).toBe(0);
    // 2.125 × $10.00 = $21.25 exactly
    expect(costAmountCents(2125, 1000)).toBe(2125);
    // 0.5 × $0.01 = $0.005 → $0.01; 0.499… stays down
    expect(costAmountCents(500, 1)).toBe(1);
    expect(costAmountCents(499, 1)).toBe(0);
    // The figures: 2.5 h × $48.00, 3 × $12.99, 1 × $25.00
    expect([costAmountCents(2500, 4800), costAmountCents(3000, 1299)]).toEqual([12_000, 3897]);
    expect(costAmountCents(1000, 2500)).toBe(2500);
    expect(costAmountCents(1000, 0)).toBe(0);
  });

  it('rounds half away from zero below zero too', () => {
    expect(costAmountCents(1500, -3333)).toBe(-5000);
    expect(costAmountCents(499, -1)).toBe(0);
    expect(costAmountCents(2125, -1000)).toBe(-2125);
  });

  it('is exact past the range of doubles', () => {
    // 999,999,999.999 × $99.99: the product in thousandths of a cent exceeds 2^53.
    expect(costAmountCents(999_999_999_999, 9999)).toBe(9_998_999_999_990);
    expect(costAmountCents(999_999_999_999, 10_000)).toBe(9_999_999_999_990);
  });
});

describe('costItemProblem', () => {
  const labor = { CostItemTypeId: 1, Quantity: '2.5', RateCents: 4800 };

  it('passes a good cost item', () => {
    expect(costItemProblem(labor)).toBeNull();
    expect(costItemProblem({ ...labor, Quantity: 3, RateCents: 0 })).toBeNull();
  });

  it('names the first problem in the spec’s words', () => {
    expect(costItemProblem({ ...labor, CostItemTypeId: 4 })).toBe(M.costTypeUnknown);
    expect(costItemProblem({ ...labor, Quantity: '0' })).toBe(M.quantityPositive);
    expect(costItemProblem({ ...labor, Quantity: '-1' })).toBe(M.quantityPositive);
    expect(costItemProblem({ ...labor, Quantity: 'two' })).toBe(M.quantityPositive);
    expect(costItemProblem({ ...labor, Quantity: '1.2345' })).toBe(M.quantityDecimals);
    expect(costItemProblem({ ...labor, Quantity: '0.0001' })).toBe(M.quantityDecimals);
    expect(costItemProblem({ ...labor, RateCents: -1 })).toBe(M.rateNotNegative);
    expect(costItemProblem({ ...labor, RateCents: 12.5 })).toBe(M.rateNotNegative);
    expect(costItemProblem({ ...labor, Quantity: '1000', RateCents: MaxMoneyCents })).toBe(
      M.amountTooLarge,
    );
    // The type is checked before the quantity.
    expect(costItemProblem({ CostItemTypeId: 0, Quantity: '0', RateCents: -1 })).toBe(
      M.costTypeUnknown,
    );
  });
});

describe('summarizeCosts', () => {
  it('totals by kind and by billable, in cents', () => {
    expect(
      summarizeCosts([
        { CostItemTypeId: 1, AmountCents: 12_000, IsBillable: true },
        { CostItemTypeId: 2, AmountCents: 3897, IsBillable: true },
        { CostItemTypeId: 3, AmountCents: 2500, IsBillable: false },
        { CostItemTypeId: 1, AmountCents: 5000, IsBillable: false },
      ]),
    ).toEqual({
      LaborCents: 17_000,
      MaterialCents: 3897,
      OtherCents: 2500,
      TotalCents: 23_397,
      BillableCents: 15_897,
      NonBillableCents: 7500,
    });
  });

  it('is all zero without cost items', () => {
    expect(summarizeCosts([])).toEqual({
      LaborCents: 0,
      MaterialCents: 0,
      OtherCents: 0,
      TotalCents: 0,
      BillableCents: 0,
      NonBillableCents: 0,
    });
  });
});

describe('hasWorkLocation', () => {
  const none = {
    PropertyAgentId: null,
    OwnerAgentId: null,
    AmenityAgentId: null,
    JobLocation: null,
  };

  it('needs a property, an owner, an amenity or a job location', () => {
    expect(hasWorkLocation(none)).toBe(false);
    expect(hasWorkLocation({ ...none, JobLocation: '   ' })).toBe(false);
    expect(hasWorkLocation({ ...none, JobLocation: 'Pool house' })).toBe(true);
    expect(hasWorkLocation({ ...none, PropertyAgentId: 5 })).toBe(true);
    expect(hasWorkLocation({ ...none, OwnerAgentId: 6 })).toBe(true);
    expect(hasWorkLocation({ ...none, AmenityAgentId: 7 })).toBe(true);
  });
});

describe('changing a work order’s code', () => {
  const current: WorkOrderCodeDetail = {
    CodeDescription: 'Fix the leak',
    CodeDetailDescription: '',
    CodeActionNeeded: 'Call the plumber',
  };
  const next: WorkOrderCodeDetail = {
    CodeDescription: 'Roof repair',
    CodeDetailDescription: 'Shingles',
    CodeActionNeeded: 'Call the plumber',
  };

  it('asks only about fields that hold text of their own and differ', () => {
    expect(codeDetailConflicts(current, next)).toEqual(['CodeDescription']);
    expect(codeDetailConflicts(next, next)).toEqual([]);
    expect(codeDetailConflicts({ ...current, CodeDetailDescription: '  ' }, next)).toEqual([
      'CodeDescription',
    ]);
  });

  it('overwrites the chosen fields and the empty ones, keeps the rest', () => {
    expect(applyCodeDetail(current, next, [])).toEqual({
      CodeDescription: 'Fix the leak',
      CodeDetailDescription: 'Shingles',
      CodeActionNeeded: 'Call the plumber',
    });
    expect(applyCodeDetail(current, next, ['CodeDescription'])).toEqual(next);
  });
});

describe('expiredGuardedPolicies', () => {
  const asOf = '2026-03-15';

  it('holds the latest liability and workers compensation policies against the day', () => {
    expect(
      expiredGuardedPolicies(
        [
          { PolicyType: 'Liability insurance', ExpirationDate: '2026-01-31' },
          { PolicyType: 'Liability insurance', ExpirationDate: '2027-01-31' },
          { PolicyType: 'Workers compensation insurance', ExpirationDate: '2026-03-14' },
          { PolicyType: 'Auto insurance', ExpirationDate: '2020-01-01' },
        ],
        asOf,
      ),
    ).toEqual(['Workers compensation insurance']);
  });

  it('does not hold a policy expiring that day, or a kind with no policy', () => {
    expect(
      expiredGuardedPolicies([{ PolicyType: 'Liability insurance', ExpirationDate: asOf }], asOf),
    ).toEqual([]);
    expect(expiredGuardedPolicies([], asOf)).toEqual([]);
  });
});

describe('workOrderClockState', () => {
  const created = new Date('2026-03-02T09:00:00Z');
  const clock = { ResponseHours: 4, CompletionHours: 48 };
  const open = { RespondedAt: null, IsDone: false, TargetDate: null };

  it('puts the dues at creation plus the code’s hours', () => {
    const state = workOrderClockState(created, clock, open, new Date('2026-03-02T12:00:00Z'));
    expect(state).toEqual({
      ResponseDueAt: new Date('2026-03-02T13:00:00Z'),
      CompletionDueAt: new Date('2026-03-04T09:00:00Z'),
      IsResponseOverdue: false,
      IsCompletionOverdue: false,
      IsOverdue: false,
    });
  });

  it('is overdue past a due not yet met, and not once answered or done', () => {
    const late = new Date('2026-03-02T13:00:01Z');
    expect(workOrderClockState(created, clock, open, late)).toMatchObject({
      IsResponseOverdue: true,
      IsCompletionOverdue: false,
      IsOverdue: true,
    });
    const answered = { ...open, RespondedAt: new Date('2026-03-02T10:00:00Z') };
    expect(workOrderClockState(created, clock, answered, late).IsOverdue).toBe(false);
    const muchLater = new Date('2026-03-05T00:00:00Z');
    expect(workOrderClockState(created, clock, answered, muchLater)).toMatchObject({
      IsCompletionOverdue: true,
      IsOverdue: true,
    });
    expect(
      workOrderClockState(created, clock, { ...open, IsDone: true }, muchLater).IsOverdue,
    ).toBe(false);
  });

  it('takes the target day’s end as the completion due when it comes first, or alone', () => {
    const target = { ...open, TargetDate: '2026-03-03' };
    expect(
      workOrderClockState(created, clock, target, created).CompletionDueAt?.toISOString(),
    ).toBe('2026-03-03T23:59:59.999Z');
    const noClock = { ResponseHours: null, CompletionHours: null };
    const state = workOrderClockState(created, noClock, target, new Date('2026-03-04T00:00:00Z'));
    expect(state).toMatchObject({ ResponseDueAt: null, IsResponseOverdue: false, IsOverdue: true });
    expect(workOrderClockState(created, noClock, open, new Date('2030-01-01')).IsOverdue).toBe(
      false,
    );
  });
});
