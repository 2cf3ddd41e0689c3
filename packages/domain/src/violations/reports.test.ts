import { describe, expect, it } from 'vitest';
import {
  ccrTotals,
  consistencySplit,
  consistencyWindow,
  globalAgentIds,
  groupByCommunity,
} from './reports';

describe('violation report totals and groups', () => {
  const line = (
    CommunityAgentId: number,
    CommunityName: string,
    State: 'Open' | 'Resolved' | 'Closed',
    Fines: number,
  ) => ({ CommunityAgentId, CommunityName, State, Fines });

  it('counts by state and sums fines to the cent', () => {
    expect(ccrTotals([])).toEqual({
      Count: 0,
      ByState: { Open: 0, Resolved: 0, Closed: 0 },
      Fines: 0,
    });
    const totals = ccrTotals([
      line(1, 'A', 'Open', 2501),
      line(1, 'A', 'Open', 10_000),
      line(1, 'A', 'Closed', 1),
      line(1, 'A', 'Resolved', 0),
    ]);
    expect(totals).toEqual({
      Count: 4,
      ByState: { Open: 2, Resolved: 1, Closed: 1 },
      Fines: 12_502,
    });
  });

  it('groups by community name with subtotals, keeping the lines’ order', () => {
    const lines = [
      line(7, 'Willow', 'Open', 100),
      line(3, 'Aspen', 'Closed', 2500),
      line(7, 'Willow', 'Resolved', 5),
      line(9, 'Aspen', 'Open', 1),
    ];
    const groups = groupByCommunity(lines);
    expect(groups.map((g) => [g.CommunityAgentId, g.Lines.length, g.Totals.Fines])).toEqual([
      [3, 1, 2500],
      [9, 1, 1],
      [7, 2, 105],
    ]);
    expect(groups[2]?.Lines.map((l) => l.State)).toEqual(['Open', 'Resolved']);
    expect(groups[2]?.Totals.ByState).toEqual({ Open: 1, Resolved: 1, Closed: 0 });
  });
});

describe('GlobalCCR agentIds', () => {
  it('sends the chosen ids, or null when none is chosen or any entry is empty', () => {
    expect(globalAgentIds([3, '5'])).toEqual([3, 5]);
    expect(globalAgentIds([])).toBeNull();
    expect(globalAgentIds([3, ''])).toBeNull();
    expect(globalAgentIds([null, 4])).toBeNull();
    expect(globalAgentIds([undefined])).toBeNull();
    expect(globalAgentIds(['x'])).toBeNull();
  });
});

describe('consistency view', () => {
  it('looks back N days including today', () => {
    expect(consistencyWindow('2026-03-31', 30)).toEqual({ From: '2026-03-02', To: '2026-03-31' });
    expect(consistencyWindow('2026-03-01', 1)).toEqual({ From: '2026-03-01', To: '2026-03-01' });
  });

  it('splits the properties into cited, newest citation first, and not cited', () => {
    const props = [
      { PropertyAgentId: 10, Address: '100 Oak' },
      { PropertyAgentId: 11, Address: '101 Oak' },
      { PropertyAgentId: 12, Address: '102 Oak' },
    ];
    const split = consistencySplit(props, [
      { PropertyAgentId: 12, TopsItemId: 1, ObservedDate: '2026-03-01', State: 'Closed' },
      { PropertyAgentId: 12, TopsItemId: 2, ObservedDate: '2026-03-09', State: 'Open' },
      { PropertyAgentId: 10, TopsItemId: 3, ObservedDate: '2026-03-05', State: 'Resolved' },
      { PropertyAgentId: 99, TopsItemId: 4, ObservedDate: '2026-03-05', State: 'Open' },
    ]);
    expect(split.Cited).toEqual([
      {
        PropertyAgentId: 10,
        Address: '100 Oak',
        Citations: [{ TopsItemId: 3, ObservedDate: '2026-03-05', State: 'Resolved' }],
      },
      {
        PropertyAgentId: 12,
        Address: '102 Oak',
        Citations: [
          { TopsItemId: 2, ObservedDate: '2026-03-09', State: 'Open' },
          { TopsItemId: 1, ObservedDate: '2026-03-01', State: 'Closed' },
        ],
      },
    ]);
    expect(split.NotCited).toEqual([{ PropertyAgentId: 11, Address: '101 Oak' }]);
  });
});
