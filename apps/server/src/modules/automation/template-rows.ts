import { queryRows, sql, type SQL } from '@hoa/db';
import type { WorkflowTemplateJson } from '@hoa/contract';
import { Jobs } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type Detail = WorkflowTemplateJson['Details'][number];

/** The company's workflow templates matching `where` (table alias t), with their jobs. */
export async function templateRows(
  ctx: RequestContext,
  where: SQL,
): Promise<WorkflowTemplateJson[]> {
  const templates = await queryRows<Omit<WorkflowTemplateJson, 'Details'>>(
    ctx.tx,
    sql`select t.id::int8 as "WorkflowTemplateId", t.name as "Name",
               (select count(*)::int from workflows w where w.workflow_template_id = t.id)
                 as "WorkflowCount"
          from workflow_templates t where ${where} order by lower(t.name), t.id`,
  );
  if (templates.length === 0) return [];
  const ids = `{${templates.map((t) => t.WorkflowTemplateId).join(',')}}`;
  const details = await queryRows<Omit<Detail, 'JobName'> & { templateId: number }>(
    ctx.tx,
    sql`select d.workflow_template_id::int8 as "templateId",
               d.id::int8 as "WorkflowTemplateDetailId", d.job_id::int as "JobId",
               d.name as "Name", d.sequence::int as "Sequence", d.frequency as "Frequency",
               d.mask::int as "Mask", to_json(d.start_at) #>> '{}' as "StartDateTime",
               to_json(d.end_at) #>> '{}' as "EndDateTime", d.day_of_month::int as "DayOfMonth",
               d.exclude_weekends as "ExcludeWeekends", d.recipient as "Recipient",
               d.format::int as "Format", d.parameters as "Parameters"
          from workflow_template_details d
         where d.workflow_template_id = any(${ids}::bigint[])
         order by d.sequence, d.id`,
  );
  return templates.map((t) => ({
    ...t,
    Details: details
      .filter((d) => d.templateId === t.WorkflowTemplateId)
      .map(({ templateId: _t, ...d }) => ({
        ...d,
        JobName: Jobs.find((j) => j.JobId === d.JobId)?.JobName ?? `Job ${d.JobId}`,
      })),
  }));
}

export async function requireTemplate(
  ctx: RequestContext,
  templateId: number,
): Promise<WorkflowTemplateJson> {
  const [template] = await templateRows(ctx, sql`t.id = ${templateId}::bigint`);
  if (!template) throw appError('WorkflowTemplateNotFound');
  return template;
}
