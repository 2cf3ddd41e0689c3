import { describe, expect, it } from 'vitest';
import { drillFigure } from './gl-history';
import { AccountTypeId } from './static-data/accounts';

describe('drillFigure: the lines behind a statement figure, in the sign the statement shows', () => {
  it('normal: debit-normal accounts as they are, credit-normal ones negated', () => {
    expect(drillFigure('normal', AccountTypeId.Cash, 424_950)).toBe(424_950);
    expect(drillFigure('normal', AccountTypeId.CurrentLiabilities, -40_000)).toBe(40_000);
    expect(drillFigure('normal', AccountTypeId.Income, -500_000)).toBe(500_000);
    expect(drillFigure('normal', AccountTypeId.Income, 0)).toBe(0);
    expect(Object.is(drillFigure('normal', AccountTypeId.Income, 0), 0)).toBe(true);
  });

  it('debit keeps debits minus credits, credit negates them, whatever the account', () => {
    expect(drillFigure('debit', AccountTypeId.Income, 10_000)).toBe(10_000);
    expect(drillFigure('credit', AccountTypeId.Cash, -150_000)).toBe(150_000);
    expect(Object.is(drillFigure('credit', AccountTypeId.Cash, 0), 0)).toBe(true);
  });
});
