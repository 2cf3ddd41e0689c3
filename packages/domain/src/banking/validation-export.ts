// Lockbox validation files (spec 3 §5 'Validation export', §9 job 19 'Standard'): the bank gets
// the owners it may take payments for, so it can check the account number on each coupon.
//
// Standard layout: CSV, a header line, then one line per owner, CRLF line ends, fields quoted
// when they hold a comma, quote or line break:
//   LockboxId,BankAccountNumber,CommunityName,OwnerAccountNumber,OwnerName,PropertyAddress,BalanceDue
//   LB-1001,000123456789,Oak Park HOA,A-001,"Smith, Ann",100 Oak Street,250.00
// BalanceDue is dollars with 2 decimals (negative for a credit). Lines come in the order given
// (the server orders them by lockbox id, owner account number).
import { csvField, dollars } from '../csv/index';

export const ValidationExportMessages = {
  noLockboxId: 'None of the associated Bank Accounts have a Lockbox ID',
  nothingSelected: 'Select at least one community with at least one account.',
  unknownFile: (id: number | string) => `Unknown validation file id ${id}`,
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

export interface ValidationRow {
  LockboxId: string;
  BankAccountNumber: string;
  CommunityName: string;
  OwnerAccountNumber: string;
  OwnerName: string;
  PropertyAddress: string;
  /** Cents. */
  BalanceDue: number;
}

export const ValidationHeader = [
  'LockboxId',
  'BankAccountNumber',
  'CommunityName',
  'OwnerAccountNumber',
  'OwnerName',
  'PropertyAddress',
  'BalanceDue',
] as const;

/** The Standard (job 19) validation file. */
export function writeStandardValidationFile(rows: readonly ValidationRow[]): string {
  const lines = rows.map((r) =>
    [
      r.LockboxId,
      r.BankAccountNumber,
      r.CommunityName,
      r.OwnerAccountNumber,
      r.OwnerName,
      r.PropertyAddress,
      dollars(r.BalanceDue),
    ]
      .map(csvField)
      .join(','),
  );
  return [ValidationHeader.join(','), ...lines].map((l) => `${l}\r\n`).join('');
}
