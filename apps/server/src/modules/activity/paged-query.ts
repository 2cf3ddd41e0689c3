import { queryRows, sql, type SQL, type Tx } from '@hoa/db';

export interface PageOf<T> {
  total: number;
  rows: T[];
}

export interface PagedQuery {
  /** A select of the matching rows with their sort columns; counted in full. */
  matched: SQL;
  /** The sort, in unqualified column names present in `matched` and in `page`. */
  order: SQL;
  /** A select over `p` (one page of `matched`) adding what a row shows. */
  page: SQL;
  skip: number;
  take: number;
}

/**
 * One round trip for a paged list: the full count and one page, the page as JSON rows so ids,
 * days ('YYYY-MM-DD') and instants (ISO 8601) read the same on PGlite and PostgreSQL. Only the
 * page's rows pay for the `page` select's joins.
 */
export async function queryPage<T>(tx: Tx, query: PagedQuery): Promise<PageOf<T>> {
  const [row] = await queryRows<{ total: number; rows: T[] }>(
    tx,
    sql`with m as (${query.matched}),
          p as (select * from m order by ${query.order} offset ${query.skip} limit ${query.take})
        select (select count(*)::int from m) as total,
          coalesce((select json_agg(r order by ${query.order}) from (${query.page}) r), '[]'::json)
            as rows`,
  );
  return { total: row?.total ?? 0, rows: row?.rows ?? [] };
}
