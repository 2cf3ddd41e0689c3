import { describe, expect, it } from 'vitest';
import { isValidRoutingNumber } from '../banks';
import { field } from './fixed-width';
import { parseNacha, readNachaFile } from './nacha-reader';
import { NachaInputError, entryHash, writeNachaFile, type NachaFileInput } from './nacha-writer';

const input = (over: Partial<NachaFileInput> = {}): NachaFileInput => ({
  immediateDestination: '231380104',
  immediateDestinationName: 'Community Bank',
  immediateOrigin: '121042882',
  immediateOriginName: 'Oak Ridge HOA',
  creationDate: '2026-03-02',
  creationTime: '0930',
  fileIdModifier: 'A',
  firstTraceSequence: 1,
  batches: [
    {
      companyName: 'Oak Ridge HOA',
      companyIdentification: '1121042882',
      companyEntryDescription: 'HOA DUES',
      effectiveEntryDate: '2026-03-03',
      entries: [
        {
          transactionCode: 27,
          routingNumber: '231380104',
          accountNumber: '744-5678-99',
          amountCents: 25_000,
          individualId: 'A-001',
          individualName: 'Owner One',
        },
        {
          transactionCode: 37,
          routingNumber: '021000021',
          accountNumber: '123456789',
          amountCents: 31_050,
          individualId: 'A-002',
          individualName: 'Émile Ünder-Two',
        },
        {
          transactionCode: 28,
          routingNumber: '011000015',
          accountNumber: '99887766',
          amountCents: 0,
          individualId: 'A-003',
          individualName: 'Prenote Owner',
        },
      ],
    },
  ],
  ...over,
});

describe('ABA routing numbers', () => {
  it('accepts numbers whose weighted digit sum is a multiple of 10', () => {
    for (const r of ['231380104', '021000021', '011000015', '055002707', '121042882'])
      expect(isValidRoutingNumber(r)).toBe(true);
  });
  it('refuses a wrong check digit, letters and wrong lengths', () => {
    for (const r of ['231380105', '02100002A', '12345678', '1234567890', ''])
      expect(isValidRoutingNumber(r)).toBe(false);
  });
});

