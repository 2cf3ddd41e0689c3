import { describe, expect, it } from 'vitest';
import { LockboxFormatError, parseBaiLockbox } from './bai-lockbox';
import { LockboxMessages, readLockboxFile } from './lockbox-csv';

// A lockbox transmission in the BAI lockbox layout: two checks in one batch, each with its
// coupon account number in a type-4 overflow memo.
const check = (item: string, cents: string, number: string, name: string) =>
  `6001${item}${cents}0210000210012345678${number}030126${name.padEnd(30)}OAK RIDGE HOA`;
const bai = [
  '100OAKRIDGE  00999999912603021800',
  '2OAKRIDGE  0099999991000000000040008000801',
  ['5', '001', '000', '0077777', '260302', 'OAKRIDGE  0099999991'].join(''),
  check('001', '0000025000', '0000001042', 'OWNER ONE'),
  '40010016019A-001',
  check('002', '0000012345', '0000000007', 'OWNER TWO'),
  ['7', '001', '000', '0077777', '260302', '002', '0000037345'].join(''),
  ['8', '000', '000', '0077777', '260302', '0002', '0000037345'].join(''),
  '9000009',
].join('\r\n');

describe('BAI lockbox files', () => {
  it('reads batches, checks, memos and totals', () => {
    const file = parseBaiLockbox(bai);
    expect(file).toMatchObject({ processingDate: '2026-03-02', checkCount: 2, totalCents: 37_345 });
    expect(file.batches[0]).toMatchObject({
      batchNumber: 1,
      lockboxNumber: '0077777',
      depositDate: '2026-03-02',
    });
    expect(file.batches[0]?.checks[0]).toEqual({
      line: 4,
      batchNumber: 1,
      itemNumber: 1,
      amountCents: 25_000,
      routingNumber: '021000021',
      accountNumber: '0012345678',
      checkNumber: '1042',
      checkDate: '2026-03-01',
      remitterName: 'OWNER ONE',
      payeeName: 'OAK RIDGE HOA',
      memos: ['A-001'],
    });
  });

  it('refuses a batch total that disagrees with its checks', () => {
    const bad = bai.replace('0020000037345', '0020000037346');
    expect(() => parseBaiLockbox(bad)).toThrow(LockboxFormatError);
    expect(() => parseBaiLockbox(bad)).toThrow(
      'Line 7: the batch total is 37346 cents, but its checks add up to 37345.',
    );
  });

  it('refuses a wrong trailer count and a file that is not lockbox', () => {
    expect(() => parseBaiLockbox(bai.replace('9000009', '9000008'))).toThrow(
      /trailer counts 8 records, but the file has 9/,
    );
    expect(() => parseBaiLockbox('01,BAI2 file')).toThrow(/starts with the header record 1/);
  });

  it('gives lockbox rows with the memo as account number; a check without one is an exception', () => {
    const read = readLockboxFile('bai', bai);
    expect(read.depositDate).toBe('2026-03-02');
    expect(
      read.rows.map((r) => [r.accountNumber, r.amountCents, r.checkNumber, r.problem]),
    ).toEqual([
      ['A-001', 25_000, '1042', null],
      ['', 12_345, '7', LockboxMessages.accountRequired],
    ]);
  });
});

describe('CSV lockbox layout', () => {
  it('reads columns by name in any order, dollars to cents exactly', () => {
    const read = readLockboxFile(
      'csv',
      'Payer Name,amount,Account Number,CheckNumber,CheckDate\r\n' +
        '"Smith, Bob","$1,250.10",A-001,1042,03/02/2026\r\n' +
        'Jo,0.29,A-002,,2026-03-01\r\n',
    );
    expect(read.rows).toEqual([
      {
        line: 2,
        accountNumber: 'A-001',
        amountCents: 125_010,
        checkNumber: '1042',
        checkDate: '2026-03-02',
        depositDate: null,
        payerName: 'Smith, Bob',
        problem: null,
      },
      {
        line: 3,
        accountNumber: 'A-002',
        amountCents: 29,
        checkNumber: '',
        checkDate: '2026-03-01',
        depositDate: null,
        payerName: 'Jo',
        problem: null,
      },
    ]);
  });

  it('keeps reading after a bad row and names its problems', () => {
    const read = readLockboxFile(
      'csv',
      'AccountNumber,Amount,CheckDate\nA-001,10.00,\n,abc,13/45/2026\nA-003,-5,\n',
    );
    expect(read.rows.map((r) => r.problem)).toEqual([
      null,
      `${LockboxMessages.accountRequired} ${LockboxMessages.badAmount} Check date is not a valid date.`,
      LockboxMessages.badAmount,
    ]);
  });

  it('refuses a file without the required columns or rows', () => {
    expect(() => readLockboxFile('csv', 'Amount\n1.00\n')).toThrow(
      'The lockbox file has no AccountNumber column.',
    );
    expect(() => readLockboxFile('csv', '')).toThrow(LockboxMessages.noRows);
  });
});
