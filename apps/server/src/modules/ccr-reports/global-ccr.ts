import { queryRows, sql } from '@hoa/db';
import type { GlobalCcrReportBody } from '@hoa/contract';
import { groupByCommunity } from '@hoa/domain';
import type { z } from 'zod';
import type { ReportData, ReportRow } from '../../documents/index';
import { requireCommunities } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';
import {
  ccrLines,
  ccrReportData,
  filterLines,
  filterSql,
  lineRow,
  totalRows,
} from './ccr-report-lines';

type Body = z.output<typeof GlobalCcrReportBody>;

/**
 * The Global CCR report (POST /Report/GlobalCCR, spec 3 §2 'Global: CCR', §7): the CCR report's
 * columns over the communities asked for (each checked: another company's is 404, one off the
 * caller's list 403), or all the caller's when agentIds is null; by community, each with its
 * subtotals, then the grand total. A code is named by its alias, codes being a community's own.
 */
export async function globalCcrReport(ctx: RequestContext, body: Body): Promise<ReportData> {
  await requireCommunities(ctx, body.agentIds ?? []);
  const code = body.codeAlias || null;
  const lines = await ccrLines(
    ctx,
    sql`${inUserCommunities(ctx, sql`i.community_agent_id`, { asked: body.agentIds })}
        ${code === null ? sql`` : sql` and lower(k.code_alias) = lower(${code})`}
        ${filterSql(body)}`,
  );
  const groups = groupByCommunity(lines);
  const rows: ReportRow[] = groups.flatMap((g) => [
    { cells: { property: g.CommunityName }, style: 'section' as const },
    ...g.Lines.map(lineRow),
    ...totalRows(`Total ${g.CommunityName}`, g.Totals, 'subtotal'),
  ]);
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from agents a
         where ${inUserCommunities(ctx, sql`a.id`, { asked: body.agentIds })}`,
  );
  const communities =
    body.agentIds === null
      ? 'All communities'
      : count?.n === 1
        ? '1 community'
        : `${count?.n ?? 0} communities`;
  return ccrReportData(
    {
      title: 'Global CCR Violations',
      subtitle: [ctx.user.companyName, communities, ...filterLines(body, code)],
      fileName: 'Global CCR Violations',
    },
    lines,
    rows,
  );
}
