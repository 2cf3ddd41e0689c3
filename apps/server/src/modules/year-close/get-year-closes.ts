import { queryRows, sql } from '@hoa/db';
import type { contract, FiscalYearClose, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetYearCloses = typeof contract.yearClose.GetYearCloses;

/** The community's fiscal years, each with its closes and undos, newest close first. */
export async function getYearCloses(
  ctx: RequestContext,
  input: InputOf<GetYearCloses>,
): Promise<ResponseOf<GetYearCloses>> {
  requireClaim(ctx, 'gljournalentries', 'read');
  const { communityAgentId } = input.query;
  await requireCommunity(ctx, communityAgentId);
  const [row] = await queryRows<{ years: FiscalYearClose[] }>(
    ctx.tx,
    sql`select coalesce(json_agg(json_build_object(
          'TopsFiscalYearId', fy.id, 'Sequence', fy.sequence,
          'StartDate', fy.start_date::text, 'EndDate', fy.end_date::text, 'IsClosed', fy.is_closed,
          'Closes', coalesce((
            select json_agg(json_build_object(
                'YearCloseId', yc.id, 'ClosingItemId', yc.closing_item_id,
                'ClosedAt', yc.closed_at, 'ClosedBy', cu.display_name,
                'UndoItemId', yc.undo_item_id, 'UndoneAt', yc.undone_at,
                'UndoneBy', uu.display_name, 'UndoReason', yc.undo_reason) order by yc.id desc)
              from year_closes yc
              left join users cu on cu.id = yc.closed_by_user_id
              left join users uu on uu.id = yc.undone_by_user_id
             where yc.fiscal_year_id = fy.id), '[]'::json)
        ) order by fy.sequence, fy.id), '[]'::json) as years
        from fiscal_years fy where fy.community_agent_id = ${communityAgentId}`,
  );
  return row?.years ?? [];
}
