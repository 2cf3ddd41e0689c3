import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { writeNachaFile, type NachaEntryInput } from '@hoa/domain';

// An independent check of the NACHA writer: a parser from the npm registry that this project did
// not write (@midlandsbank/node-nacha) reads the generated file back.

interface ParsedEntry {
  transactionCode: string;
  receivingDFIIdentification: number;
  checkDigit: number;
  dfiAccount: string;
  amount: number;
  identificationNumber: string;
  receivingCompanyName: string;
  traceNumber: number;
}
interface Control {
  entryAndAddendaCount: number;
  entryHash: number;
  totalDebit: number;
  totalCredit: number;
}
interface ParsedFile {
  data: {
    file: {
      destination: string;
      origin: string;
      footer: Control & { batchCount: number; blockCount: number };
    };
    batches: {
      serviceClassCode: number;
      entryClassCode: string;
      entries: ParsedEntry[];
      footer: Control;
    }[];
  };
}
const nacha = createRequire(import.meta.url)('@midlandsbank/node-nacha') as {
  from: (source: string) => ParsedFile;
};

const routings = ['231380104', '021000021', '011000015', '055002707', '121042882'];
const entries: NachaEntryInput[] = Array.from({ length: 37 }, (_, i) => ({
  transactionCode: i % 7 === 0 ? 37 : 27,
  routingNumber: routings[i % routings.length] ?? '',
  accountNumber: `${100_000 + i * 7919}`,
  amountCents: 25_000 + i * 1_234,
  individualId: `A-${String(i + 1).padStart(3, '0')}`,
  individualName: `Owner ${i + 1}`,
}));

describe('the generated NACHA file read by @midlandsbank/node-nacha', () => {
  const out = writeNachaFile({
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
        entries: entries.slice(0, 30),
      },
      {
        companyName: 'Oak Ridge HOA',
        companyIdentification: '1121042882',
        companyEntryDescription: 'HOA DUES',
        effectiveEntryDate: '2026-03-04',
        entries: entries.slice(30),
      },
    ],
  });
  const parsed = nacha.from(out.text).data;
  const all = parsed.batches.flatMap((b) => b.entries);

  it('has the same entry count, totals and hash in its file control', () => {
    expect(parsed.file.footer).toMatchObject({
      batchCount: 2,
      blockCount: out.blockCount,
      entryAndAddendaCount: 37,
      entryHash: Number(out.entryHash),
      totalDebit: out.totalDebitCents,
      totalCredit: 0,
    });
    expect(out.totalDebitCents).toBe(entries.reduce((k, e) => k + e.amountCents, 0));
  });

  it('finds every entry with the amounts, banks and trace numbers written', () => {
    expect(all).toHaveLength(37);
    expect(all.map((e) => e.amount)).toEqual(entries.map((e) => e.amountCents));
    expect(
      all.map((e) => `${e.receivingDFIIdentification}${e.checkDigit}`.padStart(9, '0')),
    ).toEqual(entries.map((e) => e.routingNumber));
    expect(all.map((e) => String(e.traceNumber))).toEqual(out.traceNumbers.flat());
    expect(all.map((e) => e.transactionCode)).toEqual(
      entries.map((e) => String(e.transactionCode)),
    );
  });

  it('agrees with batch controls worked out from its own reading of the entries', () => {
    for (const batch of parsed.batches) {
      const hash = batch.entries.reduce((k, e) => k + e.receivingDFIIdentification, 0) % 1e10;
      expect(batch.serviceClassCode).toBe(225);
      expect(batch.entryClassCode).toBe('PPD');
      expect(batch.footer).toMatchObject({
        entryAndAddendaCount: batch.entries.length,
        entryHash: hash,
        totalDebit: batch.entries.reduce((k, e) => k + e.amount, 0),
        totalCredit: 0,
      });
    }
    const fileHash = all.reduce((k, e) => k + e.receivingDFIIdentification, 0) % 1e10;
    expect(parsed.file.footer.entryHash).toBe(fileHash);
  });

  it('writes back the same file it read', () => {
    const again = nacha.from(out.text) as ParsedFile & { to: (format: string) => string };
    expect(again.to('ach').trimEnd().split(/\r?\n/).slice(0, 3)).toEqual(
      out.text.split('\n').slice(0, 3),
    );
  });
});

describe('a vendor credit file read by @midlandsbank/node-nacha', () => {
  const credited = entries.slice(0, 2) as [NachaEntryInput, NachaEntryInput];
  const out = writeNachaFile({
    immediateDestination: '231380104',
    immediateDestinationName: 'Community Bank',
    immediateOrigin: '231380104',
    immediateOriginName: 'Oak Ridge HOA',
    creationDate: '2026-03-02',
    creationTime: '0930',
    fileIdModifier: 'C',
    firstTraceSequence: 41,
    batches: [
      {
        companyName: 'Oak Ridge HOA',
        companyIdentification: '1123456789',
        companyEntryDescription: 'VENDOR PAY',
        effectiveEntryDate: '2026-03-03',
        secCode: 'CCD',
        entries: [
          { ...credited[0], transactionCode: 22, individualName: 'Søren Strauß GmbH' },
          { ...credited[1], transactionCode: 32, individualName: 'Société d’Entretien' },
        ],
      },
    ],
  });
  const parsed = nacha.from(out.text).data;

  it('NACHA: credits in service class 220 with credit totals, names in ASCII and traces from the sequence given', () => {
    const [batch] = parsed.batches;
    expect(batch?.serviceClassCode).toBe(220);
    expect(batch?.entryClassCode).toBe('CCD');
    expect(batch?.entries.map((e) => e.receivingCompanyName.trim())).toEqual([
      'SOREN STRAUSS GMBH',
      "SOCIETE D'ENTRETIEN",
    ]);
    expect(batch?.entries.map((e) => String(e.traceNumber))).toEqual([
      '231380100000041',
      '231380100000042',
    ]);
    const credit = credited[0].amountCents + credited[1].amountCents;
    expect(parsed.file.footer).toMatchObject({
      batchCount: 1,
      entryAndAddendaCount: 2,
      totalDebit: 0,
      totalCredit: credit,
    });
    expect(batch?.footer).toMatchObject({ totalDebit: 0, totalCredit: credit });
  });
});
