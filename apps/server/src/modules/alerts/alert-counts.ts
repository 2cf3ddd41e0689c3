import { queryRows, sql } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

/** How many of the caller's alerts are not dismissed. */
export async function getTotalCount(ctx: RequestContext): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from alerts
        where user_id = ${ctx.user.userId} and dismissed_at is null`,
  );
  return row?.total ?? 0;
}

/** The caller's newest alert id, dismissed or not; the web compares it to notice new alerts. */
export async function getLastAlertIdByUser(ctx: RequestContext): Promise<number | null> {
  const [row] = await queryRows<{ last: string | number | null }>(
    ctx.tx,
    sql`select max(id) as last from alerts where user_id = ${ctx.user.userId}`,
  );
  return row?.last === null || row?.last === undefined ? null : Number(row.last);
}
