import { and, agents, eq, inArray } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { requireCommunities } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

const vendorTypes = [AgentTypeId.Vendor, AgentTypeId.GlobalVendor];

/**
 * The vendors of these ids, each the caller may use: 404 if any is not a vendor of the company
 * (or is deleted), 403 if one belongs to a community off the caller's list.
 */
export async function loadVendors(
  ctx: RequestContext,
  vendorIds: readonly number[],
): Promise<{ id: number; communityAgentId: number | null }[]> {
  const ids = [...new Set(vendorIds)];
  const rows = await ctx.tx
    .select({ id: agents.id, communityAgentId: agents.communityAgentId })
    .from(agents)
    .where(
      and(
        inArray(agents.id, ids),
        inArray(agents.agentTypeId, vendorTypes),
        eq(agents.isDeleted, false),
      ),
    );
  if (rows.length !== ids.length) throw notFound();
  await requireCommunities(
    ctx,
    rows.map((row) => row.communityAgentId).filter((id) => id !== null),
  );
  return rows;
}
