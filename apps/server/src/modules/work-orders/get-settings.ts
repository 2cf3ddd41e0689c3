import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readWorkOrderSettings } from './settings-rows';

type Get = typeof contract.workOrders.GetSettings;

/** WorkOrderSettings/Get: one community's work order settings (the defaults if unsaved). */
export async function getSettings(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'community', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return readWorkOrderSettings(ctx, query.communityAgentId);
}
