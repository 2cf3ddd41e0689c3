import { describe, expect, it } from 'vitest';
import { ageOpenBalance } from './aging';
import { agedUnpaidCents, cutoffDate } from './late-fees-unpaid';
import { openBalance, openCentsBetween, type OwnerCodeLine } from './open-balance';

// Items: 1 the January charge, 2 the payment, 3 its return (NSF 44, reverses 2).
const charge: OwnerCodeLine = { PostDate: '2026-01-01', AmountCents: 25_000, ItemId: 1 };
const payment: OwnerCodeLine = { PostDate: '2026-01-05', AmountCents: -25_000, ItemId: 2 };
const returned: OwnerCodeLine = {
  PostDate: '2026-01-12',
  AmountCents: 25_000,
  ItemId: 3,
  ReversesItemId: 2,
};

describe('open charges on a date', () => {
  it('credits pay the oldest charges first; what is left is open since its post date', () => {
    const lines: OwnerCodeLine[] = [
      { PostDate: '2026-02-01', AmountCents: 25_000 },
      { PostDate: '2026-01-01', AmountCents: 25_000 },
      { PostDate: '2026-02-10', AmountCents: -30_000 },
    ];
    // $300.00 pays January's $250.00 and $50.00 of February: $200.00 open since Feb 1.
    expect(openBalance(lines, '2026-02-28')).toEqual({
      Open: [{ PostDate: '2026-02-01', Cents: 20_000 }],
      UnappliedCreditCents: 0,
    });
    // On Feb 5 the payment is not made yet: both charges are open.
    expect(openBalance(lines, '2026-02-05').Open).toEqual([
      { PostDate: '2026-01-01', Cents: 25_000 },
      { PostDate: '2026-02-01', Cents: 25_000 },
    ]);
    expect(openBalance([{ PostDate: '2026-01-01', AmountCents: -500 }], '2026-01-31')).toEqual({
      Open: [],
      UnappliedCreditCents: 500,
    });
  });

  it('a returned check puts the charge it paid back with its own date, not the return’s', () => {
    const lines = [charge, payment, returned];
    // Jan 8: paid, nothing open. The return of Jan 12 is not seen yet.
    expect(openBalance(lines, '2026-01-08')).toEqual({ Open: [], UnappliedCreditCents: 0 });
    // Jan 20: the payment and its return net to 0 on Jan 12; the charge of Jan 1 is open again.
    expect(openBalance(lines, '2026-01-20')).toEqual({
      Open: [{ PostDate: '2026-01-01', Cents: 25_000 }],
      UnappliedCreditCents: 0,
    });
    // Late fee on Jan 20 with 10 exclusion days (cutoff Jan 10): the $250.00 of Jan 1 is late.
    // Counted as a charge of Jan 12 it would be too young: $0.00 unpaid.
    expect(agedUnpaidCents(lines, '2026-01-20', cutoffDate('2026-01-20', 10))).toBe(25_000);
    // Aged on Jan 31 the charge is 30 days old, not 19 (the return's age).
    expect(ageOpenBalance(openBalance(lines, '2026-01-31'), '2026-01-31')).toEqual({
      Current: 0,
      Days30: 25_000,
      Days60: 0,
      Days90: 0,
      Total: 25_000,
    });
  });

  it('an NSF fee on the same code is a new charge of the return’s date', () => {
    // The return puts back $250.00 and charges a $30.00 fee: its lines net with the payment's
    // to +$30.00 on Jan 12.
    const fee: OwnerCodeLine = { ...returned, AmountCents: 3_000 };
    const balance = openBalance([charge, payment, returned, fee], '2026-01-31');
    expect(balance.Open).toEqual([
      { PostDate: '2026-01-01', Cents: 25_000 },
      { PostDate: '2026-01-12', Cents: 3_000 },
    ]);
    expect(openCentsBetween(balance, null, '2026-01-10')).toBe(25_000);
    expect(openCentsBetween(balance, '2026-01-02', '2026-01-31')).toBe(3_000);
  });

  it('a backout of a payment that paid two months reopens both months', () => {
    // Jan 1 and Feb 1 $250.00 each, paid $500.00 on Feb 3 (item 12), backed out Mar 10 (item 13).
    const lines: OwnerCodeLine[] = [
      { PostDate: '2026-01-01', AmountCents: 25_000, ItemId: 10 },
      { PostDate: '2026-02-01', AmountCents: 25_000, ItemId: 11 },
      { PostDate: '2026-02-03', AmountCents: -50_000, ItemId: 12 },
      { PostDate: '2026-03-10', AmountCents: 50_000, ItemId: 13, ReversesItemId: 12 },
    ];
    expect(ageOpenBalance(openBalance(lines, '2026-03-15'), '2026-03-15')).toEqual({
      Current: 0,
      Days30: 25_000, // Feb 1, 42 days
      Days60: 25_000, // Jan 1, 73 days
      Days90: 0,
      Total: 50_000,
    });
  });

  it('a good payment after a returned one pays the oldest charge', () => {
    // Jan 1 and Feb 1 $250.00; the Jan 5 payment (item 2) comes back Feb 12; Feb 5 pays $250.00.
    const lines: OwnerCodeLine[] = [
      charge,
      payment,
      { PostDate: '2026-02-01', AmountCents: 25_000, ItemId: 4 },
      { PostDate: '2026-02-05', AmountCents: -25_000, ItemId: 5 },
      { ...returned, PostDate: '2026-02-12' },
    ];
    // Feb 10: both paid. Feb 20: $250.00 owed, and credits pay the oldest first, so what is open
    // is February's charge.
    expect(openBalance(lines, '2026-02-10').Open).toEqual([]);
    expect(openBalance(lines, '2026-02-20').Open).toEqual([
      { PostDate: '2026-02-01', Cents: 25_000 },
    ]);
  });
});
