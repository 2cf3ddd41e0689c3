import { agents, and, asc, contacts, eq, type Tx } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import type { CommunityListItem } from '@hoa/contract';

import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

/**
 * The caller's communities, by name; the query every community picker reads. live: from the
 * user's list in the database rather than the session's (cached up to 15 s).
 */
export async function listUserCommunities(
  ctx: RequestContext,
  tx: Tx = ctx.tx,
  live = false,
): Promise<CommunityListItem[]> {
  const rows = await tx
    .select({
      CommunityAgentId: agents.id,
      DisplayName: contacts.displayName,
      Alias: contacts.alias,
      CommunityType: agents.communityType,
      TimeZoneId: agents.timeZoneId,
      IsActive: agents.isActive,
      IsSetupComplete: agents.isSetupComplete,
      IsSetupAccountingComplete: agents.isSetupAccountingComplete,
      IsSetupPropertyOwnerComplete: agents.isSetupPropertyOwnerComplete,
    })
    .from(agents)
    .innerJoin(contacts, eq(contacts.agentId, agents.id))
    .where(
      and(
        eq(agents.agentTypeId, AgentTypeId.Community),
        eq(agents.isDeleted, false),
        inUserCommunities(ctx, agents.id, { live }),
      ),
    )
    .orderBy(asc(contacts.displayName));
  return rows;
}
