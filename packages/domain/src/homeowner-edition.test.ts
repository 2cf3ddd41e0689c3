import { describe, expect, it } from 'vitest';
import { homeownerEdition, ownerTextScrubber } from './homeowner-edition';

const scrub = ownerTextScrubber({
  names: ['Pat Smith', 'Smith Pat', 'Lee Wong'],
  details: ['A-001', '100 Oak Street', 'pat@example.com', '5551234567', '555 123 4567', '7'],
});

describe('ownerTextScrubber', () => {
  it('replaces names with Owner and the rest of what identifies an owner', () => {
    expect(scrub('Payment from Pat Smith (A-001)')).toBe('Payment from Owner ((withheld))');
    expect(scrub('Smith, Pat – 100 Oak Street, Springfield')).toBe(
      'Owner – (withheld), Springfield',
    );
    expect(scrub('Mail pat@example.com or call (555) 123-4567')).toBe(
      'Mail (withheld) or call ((withheld)',
    );
    expect(scrub('a 001 and A 001')).toBe('(withheld) and (withheld)');
  });
  it('leaves words that only contain an identifier, and short ones, as they are', () => {
    expect(scrub('Pat Smithson at 1100 Oak Streetway')).toBe('Pat Smithson at 1100 Oak Streetway');
    expect(scrub('Check 7 of 77')).toBe('Check 7 of 77');
    expect(scrub('Operating Cash')).toBe('Operating Cash');
  });
});

describe('homeownerEdition', () => {
  it('replaces owner columns whole, scrubs every other text, and keeps amounts and totals', () => {
    const report = {
      title: 'Owner Activity – Pat Smith',
      subtitle: ['Company', 'Oak Ridge'],
      columns: [
        { key: 'account', title: 'Account', kind: 'text' },
        { key: 'owner', title: 'Owner', kind: 'text' },
        { key: 'payer', title: 'Owner / payer', kind: 'text' },
        { key: 'property', title: 'Property', kind: 'text' },
        { key: 'owners', title: 'Owners', kind: 'number' },
        { key: 'total', title: 'Total', kind: 'money' },
      ],
      rows: [
        {
          cells: {
            account: 'A-001',
            owner: 'Pat Smith',
            payer: 'Unknown Payer',
            property: '100 Oak Street',
            owners: 1,
            total: 500,
          },
        },
        {
          cells: { account: '', owner: 'Total', payer: null, property: '', owners: 1, total: 500 },
        },
      ].map((r, i) => (i === 1 ? { ...r, style: 'total' as const } : r)),
      footnotes: ['Lee Wong disputes the fine.'],
    };
    const edition = homeownerEdition(report, scrub);
    expect(edition.title).toBe('Owner Activity – Owner');
    expect(edition.subtitle).toEqual(['Company', 'Oak Ridge']);
    expect(edition.rows.map((r) => r.cells)).toEqual([
      {
        account: '(withheld)',
        owner: 'Owner',
        payer: 'Owner',
        property: '(withheld)',
        owners: 1,
        total: 500,
      },
      { account: '', owner: 'Total', payer: null, property: '', owners: 1, total: 500 },
    ]);
    expect(edition.footnotes).toEqual(['Owner disputes the fine.']);
    expect(report.rows[0]?.cells.owner).toBe('Pat Smith');
  });
});
