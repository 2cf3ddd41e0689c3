// Pacific Western legacy layout (job 20; no endpoint of its own in spec 3 §7, served here by POST
// /Export/ExportPacificWesternLegacyHoaValidationFile), the bank's older reader: fixed width,
// records of 80 characters of upper-case printable ASCII (names transliterated), LF (not CRLF)
// after every record, detail records only: no header, no trailer, no record type, no dates and no
// balance (the legacy reader only checks that the coupon's account belongs to the lockbox). Text
// fields left-justified and space-filled, cut to their width; ids never cut (too long is refused).
//   col 1-10    lockbox id (10)
//   col 11-25   owner account number (15)
//   col 26-55   owner name (30)
//   col 56-80   property street line (25)
import type { ValidationRow } from '../validation-export';
import { alpha, fixedFile, idField } from './fields';

const layout = 'Pacific Western Legacy';

export function writePacificWesternLegacyValidationFile(rows: readonly ValidationRow[]): string {
  const records = rows.map(
    (r) =>
      idField(layout, 'Lockbox ID', r.LockboxId, 10) +
      idField(layout, 'Owner account', r.OwnerAccountNumber, 15) +
      alpha(r.OwnerName, 30) +
      alpha(r.PropertyAddress, 25),
  );
  return fixedFile(records, 80, '\n');
}
