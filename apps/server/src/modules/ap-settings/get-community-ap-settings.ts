import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readCommunityApSettings } from './ap-settings-row';

type Get = typeof contract.apSettings.GetCommunityAPSettings;

/** Crm/GetCommunityAPSettings: the contract value (with the chart's warning) and KPI address. */
export async function getCommunityApSettings(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  requireClaim(ctx, 'community', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  return readCommunityApSettings(ctx.tx, query.communityAgentId);
}
