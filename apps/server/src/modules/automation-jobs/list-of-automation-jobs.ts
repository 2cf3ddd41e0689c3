import { sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import { setPageHeaders } from '../../http/page-headers';
import { automationJobRows } from './automation-job-rows';

type List = typeof contract.automationJobs.ListOfAutomationJobs;

/** AutomationJob/listOfAutomationJobs: filtered, paged in the response headers (5 a page). */
export async function listOfAutomationJobs(call: CallerCall<List>): Promise<ResponseOf<List>> {
  const q = call.input.query;
  const where = sql.join(
    [
      sql`true`,
      q.communityId === undefined
        ? sql``
        : sql`and j.community_agent_id = ${q.communityId}::bigint`,
      q.jobTypeId === undefined ? sql`` : sql`and j.automation_type_id = ${q.jobTypeId}::smallint`,
      q.isActive === undefined ? sql`` : sql`and j.is_active = ${q.isActive === 'true'}`,
    ],
    sql` `,
  );
  const { total, rows } = await call.run((ctx) =>
    automationJobRows(ctx, where, { skip: q.pageIndex * q.pageSize, take: q.pageSize }),
  );
  setPageHeaders(call.reply, { total, pageIndex: q.pageIndex, pageSize: q.pageSize });
  return rows;
}
