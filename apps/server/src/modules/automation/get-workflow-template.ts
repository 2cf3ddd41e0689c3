import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireTemplate } from './template-rows';

type GetTemplate = typeof contract.automation.GetWorkflowTemplate;

/** WorkflowTemplate/GetWorkflowTemplate/{id}. */
export function getWorkflowTemplate(
  ctx: RequestContext,
  { params }: InputOf<GetTemplate>,
): Promise<ResponseOf<GetTemplate>> {
  return requireTemplate(ctx, params.id);
}
