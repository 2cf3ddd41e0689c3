// The coupon owner list's sort options 1 to 6 (spec 3 §9); the spec gives the ids, these are the
// orders an accountant prints in: by account, by name, in ZIP order for presorted mail, by
// balance either way, and walking the streets of the community.
export const CouponSortOptionId = {
  AccountNumber: 1,
  LastName: 2,
  MailingZipCode: 3,
  BalanceHighestFirst: 4,
  BalanceLowestFirst: 5,
  PropertyAddress: 6,
} as const;

export type CouponSortOptionIdValue = (typeof CouponSortOptionId)[keyof typeof CouponSortOptionId];

export interface CouponSortOption {
  readonly CouponSortOptionId: CouponSortOptionIdValue;
  readonly Name: string;
}

const S = CouponSortOptionId;

export const CouponSortOptions: readonly CouponSortOption[] = [
  { CouponSortOptionId: S.AccountNumber, Name: 'Account number' },
  { CouponSortOptionId: S.LastName, Name: 'Last name' },
  { CouponSortOptionId: S.MailingZipCode, Name: 'Mailing ZIP code' },
  { CouponSortOptionId: S.BalanceHighestFirst, Name: 'Balance, highest first' },
  { CouponSortOptionId: S.BalanceLowestFirst, Name: 'Balance, lowest first' },
  { CouponSortOptionId: S.PropertyAddress, Name: 'Property street and number' },
];

/** Coupon owners are fetched whole (take 2147483647) and shown 50 to a page (spec 3 §9). */
export const CouponOwnersPageSize = 50;
export const CouponOwnersTakeAll = 2_147_483_647;

/** Mailing labels: Avery 5160 / 8160, 3 across and 10 down on US Letter. */
export const LabelSheet = { columns: 3, rows: 10, perPage: 30 } as const;
