import { queryRows, sql } from '@hoa/db';
import type { WorkOrderReportQuery } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { workOrderFilterLines, workOrderLines, workOrderReportData } from './work-order-lines';

type Query = z.output<typeof WorkOrderReportQuery>;

/**
 * The work order report (GET /Report/WorkOrder): one community's work orders, of a state (or the
 * overdue ones) and a work order date range when asked, with their costs and the totals. The
 * route has checked workordermaintain read and the community.
 */
export async function workOrderReport(ctx: RequestContext, q: Query): Promise<ReportData> {
  const [head] = await queryRows<{ name: string | null }>(
    ctx.tx,
    sql`select display_name as name from contacts where agent_id = ${q.communityAgentId}`,
  );
  const lines = await workOrderLines(ctx, sql`w.community_agent_id = ${q.communityAgentId}`, q);
  const name = head?.name ?? '';
  return workOrderReportData(
    {
      title: 'Work Orders',
      subtitle: [ctx.user.companyName, name, ...workOrderFilterLines(q)],
      fileName: `Work Orders ${name}`,
    },
    lines,
    false,
  );
}
