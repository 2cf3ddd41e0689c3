// Union Bank layout (no job id in spec 3 §9; POST /Export/ExportUnionBankValidationFile), the
// bank's mainframe format: fixed width, records of 110 characters of upper-case printable ASCII
// (names transliterated), CRLF after every record. Text fields left-justified and space-filled,
// cut to their width; ids never cut (too long is refused); amounts in cents as zoned decimal
// (signed overpunch: the last digit carries the sign, {ABCDEFGHI for 0-9 when due or zero,
// }JKLMNOPQR when a credit, so 25000 in 10 is 000002500{ and -1250 is 000000125}).
//   01 Header   col 1-2 '01' | 3-10 file date MMDDYYYY | 11-14 file time HHMM
//               | 15-44 management company (30) | 45-74 bank name (30) | 75-110 spaces
//   02 Detail   col 1-2 '02' | 3-12 lockbox id (10) | 13-32 owner account number (20)
//               | 33-70 owner name (38) | 71-100 property street line (30)
//               | 101-110 balance, zoned cents (10)
//   99 Trailer  col 1-2 '99' | 3-10 number of records, header and trailer included (8)
//               | 11-25 total of the balances, zoned cents (15) | 26-110 spaces
import type { ValidationRow } from '../validation-export';
import { alpha, fixedFile, idField, mmddyyyy, numeric, totalCents, zonedCents } from './fields';
import type { ValidationFileMeta } from './meta';

const layout = 'Union Bank';

export function writeUnionBankValidationFile(
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): string {
  const header =
    '01' +
    mmddyyyy(meta.fileDate) +
    numeric(meta.fileTime, 4) +
    alpha(meta.companyName, 30) +
    alpha(meta.bankName, 30);
  const details = rows.map(
    (r) =>
      '02' +
      idField(layout, 'Lockbox ID', r.LockboxId, 10) +
      idField(layout, 'Owner account', r.OwnerAccountNumber, 20) +
      alpha(r.OwnerName, 38) +
      alpha(r.PropertyAddress, 30) +
      zonedCents(r.BalanceDue, 10),
  );
  const total = totalCents(rows.map((r) => r.BalanceDue));
  const trailer = '99' + numeric(rows.length + 2, 8) + zonedCents(total, 15);
  return fixedFile([header, ...details, trailer], 110);
}
