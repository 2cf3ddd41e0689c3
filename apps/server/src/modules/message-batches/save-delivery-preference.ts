import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { AgentTypeId, MessageBatchMessages } from '@hoa/domain';
import { loadAgents } from '../../http/agent-access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';

type Save = typeof contract.communicationFeed.SaveDeliveryPreference;

const ownerTypes = [AgentTypeId.PrimaryOwner, AgentTypeId.Owner];

/**
 * Communications/SaveDeliveryPreference: Print or Email for one owner or many at once; each must
 * be an owner the caller may update (their community on the caller's list).
 */
export async function saveDeliveryPreference(
  ctx: RequestContext,
  { body }: InputOf<Save>,
): Promise<ResponseOf<Save>> {
  const ids = [...new Set(body.ownerAgentIds)];
  const found = await loadAgents(ctx, ids, 'update');
  if (found.some((agent) => !ownerTypes.includes(agent.agentTypeId as (typeof ownerTypes)[number])))
    throw badRequest(MessageBatchMessages.ownersOnly);
  const updated = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`update agents set delivery_preference_id = ${body.deliveryPreferenceId}, updated_at = now()
         where id = any(${idArray(ids)}) returning id`,
  );
  return { Updated: updated.length };
}
