// Messages of statements, coupon books and mailing labels. The spec gives no texts for these.
export const CouponMessages = {
  noOwnersSelected: 'Select at least one owner.',
  noBilledOwner: 'The property has no billed owner, so it has no statement.',
  ownerNotInCommunity: 'A selected owner is not a billed owner of this community.',
  accountNumberMissing: (owner: string) =>
    `${owner} has no account number, so no coupon can be printed for them.`,
  accountNumberTooLong: (account: string) =>
    `The account number ${account} is longer than the 12 letters and digits a scan line holds.`,
  noMailingAddress: 'None of the selected owners has a mailing address.',
  startDateAfterStatementDate: 'The activity start date must be on or before the statement date.',
  printFailed: 'The document could not be printed.',
} as const;
