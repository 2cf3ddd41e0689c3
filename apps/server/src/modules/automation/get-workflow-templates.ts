import { sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { templateRows } from './template-rows';

type GetTemplates = typeof contract.automation.GetWorkflowTemplates;

/** WorkflowTemplate/GetWorkflowTemplates: the company's templates with their jobs. */
export function getWorkflowTemplates(ctx: RequestContext): Promise<ResponseOf<GetTemplates>> {
  return templateRows(ctx, sql`true`);
}
