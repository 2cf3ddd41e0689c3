// First Citizens layout (job 9, POST /Export/ExportHOAvalidationFile): fixed width, records of
// 130 characters of upper-case printable ASCII (names transliterated: Núñez → NUNEZ), CRLF after
// every record. Text fields are left-justified and space-filled, cut to their width; ids
// (lockbox, accounts) never cut: one too long is refused (ValidationFileFieldError). Numbers are
// right-justified and zero-filled. One header, one detail per owner, one trailer.
//   Header  col 1        H
//           col 2-9      file date CCYYMMDD
//           col 10-13    file time HHMM
//           col 14-23    bank id, numeric (10)
//           col 24-63    management company name (40)
//           col 64-130   spaces
//   Detail  col 1        D
//           col 2-11     lockbox id (10)
//           col 12-28    bank account number (17)
//           col 29-48    owner account number (20)
//           col 49-83    owner name (35)
//           col 84-118   property street line (35)
//           col 119      balance sign: + due or zero, - credit
//           col 120-130  balance in cents, numeric (11)
//   Trailer col 1        T
//           col 2-10     number of detail records (9)
//           col 11       sign of the total
//           col 12-24    total of the balances in cents (13)
//           col 25-130   spaces
import type { ValidationRow } from '../validation-export';
import { alpha, fixedFile, idField, numeric, totalCents, unsignedCents, yyyymmdd } from './fields';
import type { ValidationFileMeta } from './meta';

const Length = 130;
const layout = 'First Citizens';
const sign = (cents: number) => (cents < 0 ? '-' : '+');

export function writeFirstCitizensValidationFile(
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): string {
  const header =
    'H' +
    yyyymmdd(meta.fileDate) +
    numeric(meta.fileTime, 4) +
    numeric(meta.bankId, 10) +
    alpha(meta.companyName, 40);
  const details = rows.map(
    (r) =>
      'D' +
      idField(layout, 'Lockbox ID', r.LockboxId, 10) +
      idField(layout, 'Bank account', r.BankAccountNumber, 17) +
      idField(layout, 'Owner account', r.OwnerAccountNumber, 20) +
      alpha(r.OwnerName, 35) +
      alpha(r.PropertyAddress, 35) +
      sign(r.BalanceDue) +
      unsignedCents(r.BalanceDue, 11),
  );
  const total = totalCents(rows.map((r) => r.BalanceDue));
  const trailer = 'T' + numeric(rows.length, 9) + sign(total) + unsignedCents(total, 13);
  return fixedFile([header, ...details, trailer], Length);
}
