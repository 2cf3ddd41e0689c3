import { sql, type SQL } from '@hoa/db';

/**
 * A bigint[] parameter from integers (ids, or cents beside them in an `unnest`): `x = any(...)`
 * with it holds for any number of values, none included. The one way to pass a list of ids.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${integerList(ids)}::bigint[]`;
}

/** The array literal of integers: {1,2,3}. */
const integerList = (ids: readonly number[]): string =>
  `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * A bigint[] of a few ids written into the statement rather than passed: for a short set of kinds
 * (agent types) whose values the planner must see in a generic plan. With `= any($1)` it guesses
 * that almost no row passes, and a search planned that way probed the caller's communities once
 * per match instead of hashing them (19-23 ms against 14-15 ms for 6,667 owners).
 */
export function idArrayLiteral(ids: readonly number[]): SQL {
  return sql.raw(`'${integerList(ids)}'::bigint[]`);
}

/**
 * A bigint[] parameter of ids where a NULL stands for none (a column of an `unnest` beside
 * others, such as a cost center of a report or none).
 */
export function optionalIdArray(ids: readonly (number | null)[]): SQL {
  const items = ids.map((id) => (id === null ? 'NULL' : String(Math.trunc(id))));
  return sql`${`{${items.join(',')}}`}::bigint[]`;
}

/** A date[] parameter of days (YYYY-MM-DD, as the schemas check them), NULL for none. */
export function dayArray(days: readonly (string | null)[]): SQL {
  const items = days.map((day) => {
    if (day === null) return 'NULL';
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
    return day;
  });
  return sql`${`{${items.join(',')}}`}::date[]`;
}

/** A text[] of any strings (quotes and commas included), one parameter each. */
export function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}
