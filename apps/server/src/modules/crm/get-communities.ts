import { inArray, sql } from '@hoa/db';
import type { contract, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readAgentCards } from './agent-cards';
import { listUserCommunities } from './get-user-community-list';

type GetCommunities = typeof contract.crm.GetCommunities;

/** The caller's communities with company name, primary address, phone and email. */
export async function getCommunities(ctx: RequestContext): Promise<ResponseOf<GetCommunities>> {
  requireClaim(ctx, 'community', 'read');
  const communities = await listUserCommunities(ctx);
  if (communities.length === 0) return [];
  const cards = await readAgentCards(ctx.tx, {
    where: inArray(
      sql`a.id`,
      communities.map((c) => c.CommunityAgentId),
    ),
  });
  const byId = new Map(cards.map((card) => [card.TopsAgentId, card]));
  return communities.map((community) => {
    const card = byId.get(community.CommunityAgentId);
    return {
      ...community,
      CompanyName: card?.CompanyName ?? null,
      PrimaryEmailAddress: card?.PrimaryEmailAddress ?? null,
      PrimaryAddress: card?.PrimaryAddress ?? null,
      PrimaryPhone: card?.PrimaryPhone ?? null,
    };
  });
}
