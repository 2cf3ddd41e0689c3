import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { listUserCommunities } from './get-user-community-list';

type Call = typeof contract.indexPage.GetCommunitySelectionFilter;

/** The user's communities, with those named in commAgentIDs marked selected. */
export async function getCommunitySelectionFilter(
  ctx: RequestContext,
  input: InputOf<Call>,
): Promise<ResponseOf<Call>> {
  const selected = new Set(input.query.commAgentIDs ?? []);
  const communities = await listUserCommunities(ctx);
  return communities.map((c) => ({ ...c, IsSelected: selected.has(c.CommunityAgentId) }));
}
