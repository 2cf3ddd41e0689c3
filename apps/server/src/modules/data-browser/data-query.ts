import { queryRows, sql, type SQL } from '@hoa/db';
import {
  comparedValue,
  ComparisonOperatorId as Op,
  LogicalOperatorId,
  type DataSchemaName,
  type ReportFilter,
} from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities, pageQuery, pageRows } from '../../sql/index';
import { DataSources, type DataColumnDef, type DataSourceDef } from './data-sources';

export type Cell = string | number | null;

/** The sources of a schema (All: every schema's) of one kind, in the list's order. */
export function sourcesOf(schema: DataSchemaName, kind: DataSourceDef['kind']) {
  return DataSources.filter(
    (s) => s.kind === kind && (schema === 'All' || s.schema === schema),
  ).map((s) => ({
    SchemaName: s.schema,
    Name: s.name,
    Title: s.title,
    Kind: s.kind,
    Description: s.description,
    Columns: columnsOf(s),
  }));
}

/** A source's columns as the contract gives them. */
export const columnsOf = (source: DataSourceDef) =>
  source.columns.map(({ key, title, kind }) => ({ key, title, kind }));

/** The source of that name in the schema (All: in any), else DataSourceUnknown. */
export function findSource(schema: DataSchemaName, name: string): DataSourceDef {
  const found = DataSources.find(
    (s) => s.name === name && (schema === 'All' || s.schema === schema),
  );
  if (!found) throw appError('DataSourceUnknown', schema, name);
  return found;
}

export interface DataRequest {
  filters: readonly ReportFilter[];
  sortColumn?: string | undefined;
  sortDescending: boolean;
  skip: number;
  take: number;
}

/**
 * A page of a source's rows that pass the filters, sorted, with the total: one statement in the
 * caller's transaction (row-level security), rows of a community only of the caller's.
 */
export async function dataPage(
  ctx: RequestContext,
  source: DataSourceDef,
  request: DataRequest,
): Promise<{ Rows: Record<string, Cell>[]; TotalCount: number }> {
  const column = (key: string) => {
    const found = source.columns.find((c) => c.key === key);
    if (!found) throw appError('DataColumnUnknown', key, source.title);
    return found;
  };
  const sort = request.sortColumn === undefined ? source.sort.column : request.sortColumn;
  const descending =
    request.sortColumn === undefined ? source.sort.descending : request.sortDescending;
  const conditions = [
    ...(source.where ? [sql.raw(`(${source.where})`)] : []),
    ...(source.community === null ? [] : [communityScope(ctx, source.community)]),
    ...(request.filters.length ? [filtersSql(request.filters, column)] : []),
  ];
  const order = sql.raw(
    `(${column(sort).sql}) ${descending ? 'desc' : 'asc'} nulls last, ${source.key}`,
  );
  const cells = sql.raw(source.columns.map((c) => `(${c.sql}) as "${c.key}"`).join(', '));
  const rows = await queryRows<Record<string, Cell> & { total_count: number; ord: number | null }>(
    ctx.tx,
    pageQuery({
      filtered: sql`select ${cells}, row_number() over (order by ${order}) as ord
                      ${sql.raw(source.from)}
                     ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}`,
      skip: request.skip,
      take: request.take,
    }),
  );
  return {
    TotalCount: rows[0]?.total_count ?? 0,
    Rows: pageRows(rows).map((row) =>
      Object.fromEntries(source.columns.map((c) => [c.key, row[c.key] ?? null])),
    ),
  };
}

/** A row of a community is the caller's community's; a row of none (a vendor, a bank) is shown. */
function communityScope(ctx: RequestContext, community: string): SQL {
  const expression = sql.raw(community);
  return sql`(${expression} is null or ${inUserCommunities(ctx, expression, { live: true })})`;
}

/** And binds before Or, as saved reports filter: runs of And-joined filters, joined by Or. */
function filtersSql(filters: readonly ReportFilter[], column: (key: string) => DataColumnDef): SQL {
  const runs: SQL[][] = [];
  for (const [i, filter] of filters.entries()) {
    const test = filterSql(filter, column(filter.column));
    const last = runs.at(-1);
    if (i === 0 || filter.logicalOperator === LogicalOperatorId.Or || !last) runs.push([test]);
    else last.push(test);
  }
  return sql`(${sql.join(
    runs.map((run) => sql`(${sql.join(run, sql` and `)})`),
    sql` or `,
  )})`;
}

/**
 * One filter as SQL, with its value a parameter: text and dates compared without case (dates are
 * 'YYYY-MM-DD' text), numbers and cents as numbers; Not Set and Set test for null or empty, and
 * Not Equals takes the empty cells too (as saved reports do).
 */
function filterSql(filter: ReportFilter, column: DataColumnDef): SQL {
  const cell = sql.raw(`(${column.sql})`);
  if (filter.operator === Op.NotSet) return sql`(${cell} is null or ${cell}::text = '')`;
  if (filter.operator === Op.Set) return sql`(${cell} is not null and ${cell}::text <> '')`;
  const wanted = comparedValue(filter, column);
  if (typeof wanted === 'object') throw appError('DataFilterInvalid', wanted.error);
  const textual = typeof wanted === 'string';
  const left = textual ? sql`lower(${cell}::text)` : cell;
  const value = textual ? sql`${wanted}::text` : sql`${wanted}::numeric`;
  switch (filter.operator) {
    case Op.Contains:
      return sql`strpos(${left}, ${value}) > 0`;
    case Op.StartsWith:
      return sql`left(${left}, length(${value})) = ${value}`;
    case Op.EndsWith:
      return sql`right(${left}, length(${value})) = ${value}`;
    case Op.NotEquals:
      return sql`(${cell} is null or ${left} <> ${value})`;
    case Op.GreaterThan:
      return sql`${left} > ${value}`;
    case Op.GreaterThanOrEquals:
      return sql`${left} >= ${value}`;
    case Op.LessThan:
      return sql`${left} < ${value}`;
    case Op.LessThanOrEquals:
      return sql`${left} <= ${value}`;
    default:
      return sql`${left} = ${value}`;
  }
}
