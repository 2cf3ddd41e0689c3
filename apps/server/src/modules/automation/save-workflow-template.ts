import { and, eq, sql, workflowTemplateDetails, workflowTemplates } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireTemplate } from './template-rows';
import { checkJobs } from './workflow-jobs';

type SaveTemplate = typeof contract.automation.SaveWorkflowTemplate;

/**
 * WorkflowTemplate/SaveWorkflowTemplate: a template and its jobs, checked as a workflow's are
 * (schedule, parameters by job type, the caller's claim for each), created or updated at once.
 * Saved jobs left out stay (DeleteWorkflowTemplateDetail removes one).
 */
export async function saveWorkflowTemplate(
  ctx: RequestContext,
  { body }: InputOf<SaveTemplate>,
): Promise<ResponseOf<SaveTemplate>> {
  const jobs = checkJobs(ctx, body.Details, (j) => j.WorkflowTemplateDetailId);
  const [taken] = await ctx.tx
    .select({ id: workflowTemplates.id })
    .from(workflowTemplates)
    .where(
      and(
        sql`lower(${workflowTemplates.name}) = lower(${body.Name})`,
        body.WorkflowTemplateId === undefined
          ? sql`true`
          : sql`${workflowTemplates.id} <> ${body.WorkflowTemplateId}`,
      ),
    );
  if (taken) throw appError('WorkflowTemplateNameTaken', body.Name);
  let templateId = body.WorkflowTemplateId;
  if (templateId !== undefined) {
    const existing = await requireTemplate(ctx, templateId);
    const unknown = jobs.find(
      (j) =>
        j.id !== undefined && !existing.Details.some((d) => d.WorkflowTemplateDetailId === j.id),
    );
    if (unknown) throw appError('WorkflowTemplateJobNotInTemplate', unknown.id ?? 0);
    await ctx.tx
      .update(workflowTemplates)
      .set({ name: body.Name })
      .where(eq(workflowTemplates.id, templateId));
  } else {
    const [created] = await ctx.tx
      .insert(workflowTemplates)
      .values({ companyId: ctx.user.companyId, name: body.Name, createdByUserId: ctx.user.userId })
      .returning({ id: workflowTemplates.id });
    templateId = created.id;
  }
  for (const job of jobs) {
    const { id, ...values } = job;
    if (id === undefined) {
      await ctx.tx
        .insert(workflowTemplateDetails)
        .values({ ...values, companyId: ctx.user.companyId, workflowTemplateId: templateId });
    } else {
      await ctx.tx
        .update(workflowTemplateDetails)
        .set(values)
        .where(eq(workflowTemplateDetails.id, id));
    }
  }
  return requireTemplate(ctx, templateId);
}
