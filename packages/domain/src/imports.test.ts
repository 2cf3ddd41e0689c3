import { describe, expect, it } from 'vitest';
import {
  accountTypeIdFromText,
  codeTypeIdFromText,
  duplicateErrors,
  frequencyIdFromText,
  parseImportMoney,
  readSetupImport,
  setupImportErrorText,
  stateIdFromAlias,
} from './imports';

const table = (...rows: string[][]) => rows.map((cells, i) => ({ line: i + 1, cells }));

describe('reading a setup import', () => {
  it('reads columns in any order and case, typing money and dates', () => {
    const read = readSetupImport(
      'OwnerBeginningBalances',
      table(['amount', 'Code Alias', 'ACCOUNTNUMBER'], ['$1,234.50', 'ASMT', '1001']),
    );
    expect(read).toEqual({
      ok: true,
      errors: [],
      rows: [
        {
          Row: 2,
          Cells: ['1001', 'ASMT', '$1,234.50'],
          Values: { AccountNumber: '1001', CodeAlias: 'ASMT', Amount: 123_450 },
        },
      ],
    });
  });

  it('names the row and column of each bad cell', () => {
    const read = readSetupImport(
      'OwnerHistory',
      table(
        ['AccountNumber', 'Date', 'Description', 'Charge'],
        ['1001', '13/01/2026', 'Dues', '12.345'],
        ['', '01/31/2026', 'Dues', ''],
      ),
    );
    if (!read.ok) throw new Error(read.message);
    expect(read.errors.map(setupImportErrorText)).toEqual([
      'Row 2, Date: Not a date; write it as MM/DD/YYYY.',
      'Row 2, Charge: Not an amount; write it like 1234.56.',
      'Row 3, AccountNumber: A value is required.',
    ]);
    expect(read.rows[1]?.Values.Date).toBe('2026-01-31');
  });

  it('refuses a file without the required headings or without rows', () => {
    expect(readSetupImport('GlAccounts', table(['AccountNumber', 'Name']))).toEqual({
      ok: false,
      message: 'The first row must name the columns AccountName, AccountType.',
    });
    expect(readSetupImport('CodeCategories', table(['Name']))).toEqual({
      ok: false,
      message: 'The file has no rows to import.',
    });
  });

  it('checks text lengths', () => {
    const read = readSetupImport(
      'CodeCategoryLinkage',
      table(['CodeAlias', 'Category'], ['ABCDEFGHIJKL', 'Dues']),
    );
    expect(read.ok && read.errors).toEqual([
      { Row: 2, Column: 'CodeAlias', Message: 'At most 10 characters.' },
    ]);
  });
});

describe('import values', () => {
  it('parses amounts with signs, parentheses and thousands', () => {
    expect(parseImportMoney('-12.5')).toBe(-1250);
    expect(parseImportMoney('($1,000.00)')).toBe(-100_000);
    expect(parseImportMoney('7')).toBe(700);
    expect(parseImportMoney('1.234')).toBeNull();
    expect(parseImportMoney('ten')).toBeNull();
  });

  it('finds types by id or name and states by abbreviation', () => {
    expect(accountTypeIdFromText('0')).toBe(0);
    expect(accountTypeIdFromText('current liabilities')).toBe(6);
    expect(accountTypeIdFromText('13')).toBeNull();
    expect(codeTypeIdFromText('PrePaid')).toBe(10);
    expect(frequencyIdFromText('Semi-Yearly')).toBe(6);
    expect(stateIdFromAlias('tx')).not.toBeNull();
    expect(stateIdFromAlias('AE')).toBeNull();
  });

  it('marks every row of a repeated key', () => {
    const read = readSetupImport('CodeCategories', table(['Name'], ['Dues'], ['Fees'], ['dues']));
    if (!read.ok) throw new Error(read.message);
    expect(duplicateErrors(read.rows, 'Name', (r) => String(r.Values.Name).toLowerCase())).toEqual([
      { Row: 2, Column: 'Name', Message: 'The same value is on rows 2, 4.' },
      { Row: 4, Column: 'Name', Message: 'The same value is on rows 2, 4.' },
    ]);
  });
});
