import { z } from 'zod';
import { formatCents } from './money';
import {
  ComparisonOperatorId,
  ComparisonOperators,
  LogicalOperatorId,
  type ComparisonOperator,
} from './static-data/report-enums';

// Saved (enhanced) reports (spec 3 §3 entity "Enhanced report", §4 "Save report", §9 comparison
// and logical operators): a definition of chosen columns, filters, sort and grouping kept as JSON
// and applied to the rows of one of the catalogue's reports.

type OperatorId = (typeof ComparisonOperatorId)[keyof typeof ComparisonOperatorId];
const Op = ComparisonOperatorId;

/** Not Set and Set test the cell alone; every other operator compares it with a value. */
export function operatorNeedsValue(operator: OperatorId): boolean {
  return operator !== Op.NotSet && operator !== Op.Set;
}

/** The text operators: they read a cell's text, so they apply to text and date columns only. */
const textOperators: readonly number[] = [Op.Contains, Op.EndsWith, Op.StartsWith];

export type ReportColumnKind = 'text' | 'money' | 'number' | 'date' | 'percent';

/** The operators a column of this kind offers (Contains, Ends With and Starts With read text). */
export function operatorsFor(kind: ReportColumnKind): ComparisonOperator[] {
  const textual = kind === 'text' || kind === 'date';
  return ComparisonOperators.filter(
    (op) => textual || !textOperators.includes(op.ComparisonOperatorId),
  );
}

export const operatorName = (id: number): string =>
  ComparisonOperators.find((op) => op.ComparisonOperatorId === id)?.ComparisonOperatorName ??
  String(id);

export const EnhancedReportMessages = {
  valueRequired: (column: string, operator: string) =>
    `The filter on ${column} (${operator}) needs a value.`,
  unknownColumn: (column: string, report: string) =>
    `The column “${column}” is not in the report ${report}.`,
  textOperatorOnly: (operator: string, column: string) =>
    `${operator} applies to text and date columns; ${column} is not one.`,
  wrongValue: (column: string, kind: ReportColumnKind) =>
    `The filter on ${column} needs ${valueKinds[kind]}.`,
  // Spec 3 §8, the web's texts.
  saveFailed: 'Report failed to save.',
  unableToSave: 'Sorry, your report was unable to be saved.',
  loadFailed: 'Error in loading your custom report',
  defaultLoadFailed: (report: string) => `Error in loading default report for ${report}`,
} as const;

const valueKinds: Record<ReportColumnKind, string> = {
  text: 'a text',
  money: 'an amount in whole cents',
  number: 'a number',
  percent: 'a number',
  date: 'a date (YYYY-MM-DD)',
};

const columnKey = z.string().trim().min(1).max(100);
const operatorId = z.literal(Object.values(ComparisonOperatorId));

export const ReportFilterSchema = z
  .strictObject({
    column: columnKey,
    operator: operatorId,
    /** Text or a date 'YYYY-MM-DD' for text and date columns, whole cents for money, a number. */
    value: z
      .union([z.string().max(200), z.number().finite()])
      .nullable()
      .default(null),
    /** How this filter joins the ones before it (ignored on the first); And binds before Or. */
    logicalOperator: z.literal([0, 1]).default(0),
  })
  .superRefine((filter, issues) => {
    if (operatorNeedsValue(filter.operator) && (filter.value === null || filter.value === '')) {
      issues.addIssue({
        code: 'custom',
        path: ['value'],
        message: EnhancedReportMessages.valueRequired(filter.column, operatorName(filter.operator)),
      });
    }
  });
export type ReportFilter = z.output<typeof ReportFilterSchema>;

export const ReportDefinitionSchema = z.strictObject({
  /** The report's column keys to show, in order; empty shows all of them. */
  columns: z.array(columnKey).max(50).default([]),
  filters: z.array(ReportFilterSchema).max(20).default([]),
  /** Sorted by the first key, then the next. */
  sort: z
    .array(z.strictObject({ column: columnKey, descending: z.boolean().default(false) }))
    .max(5)
    .default([]),
  /** Rows grouped by this column's value, each group with its subtotals. */
  groupBy: columnKey.nullable().default(null),
});
export type ReportDefinition = z.output<typeof ReportDefinitionSchema>;
export type ReportDefinitionInput = z.input<typeof ReportDefinitionSchema>;

/** A report's rows as the catalogue builds them (the contract's ReportData, structurally). */
type Cell = string | number | null;
export interface CustomizableRow {
  cells: Record<string, Cell>;
  style?: 'section' | 'subtotal' | 'total' | undefined;
  indent?: number | undefined;
  accountId?: number | undefined;
  itemId?: number | undefined;
}
export interface CustomizableReport {
  title: string;
  subtitle: string[];
  columns: { key: string; title: string; kind: ReportColumnKind; width?: number | undefined }[];
  rows: CustomizableRow[];
}

