import { describe, expect, it } from 'vitest';
import {
  applyReportDefinition,
  operatorsFor,
  ReportDefinitionSchema,
  type CustomizableReport,
  type ReportDefinitionInput,
} from './enhanced-reports';
import {
  ComparisonOperatorId as Op,
  LogicalOperatorId as LogicalOperator,
} from './static-data/report-enums';

const report: CustomizableReport = {
  title: 'Owner Balance',
  subtitle: ['As of 06/30/2026'],
  columns: [
    { key: 'owner', title: 'Owner', kind: 'text' },
    { key: 'balance', title: 'Balance', kind: 'money' },
    { key: 'days', title: 'Days', kind: 'number' },
    { key: 'since', title: 'Since', kind: 'date' },
  ],
  rows: [
    { cells: { owner: 'Residents' }, style: 'section' },
    { cells: { owner: 'Ada Lovelace', balance: 12500, days: 30, since: '2026-01-15' } },
    { cells: { owner: 'Alan Turing', balance: 0, days: 0, since: null } },
    { cells: { owner: 'Grace Hopper', balance: -2500, days: 90, since: '2026-03-01' } },
    { cells: { owner: 'Edsger Dijkstra', balance: 10000, days: 60, since: '2025-12-31' } },
    { cells: { owner: 'Total', balance: 20000 }, style: 'total' },
  ],
};

function run(input: ReportDefinitionInput) {
  const result = applyReportDefinition(report, ReportDefinitionSchema.parse(input), 'Mine');
  if (!result.ok) throw new Error(result.error);
  return result.report;
}

/** The owners of the detail rows a filter keeps. */
function owners(column: string, operator: number, value: string | number | null = null) {
  return run({ filters: [{ column, operator: operator as 0, value }] })
    .rows.filter((r) => r.style === undefined)
    .map((r) => r.cells.owner);
}

describe('the 11 comparison operators', () => {
  it('on a text column, without case', () => {
    expect(owners('owner', Op.Contains, 'LACE')).toEqual(['Ada Lovelace']);
    expect(owners('owner', Op.EndsWith, 'ing')).toEqual(['Alan Turing']);
    expect(owners('owner', Op.StartsWith, 'a')).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(owners('owner', Op.Equals, 'grace hopper')).toEqual(['Grace Hopper']);
    expect(owners('owner', Op.NotEquals, 'grace hopper')).toHaveLength(3);
    expect(owners('owner', Op.GreaterThan, 'edsger dijkstra')).toEqual(['Grace Hopper']);
    expect(owners('owner', Op.GreaterThanOrEquals, 'edsger dijkstra')).toEqual([
      'Grace Hopper',
      'Edsger Dijkstra',
    ]);
    expect(owners('owner', Op.LessThan, 'alan turing')).toEqual(['Ada Lovelace']);
    expect(owners('owner', Op.LessThanOrEquals, 'alan turing')).toEqual([
      'Ada Lovelace',
      'Alan Turing',
    ]);
    expect(owners('owner', Op.Set)).toHaveLength(4);
    expect(owners('owner', Op.NotSet)).toEqual([]);
  });

  it('on a money column, in cents', () => {
    expect(owners('balance', Op.Equals, 0)).toEqual(['Alan Turing']);
    expect(owners('balance', Op.NotEquals, 0)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
      'Edsger Dijkstra',
    ]);
    expect(owners('balance', Op.GreaterThan, 10000)).toEqual(['Ada Lovelace']);
    expect(owners('balance', Op.GreaterThanOrEquals, 10000)).toEqual([
      'Ada Lovelace',
      'Edsger Dijkstra',
    ]);
    expect(owners('balance', Op.LessThan, 0)).toEqual(['Grace Hopper']);
    expect(owners('balance', Op.LessThanOrEquals, 0)).toEqual(['Alan Turing', 'Grace Hopper']);
    expect(owners('balance', Op.Set)).toHaveLength(4);
    expect(owners('balance', Op.NotSet)).toEqual([]);
  });

  it('on a number column', () => {
    expect(owners('days', Op.GreaterThan, 30)).toEqual(['Grace Hopper', 'Edsger Dijkstra']);
    expect(owners('days', Op.LessThanOrEquals, 30)).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(owners('days', Op.Equals, 60)).toEqual(['Edsger Dijkstra']);
  });

  it('on a date column, an empty cell matching only Not Set and Not Equals', () => {
    expect(owners('since', Op.GreaterThan, '2026-01-15')).toEqual(['Grace Hopper']);
    expect(owners('since', Op.GreaterThanOrEquals, '2026-01-15')).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
    expect(owners('since', Op.LessThan, '2026-01-01')).toEqual(['Edsger Dijkstra']);
    expect(owners('since', Op.LessThanOrEquals, '2026-01-15')).toEqual([
      'Ada Lovelace',
      'Edsger Dijkstra',
    ]);
    expect(owners('since', Op.Equals, '2026-03-01')).toEqual(['Grace Hopper']);
    expect(owners('since', Op.NotEquals, '2026-03-01')).toEqual([
      'Ada Lovelace',
      'Alan Turing',
      'Edsger Dijkstra',
    ]);
    expect(owners('since', Op.StartsWith, '2026-')).toEqual(['Ada Lovelace', 'Grace Hopper']);
    expect(owners('since', Op.Contains, '-03-')).toEqual(['Grace Hopper']);
    expect(owners('since', Op.EndsWith, '-31')).toEqual(['Edsger Dijkstra']);
    expect(owners('since', Op.NotSet)).toEqual(['Alan Turing']);
    expect(owners('since', Op.Set)).toHaveLength(3);
  });

  it('offers the text operators only on text and date columns', () => {
    expect(operatorsFor('money').map((o) => o.ComparisonOperatorName)).not.toContain('Contains');
    expect(operatorsFor('date')).toHaveLength(11);
  });
});

