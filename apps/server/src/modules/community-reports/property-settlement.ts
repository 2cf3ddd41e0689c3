import { sql } from '@hoa/db';
import type { PropertySettlementReportQuery } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import { arScope } from '../ar-reports/index';
import { reportRange } from './report-range';
import { settlementLines, settlementReportData } from './settlement-lines';

type Query = z.output<typeof PropertySettlementReportQuery>;

/**
 * Property settlement (GET /Report/PropertySettlement): the community's properties sold or
 * transferred (processed resales) with a settlement date in the range, the last 30 days by
 * default: sellers and buyer, the sellers' balance at settlement, what moved to the buyer, what
 * the sellers paid since and what they owe now; the totals.
 */
export async function propertySettlementReport(ctx: RequestContext, q: Query): Promise<ReportData> {
  const range = reportRange(q);
  const s = await arScope(ctx, { communityAgentId: q.communityAgentId, ...range });
  const lines = await settlementLines(
    ctx,
    sql`s.community_agent_id = ${q.communityAgentId}::bigint`,
    range,
  );
  return settlementReportData(
    {
      title: 'Property Settlement',
      subtitle: [...s.heading, `Settled ${range.line}`],
      fileName: `Property Settlement ${s.community} ${range.startDate} ${range.endDate}`,
    },
    lines,
    false,
  );
}
