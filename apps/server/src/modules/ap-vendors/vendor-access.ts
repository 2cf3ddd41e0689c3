import { queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export const VendorTypeIds = [AgentTypeId.Vendor, AgentTypeId.GlobalVendor] as const;

/**
 * A vendor the caller may use: 404 when it is not a live vendor of the company (another
 * company's is invisible), 403 when it belongs to a community off the caller's list.
 */
export async function requireVendor(ctx: RequestContext, vendorAgentId: number): Promise<void> {
  const [vendor] = await queryRows<{ community: number | null }>(
    ctx.tx,
    sql`select community_agent_id::int8 as community from agents
        where id = ${vendorAgentId}::bigint and not is_deleted
          and agent_type_id in (${AgentTypeId.Vendor}, ${AgentTypeId.GlobalVendor})`,
  );
  if (!vendor) throw notFound();
  if (vendor.community !== null) await requireCommunity(ctx, vendor.community);
}
