// Standard layout (job 19, POST /Export/ExportTopsStandardValidationFile): CSV (RFC 4180), UTF-8
// without a byte order mark, CRLF line ends, a header line, then one line per owner; a field is
// quoted (quotes doubled) when it holds a comma, quote or line break:
//   LockboxId,BankAccountNumber,CommunityName,OwnerAccountNumber,OwnerName,PropertyAddress,BalanceDue
//   LB-1001,000123456789,Oak Park HOA,A-001,"Smith, Ann",100 Oak Street,250.00
// BalanceDue is dollars with 2 decimals, '-' before a credit. No dates, no trailer. Lines come in
// the order given (the server orders them by lockbox id, owner account number).
import { csvField, dollars } from '../../csv/index';
import type { ValidationRow } from '../validation-export';

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
