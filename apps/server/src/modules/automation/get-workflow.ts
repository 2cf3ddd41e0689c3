import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireWorkflow } from './workflow-rows';

type GetWorkflow = typeof contract.automation.GetWorkflow;

/** Workflow/GetWorkflow/{id}: a workflow of the caller's communities with its jobs. */
export function getWorkflow(
  ctx: RequestContext,
  { params }: InputOf<GetWorkflow>,
): Promise<ResponseOf<GetWorkflow>> {
  return requireWorkflow(ctx, params.id);
}
