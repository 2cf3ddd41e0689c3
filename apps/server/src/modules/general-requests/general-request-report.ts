import { queryRows, sql } from '@hoa/db';
import type { GeneralRequestReportQuery } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { filterLines, generalRequestReportData, reportLines } from './report-lines';

type Query = z.output<typeof GeneralRequestReportQuery>;

/**
 * The general request report (GET /Report/generalRequest): one community's requests, of a state,
 * code, source and received date range when asked, with the count of each state. The route has
 * checked servicerequests read and the community; a code of another community is 404.
 */
export async function generalRequestReport(ctx: RequestContext, q: Query): Promise<ReportData> {
  // The community's name and, when asked, the code's alias (a code of another community: 404).
  const [head] = await queryRows<{ name: string | null; code: string | null }>(
    ctx.tx,
    sql`select (select display_name from contacts where agent_id = ${q.communityAgentId}) as name,
               (select code_alias from codes where id = ${q.topsCodeId ?? null}::bigint
                   and community_agent_id = ${q.communityAgentId}) as code`,
  );
  const code = head?.code ?? null;
  if (q.topsCodeId !== undefined && code === null) throw notFound();
  const lines = await reportLines(
    ctx,
    sql`i.community_agent_id = ${q.communityAgentId}
        ${q.topsCodeId === undefined ? sql`` : sql` and g.code_id = ${q.topsCodeId}`}`,
    q,
  );
  const name = head?.name ?? '';
  return generalRequestReportData(
    {
      title: 'General Requests',
      subtitle: [ctx.user.companyName, name, ...filterLines(q, code)],
      fileName: `General Requests ${name}`,
    },
    lines,
    false,
  );
}
