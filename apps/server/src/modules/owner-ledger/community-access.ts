import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

/** Community-wide owner ledger figures: read access to owner profiles and the community. */
export async function requireOwnerLedger(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<void> {
  requireClaim(ctx, 'owner', 'read');
  await requireCommunity(ctx, communityAgentId);
}
