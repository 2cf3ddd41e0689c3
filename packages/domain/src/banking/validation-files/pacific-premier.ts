// Pacific Premier layout (job 16, POST /Export/ExportPacificPremierHoaValidationFile), the
// processor-style batch file: fixed width, records of 100 characters of upper-case printable
// ASCII (names transliterated), CRLF after every record. Text fields left-justified and
// space-filled, cut to their width; ids never cut (too long is refused); numbers right-justified
// and zero-filled; amounts in cents without sign, 'CR' after a credit. The owners of one lockbox
// account (consecutive rows with the same lockbox id and bank account) form a batch between a
// lockbox header (5) and a lockbox control (8); the file opens with 1 and closes with 9.
//   1 File header      col 1 '1' | 2-7 file date YYMMDD | 8-11 file time HHMM
//                      | 12-41 bank name (30) | 42-71 management company (30) | 72-100 spaces
//   5 Lockbox header   col 1 '5' | 2-11 lockbox id (10) | 12-28 bank account number (17)
//                      | 29-58 community name (30) | 59-100 spaces
//   6 Owner detail     col 1 '6' | 2-16 owner account number (15) | 17-46 owner name (30)
//                      | 47-76 property street line (30) | 77-85 ZIP, digits only (9)
//                      | 86-95 balance cents (10) | 96-97 'CR' for a credit, else spaces
//                      | 98-100 spaces
//   8 Lockbox control  col 1 '8' | 2-11 lockbox id (10) | 12-17 owner count (6)
//                      | 18-29 net balance cents (12) | 30-31 'CR' when the net is a credit
//                      | 32-100 spaces
//   9 File control     col 1 '9' | 2-7 lockbox batch count (6) | 8-15 owner count (8)
//                      | 16-29 net balance cents (14) | 30-31 'CR' when the net is a credit
//                      | 32-100 spaces
import { yymmdd } from '../../bank-files/fixed-width';
import type { ValidationRow } from '../validation-export';
import {
  alpha,
  creditMark,
  fixedFile,
  idField,
  numeric,
  runsOf,
  totalCents,
  unsignedCents,
} from './fields';
import type { ValidationFileMeta } from './meta';

const Length = 100;
const layout = 'Pacific Premier';

export function writePacificPremierValidationFile(
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): string {
  const records = [
    '1' +
      yymmdd(meta.fileDate) +
      numeric(meta.fileTime, 4) +
      alpha(meta.bankName, 30) +
      alpha(meta.companyName, 30),
  ];
  const batches = runsOf(rows, (r) => `${r.LockboxId}\n${r.BankAccountNumber}`);
  for (const batch of batches) {
    const [first] = batch;
    if (!first) continue;
    const lockbox = idField(layout, 'Lockbox ID', first.LockboxId, 10);
    records.push(
      '5' +
        lockbox +
        idField(layout, 'Bank account', first.BankAccountNumber, 17) +
        alpha(first.CommunityName, 30),
    );
    for (const r of batch) {
      records.push(
        '6' +
          idField(layout, 'Owner account', r.OwnerAccountNumber, 15) +
          alpha(r.OwnerName, 30) +
          alpha(r.PropertyAddress, 30) +
          alpha((r.Zip ?? '').replace(/\D/g, ''), 9) +
          unsignedCents(r.BalanceDue, 10) +
          creditMark(r.BalanceDue),
      );
    }
    const net = totalCents(batch.map((r) => r.BalanceDue));
    records.push(
      '8' + lockbox + numeric(batch.length, 6) + unsignedCents(net, 12) + creditMark(net),
    );
  }
  const net = totalCents(rows.map((r) => r.BalanceDue));
  records.push(
    '9' +
      numeric(batches.length, 6) +
      numeric(rows.length, 8) +
      unsignedCents(net, 14) +
      creditMark(net),
  );
  return fixedFile(records, Length);
}
