// Pacific Western layout (job 17; no endpoint of its own in spec 3 §7, served here by POST
// /Export/ExportPacificWesternHoaValidationFile): tab-separated values, UTF-8 without a byte
// order mark (names keep their letters), CRLF line ends, a header line, then one line per owner,
// no quoting and no trailer. A tab, control character or line break in a value becomes a space
// (runs of spaces one, ends trimmed); nothing is cut. Columns, in order:
//   Lockbox	Bank Account	Association	Account Number	Owner Name	Address	City	State	Zip	Balance	File Date
// Balance is dollars with 2 decimals, '-' before a credit. File Date is the file date, YYYYMMDD,
// on every line.
import type { ValidationRow } from '../validation-export';
import { dollars, plainCell, yyyymmdd, ownerCells } from './fields';
import type { ValidationFileMeta } from './meta';

const header = [
  'Lockbox',
  'Bank Account',
  'Association',
  'Account Number',
  'Owner Name',
  'Address',
  'City',
  'State',
  'Zip',
  'Balance',
  'File Date',
];

export function writePacificWesternValidationFile(
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): string {
  const date = yyyymmdd(meta.fileDate);
  const lines = rows.map((r) =>
    [...ownerCells(r), dollars(r.BalanceDue), date].map((cell) => plainCell(cell, '\t')).join('\t'),
  );
  return [header.join('\t'), ...lines].map((l) => `${l}\r\n`).join('');
}
