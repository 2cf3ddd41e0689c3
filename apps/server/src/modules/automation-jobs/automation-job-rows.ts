import { queryRows, sql, type SQL } from '@hoa/db';
import type { AutomationJobJson } from '@hoa/contract';
import { Jobs } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

const typeName = (id: number) => Jobs.find((j) => j.JobId === id)?.JobName ?? `Job ${id}`;

/** Automation jobs of the caller's communities matching `where` (alias j), paged, with the total. */
export async function automationJobRows(
  ctx: RequestContext,
  where: SQL,
  page: { skip: number; take: number } = { skip: 0, take: 1 },
): Promise<{ total: number; rows: AutomationJobJson[] }> {
  const rows = await queryRows<Omit<AutomationJobJson, 'AutomationTypeName'> & { total: number }>(
    ctx.tx,
    sql`select j.id::int8 as "Id", j.description as "Description",
               to_json(j.next_execution_on) #>> '{}' as "NextExecutionOn",
               to_json(j.last_execution_on) #>> '{}' as "LastExecutionOn",
               to_json(j.created_on) #>> '{}' as "CreatedOn",
               to_json(j.expires_on) #>> '{}' as "ExpiresOn",
               j.company_id::int8 as "CompanyId", j.community_agent_id::int8 as "CommunityId",
               coalesce(c.display_name, '') as "CommunityName", j.cron as "Cron",
               j.last_job_run_id::int8 as "LastJobId", j.group_id as "GroupId",
               j.is_active as "IsActive", j.automation_type_id::int as "AutomationTypeId",
               j.parameters as "Parameters", j.arguments as "Arguments",
               to_json(j.start_date) #>> '{}' as "StartDate",
               (select r.status from job_runs r where r.id = j.last_job_run_id) as "LastStatus",
               count(*) over ()::int as total
          from automation_jobs j
          left join contacts c on c.agent_id = j.community_agent_id
         where ${inUserCommunities(ctx, sql`j.community_agent_id`)} and ${where}
         order by j.created_on desc, j.id desc
         offset ${page.skip} limit ${page.take}`,
  );
  return {
    total: rows[0]?.total ?? 0,
    rows: rows.map(({ total: _total, ...row }) => ({
      ...row,
      AutomationTypeName: typeName(row.AutomationTypeId),
    })),
  };
}

export async function requireAutomationJob(
  ctx: RequestContext,
  id: number,
): Promise<AutomationJobJson> {
  const { rows } = await automationJobRows(ctx, sql`j.id = ${id}::bigint`);
  const row = rows[0];
  if (!row) throw appError('AutomationJobNotFound');
  return row;
}
