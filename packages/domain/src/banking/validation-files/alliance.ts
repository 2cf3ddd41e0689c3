// Alliance layout (job 12, POST /Export/ExportAllianceHoaValidationFile): CSV, UTF-8 without a
// byte order mark (names keep their letters: Núñez), CRLF line ends, every field in double quotes
// (a quote inside doubled), a header line, then one line per owner, no trailer:
//   "Association","Lockbox","Account","Owner Name","Address","City","State","Zip","Balance","Balance Type","As Of"
//   "Oak Park HOA","LB-1001","A-001","Smith, Ann","100 Oak Street","Austin","TX","78701","250.00","DUE","12/01/2026"
// Account is the owner's account number (the one on the coupon). Balance is dollars with 2
// decimals and no sign; Balance Type says DUE (owed, or zero) or CREDIT. As Of is the file date,
// MM/DD/YYYY. Control characters and line breaks in a value become a space; nothing is cut.
import type { ValidationRow } from '../validation-export';
import { dollars, noControls, placeCells, slashDate } from './fields';
import type { ValidationFileMeta } from './meta';

const header = [
  'Association',
  'Lockbox',
  'Account',
  'Owner Name',
  'Address',
  'City',
  'State',
  'Zip',
  'Balance',
  'Balance Type',
  'As Of',
];

const quoted = (value: string) => `"${noControls(value).replaceAll('"', '""')}"`;

export function writeAllianceValidationFile(
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): string {
  const asOf = slashDate(meta.fileDate);
  const lines = rows.map((r) =>
    [
      r.CommunityName,
      r.LockboxId,
      r.OwnerAccountNumber,
      r.OwnerName,
      ...placeCells(r),
      dollars(Math.abs(r.BalanceDue)),
      r.BalanceDue < 0 ? 'CREDIT' : 'DUE',
      asOf,
    ]
      .map(quoted)
      .join(','),
  );
  return [header.map(quoted).join(','), ...lines].map((l) => `${l}\r\n`).join('');
}
