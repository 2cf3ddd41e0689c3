// Lockbox validation files (spec 3 §5 'Validation export', §7 POST /Export/..., §9 job ids): the
// bank gets the owners it may take payments for, so it can check the account number on each
// coupon. Each bank reads its own layout: validation-files/ holds one writer per layout, each
// documented field by field, and writeValidationFile (validation-files/index.ts) picks one by
// job id (9, 12, 16-20) or layout key (the Union Bank layouts have endpoints but no job id).
export { writeStandardValidationFile, ValidationHeader } from './validation-files/standard';

export const ValidationExportMessages = {
  noLockboxId: 'None of the associated Bank Accounts have a Lockbox ID',
  /** A community of the job (spec 3 "Scheduler": adding a community to a job); the spec's text. */
  communityWithoutLockbox:
    "The selected community doesn't has a bank account with valid LockBox Id",
  nothingSelected: 'Select at least one community with at least one account.',
  unknownFile: (id: number | string) => `Unknown validation file id ${id}`,
  fieldTooLong: (field: string, value: string, layout: string, width: number) =>
    `${field} ${value} does not fit the ${layout} validation file (${width} characters).`,
} as const;

/** Validation-file job ids and their formats (spec 3 §9). */
export const ValidationFileFormats: Readonly<Record<number, string>> = {
  9: 'First Citizens',
  12: 'Alliance',
  16: 'Pacific Premier',
  17: 'Pacific Western',
  18: 'DuesPayment',
  19: 'Standard',
  20: 'Pacific Western Legacy',
};
export const StandardValidationFileId = 19;

/** One owner the bank may take coupon payments for, in the order the file lists them. */
export interface ValidationRow {
  LockboxId: string;
  BankAccountNumber: string;
  CommunityName: string;
  OwnerAccountNumber: string;
  OwnerName: string;
  /** Street line of the property: number, street, unit. */
  PropertyAddress: string;
  /** The property's city, state (USPS alias) and ZIP code, where the layout has them. */
  City?: string;
  State?: string;
  Zip?: string;
  /** Cents; negative for a credit. */
  BalanceDue: number;
}
