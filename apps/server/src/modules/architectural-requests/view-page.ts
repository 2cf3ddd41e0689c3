import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readArchitecturalView, requireArchitecturalRequest } from './request-rows';

type ViewPage = typeof contract.architecturalRequests.ViewPage;

/** ArchitecturalRequest/ViewPage: a request with its approvers, histories, actions and files. */
export async function viewPage(
  ctx: RequestContext,
  { query }: InputOf<ViewPage>,
): Promise<ResponseOf<ViewPage>> {
  await requireArchitecturalRequest(ctx, query.itemId, 'read');
  return readArchitecturalView(ctx, query.itemId);
}
