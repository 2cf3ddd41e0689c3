import { describe, expect, it } from 'vitest';
import { parseCsv } from '../csv/csv';
import {
  ExternalChargeColumns,
  externalChargeSampleCsv,
  readExternalCharges,
} from './adjustments-import';

const table = (rows: string[][]) => rows.map((cells, i) => ({ line: i + 1, cells }));

describe('external charges import', () => {
  it('offers a sample file of its columns and an example row that it reads without errors', () => {
    const table = parseCsv(externalChargeSampleCsv());
    expect(table[0]?.cells).toEqual([...ExternalChargeColumns]);
    expect(readExternalCharges(table)).toEqual({
      ok: true,
      rows: [
        {
          RowNumber: 2,
          AccountNumber: 'A-001',
          CodeAlias: 'SPEC',
          Amount: '125.00',
          AmountCents: 12_500,
          Description: 'Gate remote replacement',
          Errors: [],
        },
      ],
    });
  });

  it('reads rows by their headings in any order, with the errors of each row', () => {
    const read = readExternalCharges(
      table([
        ['Amount', 'CodeAlias', 'AccountNumber', 'Description'],
        ['125.50', 'FINE', 'A-001', 'Pool key'],
        ['-3', '', 'A-002', ''],
        ['$1,000', 'FINE', '', ''],
      ]),
    );
    expect(read).toEqual({
      ok: true,
      rows: [
        {
          RowNumber: 2,
          AccountNumber: 'A-001',
          CodeAlias: 'FINE',
          Amount: '125.50',
          AmountCents: 12_550,
          Description: 'Pool key',
          Errors: [],
        },
        {
          RowNumber: 3,
          AccountNumber: 'A-002',
          CodeAlias: '',
          Amount: '-3',
          AmountCents: null,
          Description: null,
          Errors: ['CodeAlias is required.', 'Amount must be above 0, written like 1234.56.'],
        },
        {
          RowNumber: 4,
          AccountNumber: '',
          CodeAlias: 'FINE',
          Amount: '$1,000',
          AmountCents: 100_000,
          Description: null,
          Errors: ['AccountNumber is required.'],
        },
      ],
    });
  });

  it('refuses a file without the columns or rows', () => {
    expect(readExternalCharges(table([['AccountNumber', 'Amount']]))).toEqual({
      ok: false,
      message: 'The first row must name the columns CodeAlias.',
    });
    expect(readExternalCharges(table([['AccountNumber', 'CodeAlias', 'Amount']]))).toEqual({
      ok: false,
      message: 'The file has no rows to import.',
    });
  });
});
