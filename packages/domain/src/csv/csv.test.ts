import { describe, expect, it } from 'vitest';
import { CsvError, csvField, dollars, parseCsv, spreadsheetSafeText, toCsv } from './index';

const cells = (text: string) => parseCsv(text).map((row) => row.cells);

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks', () => {
    expect(cells('a,"b,c","say ""hi""","two\nlines"\n')).toEqual([
      ['a', 'b,c', 'say "hi"', 'two\nlines'],
    ]);
  });

  it('takes CRLF, CR and LF line ends, skips blank lines and numbers rows by their first line', () => {
    expect(parseCsv('a,b\r\n\r\n"x\ny",z\rlast')).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 3, cells: ['x\ny', 'z'] },
      { line: 5, cells: ['last'] },
    ]);
  });

  it('drops a byte order mark and keeps empty cells', () => {
    expect(cells('\uFEFFa,,c\n,\n')).toEqual([
      ['a', '', 'c'],
      ['', ''],
    ]);
  });

  it('refuses a quoted cell that is not closed, naming its line', () => {
    expect(() => parseCsv('a\n"b,c\nd')).toThrow(CsvError);
    expect(() => parseCsv('a\n"b,c\nd')).toThrow(/line 2/);
  });
});

describe('spreadsheetSafeText', () => {
  it('keeps a spreadsheet from reading text as a formula', () => {
    expect(
      ['=1+1', '+SUM(A1)', '-2+3', '@cmd', '\tx', '\rx', 'Smith', 'a=b', ''].map(
        spreadsheetSafeText,
      ),
    ).toEqual(["'=1+1", "'+SUM(A1)", "'-2+3", "'@cmd", "'\tx", "'\rx", 'Smith', 'a=b', '']);
  });
});

describe('csvField and toCsv', () => {
  it('quotes a cell only when it holds a comma, a quote or a line break', () => {
    expect(['plain', 'a,b', 'say "hi"', 'x\ry', 'x\ny'].map(csvField)).toEqual([
      'plain',
      '"a,b"',
      '"say ""hi"""',
      '"x\ry"',
      '"x\ny"',
    ]);
  });

  it('writes CRLF rows that read back the same', () => {
    const rows = [
      ['Name', 'Note'],
      ['Smith, Ann', 'said "yes"\r\nthen left'],
    ];
    expect(toCsv(rows)).toBe('Name,Note\r\n"Smith, Ann","said ""yes""\r\nthen left"\r\n');
    expect(cells(toCsv(rows))).toEqual(rows);
  });
});

describe('dollars', () => {
  it('writes cents as dollars with two decimals, exactly up to the safe integers', () => {
    expect([0, 5, -5, 12345, -100, 2 ** 53 - 1].map(dollars)).toEqual([
      '0.00',
      '0.05',
      '-0.05',
      '123.45',
      '-1.00',
      '90071992547409.91',
    ]);
  });
});
