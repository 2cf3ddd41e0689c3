import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { addDays, localDay } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { liveRequests } from './request-rows';

type Kpi = typeof contract.architecturalRequests.Kpi;

/**
 * ArchitecturalRequest/Kpi: a community's requests pending, overdue (past the due day), due within
 * 7 days, approved and disapproved this month, and the mean whole days from received to decided.
 */
export async function kpi(ctx: RequestContext, { query }: InputOf<Kpi>): Promise<ResponseOf<Kpi>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const today = localDay(new Date());
  const month = `${today.slice(0, 7)}-01`;
  const [row] = await queryRows<{
    pending: number;
    overdue: number;
    due_week: number;
    approved: number;
    disapproved: number;
    average: string | number | null;
  }>(
    ctx.tx,
    sql`select count(*) filter (where r.status_id = 1)::int as pending,
               count(*) filter (where r.status_id = 1 and r.due_on < ${today}::date)::int as overdue,
               count(*) filter (where r.status_id = 1 and r.due_on >= ${today}::date
                                  and r.due_on <= ${addDays(today, 7)}::date)::int as due_week,
               count(*) filter (where r.status_id = 2 and r.decided_on >= ${month}::date)::int
                 as approved,
               count(*) filter (where r.status_id = 3 and r.decided_on >= ${month}::date)::int
                 as disapproved,
               round(avg(r.decided_on - r.received_on), 1) as average
          from ${liveRequests}
         where r.community_agent_id = ${query.communityAgentId}`,
  );
  return {
    CountPending: row?.pending ?? 0,
    CountOverdue: row?.overdue ?? 0,
    CountDueThisWeek: row?.due_week ?? 0,
    CountApprovedThisMonth: row?.approved ?? 0,
    CountDisapprovedThisMonth: row?.disapproved ?? 0,
    AverageDaysToDecide:
      row?.average === null || row?.average === undefined ? null : Number(row.average),
  };
}
