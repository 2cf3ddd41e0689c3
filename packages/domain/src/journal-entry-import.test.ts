import { describe, expect, it } from 'vitest';
import { JournalImportMessages, parseJournalEntryImport } from './journal-entry-import';

const heading = 'PostDate,Reference,Description,AccountNumber,Debit,Credit,LineDescription';

describe('journal entry import', () => {
  it('groups rows by post date and reference into entries', () => {
    const { entries, problem } = parseJournalEntryImport(
      [
        heading,
        '03/31/2026,ACC-3,Accrue utilities,5100,1250.00,,March electric',
        '3/31/2026,ACC-3,Accrue utilities,2000,,1250,',
        '2026-04-30,DEP-4,Depreciation,5300,"1,000.10",,',
        '2026-04-30,DEP-4,Depreciation,1550,,1000.10,',
      ].join('\n'),
    );
    expect(problem).toBeNull();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toEqual({
      row: 2,
      postDate: '2026-03-31',
      reference: 'ACC-3',
      description: 'Accrue utilities',
      problems: [],
      lines: [
        {
          row: 2,
          accountNumber: '5100',
          debitCents: 125_000,
          creditCents: null,
          description: 'March electric',
        },
        { row: 3, accountNumber: '2000', debitCents: null, creditCents: 125_000, description: '' },
      ],
    });
    expect(entries[1]?.lines.map((l) => l.debitCents ?? -(l.creditCents ?? 0))).toEqual([
      100_010, -100_010,
    ]);
  });

  it('reports the entry rules and bad amounts per entry', () => {
    const { entries } = parseJournalEntryImport(
      [
        heading,
        '2026-03-31,A,x,5100,100,,',
        '2026-03-31,A,x,2000,,99.99,',
        ',B,y,5100,5,,',
        '2026-03-31,C,z,5100,abc,,',
        '2026-03-31,C,z,,,5,',
      ].join('\n'),
    );
    expect(entries.map((e) => e.problems)).toEqual([
      ['Debits ($100.00) must equal Credits ($99.99).'],
      ['Post Date is required.'],
      ['Row 5: Debit is not a valid amount.', 'You have invalid payments'],
    ]);
  });

  it('needs the heading and at least one row', () => {
    expect(parseJournalEntryImport('a,b\n1,2').problem).toBe(JournalImportMessages.noHeading);
    expect(parseJournalEntryImport(`\uFEFF${heading}\n`).problem).toBe(
      'The file has no journal entry rows.',
    );
    expect(JournalImportMessages.imported(1)).toBe('1 journal entry was imported.');
    expect(parseJournalEntryImport(`${heading}\n"2026-01-01,x`).problem).toBe(
      'A quoted value that starts on line 2 is not closed.',
    );
  });
});