type Column = CustomizableReport['columns'][number];

export type DefinitionResult<R> = { ok: true; report: R } | { ok: false; error: string };

/**
 * Applies a saved definition to a report's rows: the detail rows (those without a section,
 * subtotal or total style) that pass the filters, sorted, grouped under a heading each with its
 * money subtotals, then a total row of the money columns; only the chosen columns. A filter on a
 * column the report lacks, a text operator on a number, or a value of the wrong kind is refused.
 */
export function applyReportDefinition<R extends CustomizableReport>(
  report: R,
  definition: ReportDefinition,
  name: string,
): DefinitionResult<R> {
  const byKey = new Map(report.columns.map((c) => [c.key, c]));
  const find = (key: string) => byKey.get(key);
  const used = [
    ...definition.columns,
    ...definition.filters.map((f) => f.column),
    ...definition.sort.map((s) => s.column),
    ...(definition.groupBy === null ? [] : [definition.groupBy]),
  ];
  const missing = used.find((key) => !byKey.has(key));
  if (missing !== undefined) {
    return { ok: false, error: EnhancedReportMessages.unknownColumn(missing, report.title) };
  }
  const tests: ((row: CustomizableRow) => boolean)[] = [];
  for (const filter of definition.filters) {
    const test = filterTest(filter, find(filter.column) as Column);
    if (typeof test === 'string') return { ok: false, error: test };
    tests.push(test);
  }
  const columns =
    definition.columns.length === 0
      ? report.columns
      : definition.columns.map((key) => find(key) as Column);
  const detail = report.rows.filter(
    (row) => row.style === undefined && matches(row, definition.filters, tests),
  );
  const sorted = sortRows(detail, definition.sort, find);
  const group = definition.groupBy === null ? null : (find(definition.groupBy) as Column);
  const rows = group === null ? sorted : groupRows(sorted, group, columns);
  const total = totalRow(sorted, columns, 'Total');
  const description = describeFilters(definition.filters, find);
  return {
    ok: true,
    report: {
      ...report,
      title: name,
      subtitle: [report.title, ...report.subtitle, ...(description ? [description] : [])],
      columns,
      rows: total ? [...rows, total] : rows,
    },
  };
}

/** And binds before Or: the rows pass when any run of And-joined filters all pass. */
function matches(
  row: CustomizableRow,
  filters: readonly ReportFilter[],
  tests: readonly ((row: CustomizableRow) => boolean)[],
): boolean {
  if (filters.length === 0) return true;
  let run = true;
  for (const [i, filter] of filters.entries()) {
    if (i > 0 && filter.logicalOperator === LogicalOperatorId.Or) {
      if (run) return true;
      run = true;
    }
    run = run && tests[i](row);
  }
  return run;
}

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/** The test of one filter on its column, or why the filter cannot apply to it. */
function filterTest(
  filter: ReportFilter,
  column: Column,
): ((row: CustomizableRow) => boolean) | string {
  const op = filter.operator;
  const key = column.key;
  const isSet = (row: CustomizableRow) => {
    const cell = row.cells[key];
    return cell !== null && cell !== undefined && cell !== '';
  };
  if (op === Op.NotSet) return (row) => !isSet(row);
  if (op === Op.Set) return isSet;
  const wanted = comparedValue(filter, column);
  if (typeof wanted === 'object') return wanted.error;
  const textual = column.kind === 'text' || column.kind === 'date';
  return (row) => {
    const cell = row.cells[key];
    if (cell === null || cell === undefined || cell === '') return op === Op.NotEquals;
    return compareCell(op, textual ? String(cell).toLowerCase() : Number(cell), wanted);
  };
}

/**
 * The value a filter compares its column's cells with (an operator other than Not Set and Set):
 * lower-case text for text columns and the text operators, a date 'YYYY-MM-DD', or a number; or
 * why the filter cannot be applied (no value, a text operator on a number, a value of the wrong
 * kind). Saved reports filter rows with it, the data browser its SQL.
 */
export function comparedValue(
  filter: ReportFilter,
  column: { title: string; kind: ReportColumnKind },
): string | number | { error: string } {
  const op = filter.operator;
  const value = filter.value;
  if (value === null || value === '') {
    return { error: EnhancedReportMessages.valueRequired(column.title, operatorName(op)) };
  }
  const textual = column.kind === 'text' || column.kind === 'date';
  if (textOperators.includes(op) && !textual) {
    return { error: EnhancedReportMessages.textOperatorOnly(operatorName(op), column.title) };
  }
  const wanted = filterValue(value, column, textOperators.includes(op));
  return wanted ?? { error: EnhancedReportMessages.wrongValue(column.title, column.kind) };
}

