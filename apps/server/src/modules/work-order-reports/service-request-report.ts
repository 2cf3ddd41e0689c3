import { queryRows, sql } from '@hoa/db';
import type { ServiceRequestReportQuery } from '@hoa/contract';
import type { z } from 'zod';
import type { ReportData } from '../../documents/index';
import type { RequestContext } from '../../http/request-context';
import {
  serviceRequestFilterLines,
  serviceRequestLines,
  serviceRequestReportData,
} from './service-request-lines';

type Query = z.output<typeof ServiceRequestReportQuery>;

/**
 * The service request report (GET /Report/ServiceRequest): one community's service requests, of a
 * state and a received range when asked, with the count of each state. The route has checked
 * servicerequests read and the community.
 */
export async function serviceRequestReport(ctx: RequestContext, q: Query): Promise<ReportData> {
  const [head] = await queryRows<{ name: string | null }>(
    ctx.tx,
    sql`select display_name as name from contacts where agent_id = ${q.communityAgentId}`,
  );
  const lines = await serviceRequestLines(
    ctx,
    sql`s.community_agent_id = ${q.communityAgentId}`,
    q,
  );
  const name = head?.name ?? '';
  return serviceRequestReportData(
    {
      title: 'Service Requests',
      subtitle: [ctx.user.companyName, name, ...serviceRequestFilterLines(q)],
      fileName: `Service Requests ${name}`,
    },
    lines,
    false,
  );
}
