import { sql, type SQL } from '@hoa/db';

/**
 * A bigint[] parameter from integers (ids, or cents beside them in an `unnest`): `x = any(...)`
 * with it holds for any number of values, none included. The one way to pass a list of ids.
 */
export function idArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::bigint[]`;
}
