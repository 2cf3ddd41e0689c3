// Union Bank new layout (no job id in spec 3 §9; POST /Export/ExportUnionBankNewValidationFile),
// the bank's current upload: CSV (RFC 4180), UTF-8 without a byte order mark (names keep their
// letters), LF line ends, a header line of snake_case names, then one line per owner, no trailer.
// A field is quoted (quotes doubled) only when it holds a comma or quote; control characters and
// line breaks in a value become a space; nothing is cut. Columns, in order:
//   lockbox_id,bank_account,association_name,owner_account,owner_name,address_line_1,city,state,postal_code,amount_due,credit_amount,file_date
// amount_due and credit_amount are dollars with 2 decimals and no sign, one of them 0.00 (both
// when the balance is zero); file_date is the file date, YYYY-MM-DD.
import { csvField } from '../../csv/index';
import type { ValidationRow } from '../validation-export';
import { dollars, noControls, ownerCells } from './fields';
import type { ValidationFileMeta } from './meta';

const header =
  'lockbox_id,bank_account,association_name,owner_account,owner_name,address_line_1,city,state,postal_code,amount_due,credit_amount,file_date';

export function writeUnionBankNewValidationFile(
  rows: readonly ValidationRow[],
  meta: ValidationFileMeta,
): string {
  const lines = rows.map((r) =>
    [
      ...ownerCells(r),
      dollars(Math.max(r.BalanceDue, 0)),
      dollars(Math.max(-r.BalanceDue, 0)),
      meta.fileDate,
    ]
      .map((cell) => csvField(noControls(cell)))
      .join(','),
  );
  return [header, ...lines].map((l) => `${l}\n`).join('');
}
