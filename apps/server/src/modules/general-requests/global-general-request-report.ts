import { sql } from '@hoa/db';
import type { GlobalGeneralRequestReportBody } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import { filterLines, generalRequestReportData, reportLines } from './report-lines';

type Body = z.output<typeof GlobalGeneralRequestReportBody>;

/**
 * The global general request report (POST /Report/globalGeneralRequest): the report's columns
 * over the communities asked for (each checked: another company's is 404, one off the caller's
 * list 403), or all the caller's when agentIds is null; by community with subtotals, then the
 * grand total.
 */
export async function globalGeneralRequestReport(
  ctx: RequestContext,
  body: Body,
): Promise<ReportData> {
  await requireCommunities(ctx, body.agentIds ?? []);
  const lines = await reportLines(
    ctx,
    inUserCommunities(ctx, sql`i.community_agent_id`, { asked: body.agentIds }),
    body,
  );
  const count = body.agentIds?.length ?? 0;
  const communities =
    body.agentIds === null
      ? 'All communities'
      : count === 1
        ? '1 community'
        : `${count} communities`;
  return generalRequestReportData(
    {
      title: 'Global General Requests',
      subtitle: [ctx.user.companyName, communities, ...filterLines(body, null)],
      fileName: 'Global General Requests',
    },
    lines,
    true,
  );
}
