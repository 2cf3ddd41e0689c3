import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  LockboxFormatError,
  NachaFileError,
  parseBaiLockbox,
  parseNacha,
  readLockboxFile,
  readNachaFile,
} from '@hoa/domain';
import { bankFileSamples } from '../../../test/shared-samples';

// The bank-file samples other projects published (in ../shared/samples/bank-files, with their SOURCES.md), read by the project's own NACHA reader and BAI lockbox parser.
const folder = bankFileSamples;
const sample = (name: string): string => readFileSync(new URL(name, folder), 'latin1');

describe('reading the NACHA samples', () => {
  it('reads the mixed debit and credit PPD file', () => {
    const file = readNachaFile(sample('ach-moovach-ppd-mixedDebitCredit.ach'));
    const [batch] = file.batches;
    expect(file.batches).toHaveLength(1);
    expect(batch?.serviceClassCode).toBe('200');
    expect(batch?.entries.map((e) => [e.transactionCode, e.amountCents])).toEqual([
      [27, 200_000_000],
      [22, 100_000_000],
      [22, 100_000_000],
    ]);
    expect(file.control).toMatchObject({
      batchCount: 1,
      entryAddendaCount: 3,
      entryHash: '0069414030',
      totalDebitCents: 200_000_000,
      totalCreditCents: 200_000_000,
    });
  });

  it('reads the CCD debit file', () => {
    const file = readNachaFile(sample('ach-moovach-ccd-debit.ach'));
    expect(file.batches[0]?.secCode).toBe('CCD');
    expect(file.batches[0]?.entries.map((e) => e.amountCents)).toEqual([500_000, 125]);
    expect(file.control).toMatchObject({
      entryAddendaCount: 2,
      totalDebitCents: 500_125,
      totalCreditCents: 0,
    });
  });

  it('reads the WEB return file and its return codes', () => {
    const file = readNachaFile(sample('ach-moovach-return-WEB.ach'));
    expect(file.batches).toHaveLength(2);
    expect(
      file.batches.flatMap((b) => b.entries.map((e) => [e.transactionCode, e.returnCode])),
    ).toEqual([
      [26, 'R01'],
      [21, 'R03'],
    ]);
    expect(file.control).toMatchObject({
      entryAddendaCount: 4,
      totalDebitCents: 12_354,
      totalCreditCents: 4_565,
    });
  });

  it('names the wrong batch count of 20110805A and still reads its totals', () => {
    const source = sample('ach-moovach-20110805A.ach');
    const { file, problems } = parseNacha(source);
    expect(problems[0]).toBe('File control batch count is 5, but the file has 4 batches.');
    expect(problems).toContain(
      'The file has 93 records, which is not padded with 9s to a multiple of 10.',
    );
    expect(file.batches.map((b) => [b.secCode, b.entries.length])).toEqual([
      ['PPD', 25],
      ['PPD', 18],
      ['IAT', 3],
      ['IAT', 2],
    ]);
    expect(file.batches.map((b) => b.totalDebitCents)).toEqual([4_610_000, 0, 491_000, 0]);
    expect(file.control).toMatchObject({
      entryHash: '0136685201',
      totalDebitCents: 5_101_000,
      totalCreditCents: 200,
    });
    expect(() => readNachaFile(source)).toThrow(NachaFileError);
    expect(() => readNachaFile(source)).toThrow(/batch count is 5, but the file has 4 batches/);
  });
});

describe('BAI lockbox files', () => {
  it('reads the sample with one $7,000.00 check and its remittance memo', () => {
    const file = parseBaiLockbox(sample('lockbox-bailockbox-test_lockbox.bai'));
    expect(file.processingDate).toBe('2016-05-23');
    expect(file).toMatchObject({ checkCount: 1, totalCents: 700_000 });
    expect(file.batches).toHaveLength(1);
    expect(file.batches[0]).toMatchObject({
      batchNumber: 0,
      lockboxNumber: '0022222',
      depositDate: '2016-05-23',
    });
    expect(file.batches[0]?.checks[0]).toEqual({
      line: 4,
      batchNumber: 1,
      itemNumber: 1,
      amountCents: 700_000,
      routingNumber: '055002707',
      accountNumber: '0012345555',
      checkNumber: '180',
      checkDate: '2016-05-16',
      remitterName: 'BOB E SMITH',
      payeeName: 'MY BUSINESS COMPANY',
      memos: ['CE554'],
    });
  });

  it('reads the empty sample cleanly', () => {
    const file = parseBaiLockbox(sample('lockbox-bailockbox-test_empty_lockbox.bai'));
    expect(file).toMatchObject({ checkCount: 0, totalCents: 0, processingDate: '2016-05-27' });
    expect(file.batches).toEqual([
      {
        batchNumber: 0,
        lockboxNumber: '0022222',
        depositDate: '2016-05-27',
        checks: [],
        totalCents: 0,
      },
    ]);
  });

  it('refuses a file whose batch total disagrees with its checks', () => {
    const bad = sample('lockbox-bailockbox-test_lockbox.bai').replace(
      '700100000222221605230010000700000',
      '700100000222221605230010000700001',
    );
    expect(() => parseBaiLockbox(bad)).toThrow(LockboxFormatError);
    expect(() => parseBaiLockbox(bad)).toThrow(
      'Line 6: the batch total is 700001 cents, but its checks add up to 700000.',
    );
  });

  it('refuses a trailer whose record count is wrong and a file that is not lockbox', () => {
    const bad = sample('lockbox-bailockbox-test_lockbox.bai').replace('9000008', '9000009');
    expect(() => parseBaiLockbox(bad)).toThrow(/trailer counts 9 records, but the file has 8/);
    expect(() => parseBaiLockbox('01,BAI2 file')).toThrow(/starts with the header record 1/);
  });

  it('gives the lockbox rows of a BAI file, the memo as account number', () => {
    const read = readLockboxFile('bai', sample('lockbox-bailockbox-test_lockbox.bai'));
    expect(read.depositDate).toBe('2016-05-23');
    expect(read.rows).toEqual([
      {
        line: 4,
        accountNumber: 'CE554',
        amountCents: 700_000,
        checkNumber: '180',
        checkDate: '2016-05-16',
        depositDate: '2016-05-23',
        payerName: 'BOB E SMITH',
        problem: null,
      },
    ]);
    expect(
      readLockboxFile('bai', sample('lockbox-bailockbox-test_empty_lockbox.bai')).rows,
    ).toEqual([]);
  });
});
