import { contacts, eq } from '@hoa/db';
import type { CommunityListItem, contract, InputOf, ResponseOf } from '@hoa/contract';
import { AgentTypeId, ProfileMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { updateAgentFields } from './agent-update';

async function setCommunityActive(
  ctx: RequestContext,
  communityAgentId: number,
  isActive: boolean,
): Promise<CommunityListItem> {
  const community = await loadAgent(ctx, communityAgentId, 'update');
  if (community.agentTypeId !== AgentTypeId.Community) throw badRequest(M.notACommunity);
  await updateAgentFields(ctx.tx, community.id, { isActive });
  const [contact] = await ctx.tx
    .select({ displayName: contacts.displayName, alias: contacts.alias })
    .from(contacts)
    .where(eq(contacts.agentId, community.id));
  return {
    CommunityAgentId: community.id,
    DisplayName: contact?.displayName ?? '',
    Alias: contact?.alias ?? null,
    CommunityType: community.communityType,
    TimeZoneId: community.timeZoneId,
    IsActive: isActive,
    IsSetupComplete: community.isSetupComplete,
    IsSetupAccountingComplete: community.isSetupAccountingComplete,
    IsSetupPropertyOwnerComplete: community.isSetupPropertyOwnerComplete,
  };
}

type ActivateCommunity = typeof contract.crm.ActivateCommunity;
type DeactivateCommunity = typeof contract.crm.DeactivateCommunity;

/** Marks a community active; the answer is its row of the community list. */
export function activateCommunity(
  ctx: RequestContext,
  input: InputOf<ActivateCommunity>,
): Promise<ResponseOf<ActivateCommunity>> {
  return setCommunityActive(ctx, input.params.id, true);
}

/** Marks a community inactive (spec 1 §4); the web marks it so in its cached list. */
export function deactivateCommunity(
  ctx: RequestContext,
  input: InputOf<DeactivateCommunity>,
): Promise<ResponseOf<DeactivateCommunity>> {
  return setCommunityActive(ctx, input.params.id, false);
}
