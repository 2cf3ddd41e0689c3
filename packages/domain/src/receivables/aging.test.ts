import { describe, expect, it } from 'vitest';
import { ageBalance, agingBucket } from './aging';

describe('aging buckets', () => {
  it('puts 0-29 days in current, then 30, 60 and 90+', () => {
    const asOf = '2026-06-30';
    expect(agingBucket('2026-06-30', asOf)).toBe('Current');
    expect(agingBucket('2026-06-01', asOf)).toBe('Current'); // 29 days
    expect(agingBucket('2026-05-31', asOf)).toBe('Days30'); // 30 days
    expect(agingBucket('2026-05-02', asOf)).toBe('Days30'); // 59 days
    expect(agingBucket('2026-05-01', asOf)).toBe('Days60'); // 60 days
    expect(agingBucket('2026-04-02', asOf)).toBe('Days60'); // 89 days
    expect(agingBucket('2026-04-01', asOf)).toBe('Days90'); // 90 days
  });
});

describe('credits pay the oldest charges first', () => {
  const charges = [
    { postDate: '2026-03-01', amountCents: 25_000 },
    { postDate: '2026-04-01', amountCents: 25_000 },
    { postDate: '2026-05-01', amountCents: 25_000 },
    { postDate: '2026-06-01', amountCents: 25_000 },
  ];

  it('ages what is left of each charge', () => {
    // $600.00 paid: March and April are paid and $100.00 of May; on June 15 May (45 days) has
    // $150.00 left and June (14 days) is current.
    const aged = ageBalance(
      [...charges, { postDate: '2026-06-10', amountCents: -60_000 }],
      '2026-06-15',
    );
    expect(aged).toEqual({ Current: 25_000, Days30: 15_000, Days60: 0, Days90: 0, Total: 40_000 });
  });

  it('leaves unpaid old charges in 90+ and ignores lines after the date', () => {
    const aged = ageBalance(
      [...charges, { postDate: '2026-07-01', amountCents: -100_000 }],
      '2026-06-15',
    );
    expect(aged).toEqual({
      Current: 25_000,
      Days30: 25_000,
      Days60: 25_000,
      Days90: 25_000,
      Total: 100_000,
    });
  });

  it('keeps a credit beyond every charge as a negative current amount', () => {
    const aged = ageBalance(
      [
        { postDate: '2026-06-01', amountCents: 10_000 },
        { postDate: '2026-06-02', amountCents: -15_000 },
      ],
      '2026-06-30',
    );
    expect(aged).toEqual({ Current: -5_000, Days30: 0, Days60: 0, Days90: 0, Total: -5_000 });
  });
});
