import { describe, expect, it } from 'vitest';
import { parseCsv, toCsv } from '../csv/index';
import { ImportFileMessages, readImportTable } from './import-file';

const readImportFile = (text: string) => readImportTable(parseCsv(text));

describe('CSV', () => {
  it('reads quotes, doubled quotes, commas, line breaks and a byte-order mark', () => {
    const text = '\uFEFFa,b\r\n"x, y","say ""hi"""\n\n"two\nlines",z';
    expect(parseCsv(text)).toEqual([
      { line: 1, cells: ['a', 'b'] },
      { line: 2, cells: ['x, y', 'say "hi"'] },
      { line: 4, cells: ['two\nlines', 'z'] },
    ]);
  });
  it('says where an unclosed quote starts, and writes what it reads', () => {
    expect(() => parseCsv('a\n"b,c\nd')).toThrow(
      'A quoted value that starts on line 2 is not closed.',
    );
    const rows = [
      ['AgentId', 'Value'],
      ['7', 'a "b", c'],
    ];
    expect(parseCsv(toCsv(rows)).map((r) => r.cells)).toEqual(rows);
  });
});

describe('custom field import file', () => {
  it('maps headers in any case and spacing and reports row problems', () => {
    const result = readImportFile(
      'Account Number,agent id,Category,Field Name,Value\nWC0001,,Home,Gate code,1234\n,x12,,Pets,2\n,,,,\n,15,,,Yes',
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.rows).toEqual([
      {
        RowNumber: 2,
        AgentId: null,
        AccountNumber: 'WC0001',
        Category: 'Home',
        FieldName: 'Gate code',
        Value: '1234',
        Errors: [],
      },
      expect.objectContaining({ RowNumber: 3, Errors: [ImportFileMessages.agentIdInvalid] }),
      expect.objectContaining({
        RowNumber: 4,
        Errors: [ImportFileMessages.agentMissing, 'Field name is required.'],
      }),
      expect.objectContaining({ RowNumber: 5, AgentId: 15, Errors: ['Field name is required.'] }),
    ]);
  });

  it('refuses files without the needed columns, without rows, or with too many', () => {
    expect(readImportFile('Name,Value\nx,y')).toEqual({
      ok: false,
      message: ImportFileMessages.noHeader,
    });
    expect(readImportFile('AgentId,FieldName,Value\n')).toEqual({
      ok: false,
      message: ImportFileMessages.noRows,
    });
    const big = 'AgentId,FieldName,Value\n' + '1,a,b\n'.repeat(5001);
    expect(readImportFile(big)).toEqual({
      ok: false,
      message: 'A file can hold at most 5,000 rows.',
    });
  });
});
