import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { canHoldDelinquencyNotice, ProfileMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadAgent } from '../../http/agent-access';
import { updateAgentFields } from './agent-update';

type SetHold = typeof contract.crm.SetAgentProfileHoldDelinquencyNotice;

/** Holds or releases the delinquency notices of a property or owner-like agent. */
export async function setAgentProfileHoldDelinquencyNotice(
  ctx: RequestContext,
  input: InputOf<SetHold>,
): Promise<ResponseOf<SetHold>> {
  const agent = await loadAgent(ctx, input.query.agentId, 'update');
  if (!canHoldDelinquencyNotice(agent.agentTypeId))
    throw badRequest(M.holdDelinquencyNoticeNotApplicable);
  await updateAgentFields(ctx.tx, agent.id, { isHoldDelinquencyNotice: input.query.hold });
  return { success: true };
}
