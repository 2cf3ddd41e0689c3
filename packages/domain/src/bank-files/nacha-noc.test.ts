import { describe, expect, it } from 'vitest';
import { readNachaFile } from './nacha-reader';
import { achChangeCode, readAchCorrection } from './change-codes';

// A return file with notifications of change, written by us from the published NACHA record
// layouts (COR entries: transaction codes 21/26/31/36, addenda type 98, Appendix Five).

/** One 94-character record from its fields; refuses a record of another length. */
function rec(...fields: string[]): string {
  const line = fields.join('');
  if (line.length !== 94) throw new Error(`record is ${line.length} long: ${line}`);
  return line;
}
const sp = (n: number) => ' '.repeat(n);

/** A COR entry (zero amount, addenda indicator 1) and its 98 addenda. */
function cor(
  txn: string,
  routing: string,
  account: string,
  name: string,
  trace: string,
  change: string,
  originalTrace: string,
  corrected: string,
): string[] {
  return [
    rec(
      '6',
      txn,
      routing,
      account.padEnd(17),
      '0000000000',
      'A-001'.padEnd(15),
      name.padEnd(22),
      '  ',
      '1',
      trace,
    ),
    rec(
      '7',
      '98',
      change,
      originalTrace,
      sp(6),
      routing.slice(0, 8),
      corrected.padEnd(29),
      sp(15),
      trace,
    ),
  ];
}

const entries = [
  cor(
    '26',
    '021000021',
    '744567899',
    'OWNER ONE',
    '021000020000001',
    'C01',
    '231380100000007',
    '1918171614',
  ),
  cor(
    '26',
    '011000015',
    '99887766',
    'OWNER TWO',
    '011000010000002',
    'C03',
    '231380100000008',
    `055002707${sp(3)}55554444`,
  ),
  cor('36', '011000015', '12345', 'OWNER THREE', '011000010000003', 'C05', '231380100000009', '27'),
  cor(
    '26',
    '021000021',
    '777',
    'OWNER FOUR',
    '021000020000004',
    'C07',
    '231380100000010',
    `011000015${'8888'.padEnd(17)}37`,
  ),
  cor(
    '26',
    '021000021',
    '666',
    'OWNER FIVE',
    '021000020000005',
    'C06',
    '231380100000011',
    `${'4321'.padEnd(17)}${sp(3)}32`,
  ),
].flat();
// Entry hash: the first 8 digits of each entry's routing number, summed (last 10 digits).
const hash = [2100002, 1100001, 1100001, 2100002, 2100002].reduce((a, b) => a + b, 0);
const corFile = [
  rec(
    '101',
    ' 231380104',
    ' 021000021',
    '2603101200',
    'A',
    '094',
    '10',
    '1',
    'Oak Ridge Bank'.padEnd(23),
    'Receiving Bank'.padEnd(23),
    sp(8),
  ),
  rec(
    '5',
    '225',
    'Oak Ridge HOA'.padEnd(16),
    sp(20),
    '1231380104',
    'COR',
    'HOA DUES  ',
    sp(6),
    '260310',
    sp(3),
    '1',
    '02100002',
    '0000001',
  ),
  ...entries,
  rec(
    '8',
    '225',
    '000010',
    String(hash).padStart(10, '0'),
    '0'.repeat(12),
    '0'.repeat(12),
    '1231380104',
    sp(19),
    sp(6),
    '02100002',
    '0000001',
  ),
  rec(
    '9',
    '000001',
    '000002',
    '00000010',
    String(hash).padStart(10, '0'),
    '0'.repeat(12),
    '0'.repeat(12),
    sp(39),
  ),
];
while (corFile.length % 10 !== 0) corFile.push('9'.repeat(94));

describe('notifications of change (NACHA Appendix Five, COR entries with addenda 98)', () => {
  it('reads each COR entry’s change code, original trace number and corrected data', () => {
    const file = readNachaFile(corFile.join('\n'));
    const batch = file.batches[0];
    expect(batch?.secCode).toBe('COR');
    expect(batch?.entries.map((e) => [e.transactionCode, e.returnCode, e.changeNotice])).toEqual([
      [
        26,
        null,
        {
          changeCode: 'C01',
          originalTraceNumber: '231380100000007',
          originalReceivingDfi: '02100002',
          correctedData: '1918171614',
          traceNumber: '021000020000001',
        },
      ],
      [
        26,
        null,
        {
          changeCode: 'C03',
          originalTraceNumber: '231380100000008',
          originalReceivingDfi: '01100001',
          correctedData: '055002707   55554444',
          traceNumber: '011000010000002',
        },
      ],
      [
        36,
        null,
        {
          changeCode: 'C05',
          originalTraceNumber: '231380100000009',
          originalReceivingDfi: '01100001',
          correctedData: '27',
          traceNumber: '011000010000003',
        },
      ],
      [
        26,
        null,
        expect.objectContaining({ changeCode: 'C07', originalTraceNumber: '231380100000010' }),
      ],
      [
        26,
        null,
        expect.objectContaining({ changeCode: 'C06', originalTraceNumber: '231380100000011' }),
      ],
    ]);
  });

  it('reads the corrected data by the layout of each change code (C01, C02, C03, C04, C05, C06, C07)', () => {
    const read = (code: string, data: string) => readAchCorrection(code, data);
    expect(read('C01', '1918171614')).toEqual({
      ok: true,
      correction: { accountNumber: '1918171614' },
    });
    expect(read('C02', '011000015')).toEqual({
      ok: true,
      correction: { routingNumber: '011000015' },
    });
    expect(read('C03', '055002707   55554444')).toEqual({
      ok: true,
      correction: { routingNumber: '055002707', accountNumber: '55554444' },
    });
    expect(read('C04', 'JANE Q OWNER')).toEqual({
      ok: true,
      correction: { nameOnAccount: 'JANE Q OWNER' },
    });
    expect(read('C05', '27')).toEqual({ ok: true, correction: { accountType: 'C' } });
    expect(read('C05', '37')).toEqual({ ok: true, correction: { accountType: 'S' } });
    expect(read('C06', `${'4321'.padEnd(17)}   32`)).toEqual({
      ok: true,
      correction: { accountNumber: '4321', accountType: 'S' },
    });
    expect(read('C07', `011000015${'8888'.padEnd(17)}37`)).toEqual({
      ok: true,
      correction: { routingNumber: '011000015', accountNumber: '8888', accountType: 'S' },
    });
  });

  it('refuses corrected data that does not fit its change code, and codes with nothing to change', () => {
    expect(readAchCorrection('C02', '011000016')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/routing number/) as unknown,
    });
    expect(readAchCorrection('C05', '47')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/checking or savings/) as unknown,
    });
    expect(readAchCorrection('C01', '')).toMatchObject({ ok: false });
    expect(readAchCorrection('C13', '')).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^C13 Addenda format error/) as unknown,
    });
    expect(readAchCorrection('C99', 'x')).toMatchObject({
      ok: false,
      reason: 'Unknown change code C99.',
    });
    expect(achChangeCode('c01')?.Description).toBe('Incorrect account number');
  });
});