describe('writeNachaFile', () => {
  const out = writeNachaFile(input());
  const lines = out.text.trimEnd().split('\n');

  it('writes 94-character records padded with 9s to a multiple of 10', () => {
    expect(lines).toHaveLength(10);
    expect(lines.every((l) => l.length === 94)).toBe(true);
    expect(lines.slice(7)).toEqual(Array(3).fill('9'.repeat(94)));
  });

  it('writes the file header fields', () => {
    const h = lines[0] ?? '';
    expect(field(h, 1, 3)).toBe('101');
    expect(field(h, 4, 13)).toBe(' 231380104');
    expect(field(h, 14, 23)).toBe(' 121042882');
    expect(field(h, 24, 33)).toBe('2603020930');
    expect(field(h, 34, 40)).toBe('A094101');
    expect(field(h, 41, 63)).toBe('COMMUNITY BANK'.padEnd(23));
    expect(field(h, 64, 86)).toBe('OAK RIDGE HOA'.padEnd(23));
  });

  it('writes the batch header for PPD debits', () => {
    const b = lines[1] ?? '';
    expect(field(b, 1, 4)).toBe('5225');
    expect(field(b, 5, 20)).toBe('OAK RIDGE HOA   ');
    expect(field(b, 41, 50)).toBe('1121042882');
    expect(field(b, 51, 53)).toBe('PPD');
    expect(field(b, 54, 63)).toBe('HOA DUES  ');
    expect(field(b, 70, 75)).toBe('260303');
    expect(field(b, 79, 94)).toBe('1121042880000001');
  });

  it('writes entry details with trace numbers of the originating bank', () => {
    const e = lines[2] ?? '';
    expect(field(e, 1, 3)).toBe('627');
    expect(field(e, 4, 11)).toBe('23138010');
    expect(field(e, 12, 12)).toBe('4');
    expect(field(e, 13, 29)).toBe('744-5678-99      ');
    expect(field(e, 30, 39)).toBe('0000025000');
    expect(field(e, 40, 54)).toBe('A-001          ');
    expect(field(e, 55, 76)).toBe('OWNER ONE'.padEnd(22));
    expect(field(e, 79, 79)).toBe('0');
    expect(field(e, 80, 94)).toBe('121042880000001');
    expect(field(lines[3] ?? '', 1, 3)).toBe('637');
    expect(field(lines[3] ?? '', 55, 76)).toBe('EMILE UNDER-TWO'.padEnd(22));
    expect(field(lines[4] ?? '', 1, 3)).toBe('628');
    expect(field(lines[4] ?? '', 30, 39)).toBe('0000000000');
    expect(out.traceNumbers).toEqual([['121042880000001', '121042880000002', '121042880000003']]);
  });

  it('writes the batch control with count, hash and totals', () => {
    // 23138010 + 02100002 + 01100001 = 26338013
    const c = lines[5] ?? '';
    expect(field(c, 1, 4)).toBe('8225');
    expect(field(c, 5, 10)).toBe('000003');
    expect(field(c, 11, 20)).toBe('0026338013');
    expect(field(c, 21, 32)).toBe('000000056050');
    expect(field(c, 33, 44)).toBe('000000000000');
    expect(field(c, 45, 54)).toBe('1121042882');
    expect(field(c, 80, 94)).toBe('121042880000001');
  });

  it('writes the file control with batch, block and entry counts, hash and totals', () => {
    const f = lines[6] ?? '';
    expect(field(f, 1, 7)).toBe('9000001');
    expect(field(f, 8, 13)).toBe('000001');
    expect(field(f, 14, 21)).toBe('00000003');
    expect(field(f, 22, 31)).toBe('0026338013');
    expect(field(f, 32, 43)).toBe('000000056050');
    expect(field(f, 44, 55)).toBe('000000000000');
    expect(out).toMatchObject({
      entryCount: 3,
      totalDebitCents: 56_050,
      batchCount: 1,
      blockCount: 1,
    });
  });

  it('keeps the last 10 digits of an entry hash that overflows', () => {
    expect(entryHash(Array(500).fill('991234567'))).toBe('9561728000'); // 500 × 99123456 = 49,561,728,000;
  });

  it('is read back by the reader with no problems', () => {
    const file = readNachaFile(out.text);
    expect(file.batches[0]?.entries.map((e) => e.amountCents)).toEqual([25_000, 31_050, 0]);
    expect(file.control).toMatchObject({
      batchCount: 1,
      entryAddendaCount: 3,
      totalDebitCents: 56_050,
    });
  });

  it('pads two batches and numbers traces across the file', () => {
    const base = input().batches[0];
    if (!base) throw new Error('no batch');
    const two = writeNachaFile(
      input({ batches: [base, { ...base, entries: base.entries.slice(0, 1) }] }),
    );
    expect(two.text.trimEnd().split('\n')).toHaveLength(10);
    expect(two.traceNumbers[1]).toEqual(['121042880000004']);
    const later = writeNachaFile(input({ firstTraceSequence: 9_999_999 }));
    expect(later.traceNumbers[0]).toEqual([
      '121042889999999',
      '121042880000001',
      '121042880000002',
    ]);
    expect(readNachaFile(two.text).batches.map((b) => b.batchNumber)).toEqual([1, 2]);
  });

  it('refuses bad routing numbers, amounts over the R19 limit and priced prenotes', () => {
    const base = input().batches[0];
    if (!base) throw new Error('no batch');
    const withEntry = (entry: Partial<(typeof base.entries)[number]>) =>
      input({ batches: [{ ...base, entries: [{ ...base.entries[0], ...entry }] }] });
    expect(() => writeNachaFile(withEntry({ routingNumber: '231380105' }))).toThrow(
      NachaInputError,
    );
    expect(() => writeNachaFile(withEntry({ amountCents: 2_500_001 }))).toThrow(/R19/);
    expect(() => writeNachaFile(withEntry({ transactionCode: 28, amountCents: 1 }))).toThrow(
      /prenote/,
    );
    expect(() => writeNachaFile(withEntry({ amountCents: 0 }))).toThrow(/amount/);
    expect(() => writeNachaFile(input({ immediateOrigin: '12345' }))).toThrow(/origin/);
  });

  it('NACHA: the header carries the file ID modifier given, and the batch a 10-character company id', () => {
    const base = input().batches[0];
    if (!base) throw new Error('no batch');
    expect(field(writeNachaFile(input({ fileIdModifier: '7' })).text, 34, 34)).toBe('7');
    expect(() => writeNachaFile(input({ fileIdModifier: 'a' }))).toThrow(/modifier/);
    expect(() =>
      writeNachaFile(input({ batches: [{ ...base, companyIdentification: '121042882' }] })),
    ).toThrow(/Company identification/);
  });
});

describe('parseNacha', () => {
  it('names a batch whose control disagrees with its entries', () => {
    const text = writeNachaFile(input()).text.replace('8225000003', '8225000004');
    expect(parseNacha(text).problems).toEqual([
      'Batch 1 control counts 4 entries and addenda, but the batch has 3.',
    ]);
  });
});
