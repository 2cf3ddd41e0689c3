import { agents, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type IsCommunityActive = typeof contract.crm.IsCommunityActive;

/** Community/IsCommunityActive (spec 1 §7.2): whether a community on the caller's list is active. */
export async function isCommunityActive(
  ctx: RequestContext,
  input: InputOf<IsCommunityActive>,
): Promise<ResponseOf<IsCommunityActive>> {
  await requireCommunity(ctx, input.query.communityAgentId);
  const [row] = await ctx.tx
    .select({ isActive: agents.isActive })
    .from(agents)
    .where(eq(agents.id, input.query.communityAgentId));
  return row?.isActive ?? false;
}
