// DuesPayment layout (job 18, POST /Export/ExportDuesPaymentValidationFile): pipe-delimited
// records, UTF-8 without a byte order mark (names keep their letters), LF line ends, no quoting:
// a pipe, control character or line break in a value becomes a space (runs of spaces one, ends
// trimmed); nothing is cut. The first field is the record type:
//   H|DUESPAYMENT|VALIDATION|{file date YYYYMMDD}|{file time HHMM}|{bank id}|{management company}
//   D|{lockbox id}|{bank account}|{community}|{owner account}|{owner name}|{street line}|{city}|{state}|{zip}|{balance}
//   T|{number of D records}|{total of the balances}
// Balances are whole cents with '-' before a credit (25000 is $250.00; -1250 a $12.50 credit).
import type { ValidationRow } from '../validation-export';
import { plainCell, totalCents, yyyymmdd, ownerCells } from './fields';
import type { ValidationFileMeta } from './meta';

const record = (fields: readonly (string | number)[]) =>
  fields.map((f) => plainCell(String(f), '|')).join('|');

export function writeDuesPaymentValidationFile(
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): string {
  const header = record([
    'H',
    'DUESPAYMENT',
    'VALIDATION',
    yyyymmdd(meta.fileDate),
    meta.fileTime,
    meta.bankId,
    meta.companyName,
  ]);
  const details = rows.map((r) => record(['D', ...ownerCells(r), r.BalanceDue]));
  const trailer = record(['T', rows.length, totalCents(rows.map((r) => r.BalanceDue))]);
  return [header, ...details, trailer].map((l) => `${l}\n`).join('');
}
