import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';

type GetAlerts = typeof contract.alerts.GetAlerts;

/** A page of the caller's alerts that are not dismissed, newest first (10 by default). */
export async function getAlerts(
  ctx: RequestContext,
  input: InputOf<GetAlerts>,
): Promise<ResponseOf<GetAlerts>> {
  const rows = await queryRows<{
    id: string | number;
    title: string;
    message: string | null;
    link: string | null;
    created_at: string;
  }>(
    ctx.tx,
    sql`select id, title, message, link, to_json(created_at) #>> '{}' as created_at
        from alerts
        where user_id = ${ctx.user.userId} and dismissed_at is null
        order by id desc
        offset ${input.query.skip} limit ${input.query.take}`,
  );
  return rows.map((row) => ({
    AlertId: Number(row.id),
    Title: row.title,
    Message: row.message,
    Link: row.link,
    DateCreated: row.created_at,
  }));
}
