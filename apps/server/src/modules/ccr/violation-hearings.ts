import { queryRows, sql } from '@hoa/db';
import type { ViolationHearing } from '@hoa/contract';
import type { IsoDate } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';

/**
 * The day of the violation's latest hearing, null if none was held: what the fine guard of a
 * level that requires a hearing reads (it must fall on or after the notice's delivery).
 */
export async function hearingHeldOn(ctx: RequestContext, itemId: number): Promise<IsoDate | null> {
  const [row] = await queryRows<{ day: string | null }>(
    ctx.tx,
    sql`select max(held_on)::text as day from violation_hearings where item_id = ${itemId}`,
  );
  return row?.day ?? null;
}

/** The hearings held on a violation, latest first. */
export async function readHearings(
  ctx: RequestContext,
  itemId: number,
): Promise<ViolationHearing[]> {
  const rows = await queryRows<{
    id: string | number;
    held_on: string;
    outcome: string;
    attendees: string | null;
    recorded_by: string | null;
    recorded_at: string;
  }>(
    ctx.tx,
    sql`select h.id, h.held_on::text as held_on, h.outcome, h.attendees,
               u.display_name as recorded_by, to_json(h.created_at) #>> '{}' as recorded_at
          from violation_hearings h left join users u on u.id = h.created_by_user_id
         where h.item_id = ${itemId}
         order by h.held_on desc, h.id desc`,
  );
  return rows.map((row) => ({
    ViolationHearingId: Number(row.id),
    HeldOn: row.held_on,
    Outcome: row.outcome,
    Attendees: row.attendees,
    RecordedByName: row.recorded_by,
    RecordedAt: new Date(row.recorded_at).toISOString(),
  }));
}
