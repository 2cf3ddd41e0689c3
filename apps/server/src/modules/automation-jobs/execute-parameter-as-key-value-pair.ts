import { queryRows, sql, type SQL } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireAutomationJob } from './automation-job-rows';

type Execute = typeof contract.automationJobs.ExecuteParameterAsKeyValuePair;

/** The choices of the parameters that name records, by parameter, for a community. */
const choices: Readonly<Record<string, (communityId: number) => SQL>> = {
  CodeIds: (communityId) =>
    sql`select id::int8 as "Key", code_alias || ' - ' || code_name as "Value" from codes
         where community_agent_id = ${communityId}::bigint order by code_alias, id`,
  ReportPackageId: () =>
    sql`select id::int8 as "Key", display_name as "Value" from report_packages
         order by lower(display_name), id`,
  BankId: () =>
    sql`select a.id::int8 as "Key", coalesce(c.display_name, '') as "Value"
          from agents a left join contacts c on c.agent_id = a.id
         where a.agent_type_id = ${AgentTypeId.Bank} and not a.is_deleted
         order by lower(coalesce(c.display_name, '')), a.id`,
};

/**
 * AutomationJob/ExecuteParameterAsKeyValuePair: what a parameter of an automation job can be set
 * to in its community (its codes, the company's report packages, its banks), as key and value.
 */
export async function executeParameterAsKeyValuePair(
  ctx: RequestContext,
  { query }: InputOf<Execute>,
): Promise<ResponseOf<Execute>> {
  const job = await requireAutomationJob(ctx, query.id);
  const name = query.parameterName.replace(/^Parameters\./, '');
  const choose = choices[name];
  if (!choose) throw appError('AutomationJobParameterNoChoices', query.parameterName);
  return queryRows(ctx.tx, choose(job.CommunityId));
}
