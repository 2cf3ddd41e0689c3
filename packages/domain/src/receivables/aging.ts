// Aging of owner balances (spec 3 §2 'Reports', AR family: aged owner balance detail). An owner's
// open charges of a code (open-balance.ts: credits pay the oldest charges first, and a returned
// payment's charges are open again with their own dates) age from their post dates into current,
// 30, 60 and 90+ day buckets. The report computes the same set-based in SQL; this is the rule it
// follows.
import { daysBetween } from '../journal-entry';
import type { IsoDate } from '../dates';
import { openBalance, type OpenBalance } from './open-balance';

export type AgingBucket = 'Current' | 'Days30' | 'Days60' | 'Days90';

export const AgingBuckets: readonly { Bucket: AgingBucket; Title: string; FromDays: number }[] = [
  { Bucket: 'Current', Title: 'Current', FromDays: 0 },
  { Bucket: 'Days30', Title: '30 Days', FromDays: 30 },
  { Bucket: 'Days60', Title: '60 Days', FromDays: 60 },
  { Bucket: 'Days90', Title: '90+ Days', FromDays: 90 },
];

/** The bucket of a charge posted on `postDate`, seen on `asOfDate`: 0-29 days current, then 30s. */
export function agingBucket(postDate: IsoDate, asOfDate: IsoDate): AgingBucket {
  const days = daysBetween(postDate, asOfDate);
  if (days >= 90) return 'Days90';
  if (days >= 60) return 'Days60';
  if (days >= 30) return 'Days30';
  return 'Current';
}

export interface AgingLine {
  postDate: IsoDate;
  /** Signed cents: + a charge, − a credit. */
  amountCents: number;
}

export type AgedBalance = Record<AgingBucket, number> & { Total: number };

/**
 * One owner's balance of one code aged on `asOfDate`: the credits applied to the oldest charges
 * first; a credit beyond every charge stays as a negative current amount (the owner is ahead).
 * Lines after the date are left out.
 */
export function ageBalance(lines: readonly AgingLine[], asOfDate: IsoDate): AgedBalance {
  const balance = openBalance(
    lines.map((l) => ({ PostDate: l.postDate, AmountCents: l.amountCents })),
    asOfDate,
  );
  return ageOpenBalance(balance, asOfDate);
}

/** Open charges aged on `asOfDate` by their post dates; the unapplied credit is a negative current. */
export function ageOpenBalance(balance: OpenBalance, asOfDate: IsoDate): AgedBalance {
  const aged: AgedBalance = { Current: 0, Days30: 0, Days60: 0, Days90: 0, Total: 0 };
  for (const open of balance.Open) aged[agingBucket(open.PostDate, asOfDate)] += open.Cents;
  aged.Current -= balance.UnappliedCreditCents;
  aged.Total = aged.Current + aged.Days30 + aged.Days60 + aged.Days90;
  return aged;
}