/** The filter's value as its column compares it: lower-case text, a date, or a number. */
function filterValue(
  value: string | number,
  column: { kind: ReportColumnKind },
  textOperator: boolean,
): string | number | null {
  if (column.kind === 'text' || textOperator) return String(value).toLowerCase();
  if (column.kind === 'date')
    return typeof value === 'string' && isoDate.test(value) ? value : null;
  if (typeof value !== 'number') return null;
  if (column.kind === 'money' && !Number.isInteger(value)) return null;
  return value;
}

function compareCell(op: OperatorId, cell: string | number, wanted: string | number): boolean {
  const order = cell < wanted ? -1 : cell > wanted ? 1 : 0;
  switch (op) {
    case Op.Contains:
      return String(cell).includes(String(wanted));
    case Op.StartsWith:
      return String(cell).startsWith(String(wanted));
    case Op.EndsWith:
      return String(cell).endsWith(String(wanted));
    case Op.Equals:
      return order === 0;
    case Op.NotEquals:
      return order !== 0;
    case Op.GreaterThan:
      return order > 0;
    case Op.GreaterThanOrEquals:
      return order >= 0;
    case Op.LessThan:
      return order < 0;
    case Op.LessThanOrEquals:
      return order <= 0;
    default:
      return false;
  }
}

/** Empty cells last whichever the direction; text compared without case. */
function sortRows(
  rows: CustomizableRow[],
  sort: ReportDefinition['sort'],
  find: (key: string) => Column | undefined,
): CustomizableRow[] {
  if (sort.length === 0) return rows;
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => {
      for (const s of sort) {
        const text = find(s.column)?.kind === 'text';
        const x = a.row.cells[s.column];
        const y = b.row.cells[s.column];
        const xEmpty = x === null || x === undefined || x === '';
        const yEmpty = y === null || y === undefined || y === '';
        if (xEmpty || yEmpty) {
          if (xEmpty !== yEmpty) return xEmpty ? 1 : -1;
          continue;
        }
        const order = text
          ? String(x).localeCompare(String(y), 'en', { sensitivity: 'base' })
          : x < y
            ? -1
            : x > y
              ? 1
              : 0;
        if (order !== 0) return s.descending ? -order : order;
      }
      return a.index - b.index;
    })
    .map((entry) => entry.row);
}

/** The groups in the order their first rows come: a heading, the rows, the group's subtotal. */
function groupRows(rows: CustomizableRow[], group: Column, columns: Column[]): CustomizableRow[] {
  const groups = new Map<string, CustomizableRow[]>();
  for (const row of rows) {
    const label = cellLabel(row.cells[group.key] ?? null, group);
    groups.set(label, [...(groups.get(label) ?? []), row]);
  }
  const labelKey = columns.find((c) => c.kind === 'text')?.key ?? columns[0]?.key;
  return [...groups].flatMap(([label, members]) => {
    const heading: CustomizableRow = {
      cells: labelKey === undefined ? {} : { [labelKey]: `${group.title}: ${label}` },
      style: 'section',
    };
    const subtotal = totalRow(members, columns, `Total ${label}`, 'subtotal');
    return [
      heading,
      ...members.map((row) => ({ ...row, indent: 1 })),
      ...(subtotal ? [subtotal] : []),
    ];
  });
}

/** The sums of the money columns, labelled in the first text column; none without money. */
function totalRow(
  rows: CustomizableRow[],
  columns: Column[],
  label: string,
  style: 'subtotal' | 'total' = 'total',
): CustomizableRow | null {
  const money = columns.filter((c) => c.kind === 'money');
  if (money.length === 0) return null;
  const cells: Record<string, Cell> = {};
  const labelKey = columns.find((c) => c.kind === 'text')?.key;
  if (labelKey !== undefined) cells[labelKey] = label;
  for (const column of money) {
    cells[column.key] = rows.reduce((sum, row) => sum + (Number(row.cells[column.key]) || 0), 0);
  }
  return { cells, style };
}

function cellLabel(cell: Cell, column: Column): string {
  if (cell === null || cell === '') return '(none)';
  return column.kind === 'money' && typeof cell === 'number' ? formatCents(cell) : String(cell);
}

/** 'Balance Greater Than $100.00 And State Equals open', for the report's subtitle. */
function describeFilters(
  filters: readonly ReportFilter[],
  find: (key: string) => Column | undefined,
): string {
  return filters
    .map((filter, i) => {
      const column = find(filter.column) as Column;
      const joint =
        i === 0 ? '' : `${filter.logicalOperator === LogicalOperatorId.Or ? 'Or' : 'And'} `;
      const value = operatorNeedsValue(filter.operator)
        ? ` ${cellLabel(filter.value, column)}`
        : '';
      return `${joint}${column.title} ${operatorName(filter.operator)}${value}`;
    })
    .join(' ');
}
