import { queryRows, sql } from '@hoa/db';
import type { ArchitecturalReportQuery } from '@hoa/contract';
import { CodeTypeId, localDay, ReportMessages } from '@hoa/domain';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { architecturalReportData, architecturalReportLines, filterLines } from './report-lines';

type Query = z.output<typeof ArchitecturalReportQuery>;

/**
 * The architectural request report (GET /Report/ArchitecturalRequest): one community's requests,
 * of a status, an architectural code and a received range when asked, with the decision clock,
 * the approvals of each kind and the count of each status. The route has checked servicerequests
 * read and the community; a code that is not an architectural code of the community is 404.
 */
export async function architecturalRequestReport(
  ctx: RequestContext,
  q: Query,
): Promise<ReportData> {
  if (q.startDate && q.endDate && q.startDate > q.endDate)
    throw badRequest(ReportMessages.startAfterEnd);
  const [head] = await queryRows<{ name: string | null; code: string | null }>(
    ctx.tx,
    sql`select (select display_name from contacts where agent_id = ${q.communityAgentId}) as name,
               (select code_alias from codes where id = ${q.topsCodeId ?? null}::bigint
                   and code_type_id = ${CodeTypeId.ArchitecturalCode}
                   and community_agent_id = ${q.communityAgentId}) as code`,
  );
  const code = head?.code ?? null;
  if (q.topsCodeId !== undefined && code === null) throw notFound();
  const lines = await architecturalReportLines(ctx, q.communityAgentId, q);
  const name = head?.name ?? '';
  return architecturalReportData(
    {
      title: 'Architectural Requests',
      subtitle: [ctx.user.companyName, name, ...filterLines(q, code)],
      fileName: `Architectural Requests ${name}`,
    },
    lines,
    localDay(new Date()),
  );
}
