import { queryRows, sql } from '@hoa/db';
import type { CcrReportQuery } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { ccrLines, ccrReportData, filterLines, filterSql } from './ccr-report-lines';

type Query = z.output<typeof CcrReportQuery>;

/**
 * The CCR report (GET /Report/CCR, spec 3 §2 'Management: CCR'): one community's violations,
 * of a state, a code and an observed date range when asked, with the count of each state and the
 * fines total. The route has checked ccrviolations read and the community.
 */
export async function ccrReport(ctx: RequestContext, q: Query): Promise<ReportData> {
  const [community] = await queryRows<{ name: string | null }>(
    ctx.tx,
    sql`select display_name as name from contacts where agent_id = ${q.communityAgentId}`,
  );
  let code: string | null = null;
  if (q.topsCodeId !== undefined) {
    const [found] = await queryRows<{ alias: string }>(
      ctx.tx,
      sql`select code_alias as alias from codes
           where id = ${q.topsCodeId} and community_agent_id = ${q.communityAgentId}`,
    );
    if (!found) throw notFound();
    code = found.alias;
  }
  const lines = await ccrLines(
    ctx,
    sql`i.community_agent_id = ${q.communityAgentId}
        ${q.topsCodeId === undefined ? sql`` : sql` and v.code_id = ${q.topsCodeId}`}
        ${filterSql(q)}`,
  );
  const name = community?.name ?? '';
  return ccrReportData(
    {
      title: 'CCR Violations',
      subtitle: [ctx.user.companyName, name, ...filterLines(q, code)],
      fileName: `CCR Violations ${name}`,
    },
    lines,
  );
}
