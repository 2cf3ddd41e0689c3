import { queryRows, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { CallerCall } from '../../http/bind';
import { setPageHeaders } from '../../http/page-headers';
import { jobRunRows } from '../automation/index';
import { requireAutomationJob } from './automation-job-rows';

type History = typeof contract.automationJobs.ListOfAutomationJobHistory;

/**
 * AutomationJob/ListOfAutomationJobHistory/{id}: the job's runs, newest first, each with its
 * result, duration, what it produced and its error; paged in the response headers (5 a page).
 */
export async function listOfAutomationJobHistory(
  call: CallerCall<History>,
): Promise<ResponseOf<History>> {
  const { params, query } = call.input;
  const { total, runs } = await call.run(async (ctx) => {
    await requireAutomationJob(ctx, params.id);
    const [count] = await queryRows<{ n: number }>(
      ctx.tx,
      sql`select count(*)::int as n from job_runs where automation_job_id = ${params.id}::bigint`,
    );
    const runs = await jobRunRows(
      ctx,
      sql`r.automation_job_id = ${params.id}::bigint`,
      query.pageSize,
      query.pageIndex * query.pageSize,
    );
    return { total: count?.n ?? 0, runs };
  });
  setPageHeaders(call.reply, { total, pageIndex: query.pageIndex, pageSize: query.pageSize });
  return runs;
}
