import { describe, it, expect } from 'vitest';
import { areaLabel, groupByArea, setAll, setLevel, toGrantList, toGrantMap } from './claim-grants';

const grant = (Claim: string, CanRead: boolean) => ({
  Claim,
  CanCreate: false,
  CanRead,
  CanUpdate: false,
  CanDelete: false,
});

describe('claim grants', () => {
  it('saves only claims that grant a level, sorted by claim', () => {
    const map = toGrantMap([grant('owner', true), grant('bank', false)]);
    const next = setLevel(map, 'apinvoice', 'CanUpdate', true);
    expect(toGrantList(next)).toEqual([
      { Claim: 'apinvoice', CanCreate: false, CanRead: false, CanUpdate: true, CanDelete: false },
      grant('owner', true),
    ]);
  });

  it('grants and clears every level of the listed claims', () => {
    const all = setAll({}, ['owner', 'bank'], true);
    expect(toGrantList(all)).toHaveLength(2);
    expect(toGrantList(setAll(all, ['owner', 'bank'], false))).toEqual([]);
  });

  it('groups claims by area in server order', () => {
    const groups = groupByArea([
      { Claim: 'a', Description: '', Area: 'Payables' },
      { Claim: 'b', Description: '', Area: 'GeneralLedger' },
      { Claim: 'c', Description: '', Area: 'Payables' },
    ]);
    expect(groups.map((group) => [group.area, group.claims.map((row) => row.Claim)])).toEqual([
      ['Payables', ['a', 'c']],
      ['GeneralLedger', ['b']],
    ]);
    expect(areaLabel('GeneralLedger')).toBe('General Ledger');
  });
});