describe('combining filters', () => {
  it('And keeps rows passing both, Or rows passing either', () => {
    const both = run({
      filters: [
        { column: 'balance', operator: Op.GreaterThan, value: 0 },
        { column: 'days', operator: Op.GreaterThan, value: 30 },
      ],
    });
    expect(both.rows.filter((r) => !r.style).map((r) => r.cells.owner)).toEqual([
      'Edsger Dijkstra',
    ]);
    const either = run({
      filters: [
        { column: 'balance', operator: Op.LessThan, value: 0 },
        {
          column: 'owner',
          operator: Op.StartsWith,
          value: 'ada',
          logicalOperator: LogicalOperator.Or,
        },
      ],
    });
    expect(either.rows.filter((r) => !r.style).map((r) => r.cells.owner)).toEqual([
      'Ada Lovelace',
      'Grace Hopper',
    ]);
  });

  it('binds And before Or', () => {
    // Balance < 0 Or (Days = 0 And Owner starts with 'x'): only Grace Hopper.
    const kept = run({
      filters: [
        { column: 'balance', operator: Op.LessThan, value: 0 },
        { column: 'days', operator: Op.Equals, value: 0, logicalOperator: LogicalOperator.Or },
        { column: 'owner', operator: Op.StartsWith, value: 'x' },
      ],
    });
    expect(kept.rows.filter((r) => !r.style).map((r) => r.cells.owner)).toEqual(['Grace Hopper']);
  });
});

describe('columns, sort, grouping and totals', () => {
  it('shows the chosen columns, sorts, names the report and its filters, totals money', () => {
    const out = run({
      columns: ['owner', 'balance'],
      filters: [{ column: 'balance', operator: Op.NotEquals, value: 0 }],
      sort: [{ column: 'balance', descending: true }],
    });
    expect(out.title).toBe('Mine');
    expect(out.subtitle).toEqual(['Owner Balance', 'As of 06/30/2026', 'Balance Not Equals $0.00']);
    expect(out.columns.map((c) => c.key)).toEqual(['owner', 'balance']);
    expect(out.rows.map((r) => [r.cells.owner, r.cells.balance])).toEqual([
      ['Ada Lovelace', 12500],
      ['Edsger Dijkstra', 10000],
      ['Grace Hopper', -2500],
      ['Total', 20000],
    ]);
  });

  it('sorts text without case and empty cells last', () => {
    const out = run({ sort: [{ column: 'since' }, { column: 'owner' }] });
    expect(out.rows.filter((r) => !r.style).map((r) => r.cells.owner)).toEqual([
      'Edsger Dijkstra',
      'Ada Lovelace',
      'Grace Hopper',
      'Alan Turing',
    ]);
  });

  it('groups rows under a heading with a subtotal each', () => {
    const out = run({ columns: ['owner', 'balance'], groupBy: 'days', sort: [{ column: 'days' }] });
    expect(out.rows.map((r) => [r.style ?? '', r.cells.owner, r.cells.balance ?? null])).toEqual([
      ['section', 'Days: 0', null],
      ['', 'Alan Turing', 0],
      ['subtotal', 'Total 0', 0],
      ['section', 'Days: 30', null],
      ['', 'Ada Lovelace', 12500],
      ['subtotal', 'Total 30', 12500],
      ['section', 'Days: 60', null],
      ['', 'Edsger Dijkstra', 10000],
      ['subtotal', 'Total 60', 10000],
      ['section', 'Days: 90', null],
      ['', 'Grace Hopper', -2500],
      ['subtotal', 'Total 90', -2500],
      ['total', 'Total', 20000],
    ]);
  });
});

describe('bad definitions', () => {
  it('refuses an operator that needs a value and has none', () => {
    const parsed = ReportDefinitionSchema.safeParse({
      filters: [{ column: 'balance', operator: Op.GreaterThan }],
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe(
      'The filter on balance (Greater Than) needs a value.',
    );
    expect(
      ReportDefinitionSchema.safeParse({ filters: [{ column: 'since', operator: Op.NotSet }] })
        .success,
    ).toBe(true);
  });

  it('refuses an unknown operator, column, a text operator on money and a wrong value', () => {
    expect(
      ReportDefinitionSchema.safeParse({ filters: [{ column: 'x', operator: 11, value: 1 }] })
        .success,
    ).toBe(false);
    const apply = (input: ReportDefinitionInput) =>
      applyReportDefinition(report, ReportDefinitionSchema.parse(input), 'Mine');
    expect(apply({ columns: ['nope'] })).toEqual({
      ok: false,
      error: 'The column “nope” is not in the report Owner Balance.',
    });
    expect(apply({ filters: [{ column: 'balance', operator: Op.Contains, value: 1 }] })).toEqual({
      ok: false,
      error: 'Contains applies to text and date columns; Balance is not one.',
    });
    expect(apply({ filters: [{ column: 'balance', operator: Op.Equals, value: '12' }] })).toEqual({
      ok: false,
      error: 'The filter on Balance needs an amount in whole cents.',
    });
    expect(apply({ filters: [{ column: 'since', operator: Op.Equals, value: 'May 1' }] })).toEqual({
      ok: false,
      error: 'The filter on Since needs a date (YYYY-MM-DD).',
    });
  });
});
