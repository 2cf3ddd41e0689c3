import { architecturalRequests, itemAgents, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { architecturalDueDate, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { insertRequestItem } from '../../sql/index';
import { setApprovers } from './approvers';
import { checkRequestFacts } from './request-facts';
import { readArchitecturalRequest, readArchitecturalView } from './request-rows';

type Create = typeof contract.architecturalRequests.Create;

/**
 * ArchitecturalRequest/Create: an architectural request (item type 97, Open; Pending) of a
 * property under an architectural code of the community, due the community's response deadline
 * days after it was received, with the actions of the code's ARC process (its levels in Sequence),
 * its approvers and required counts; each committee approver is mailed the voting links.
 */
export async function createArchitecturalRequest(
  ctx: RequestContext,
  { body }: InputOf<Create>,
): Promise<ResponseOf<Create>> {
  requireClaim(ctx, 'servicerequests', 'create');
  await requireCommunity(ctx, body.CommunityAgentId);
  const facts = await checkRequestFacts(ctx, body.CommunityAgentId, body);
  const companyId = ctx.user.companyId;
  const itemId = await insertRequestItem(ctx, TxnTypeId.ArchitecturalRequest, body);
  // The parties: the owner first (letters and attachments go on the first), then the property,
  // whose feed keeps the request through a resale.
  const parties = [facts.ownerAgentId, body.PropertyAgentId].filter((id) => id !== null);
  await ctx.tx
    .insert(itemAgents)
    .values(parties.map((agentId) => ({ companyId, itemId, agentId })));
  await ctx.tx.insert(architecturalRequests).values({
    itemId,
    companyId,
    communityAgentId: body.CommunityAgentId,
    propertyAgentId: body.PropertyAgentId,
    ownerAgentId: facts.ownerAgentId,
    codeId: body.TopsCodeId,
    actionProcessId: facts.actionProcessId,
    subject: body.Subject,
    receivedOn: body.ReceivedDate,
    dueOn: architecturalDueDate(body.ReceivedDate, facts.deadlineDays),
    requiredInternalApprovals: facts.requiredInternal,
    requiredCommitteeApprovals: facts.requiredCommittee,
  });
  if (facts.actionProcessId !== null)
    await ctx.tx.execute(
      sql`insert into architectural_request_actions
            (company_id, item_id, level_id, sequence, template_id)
          select ${companyId}, ${itemId}, l.id, l.sequence, l.template_id
            from action_process_levels l
           where l.action_process_id = ${facts.actionProcessId} and not l.is_deleted
           order by l.sequence, l.id`,
    );
  const request = await readArchitecturalRequest(ctx, itemId);
  await setApprovers(ctx, request, facts);
  return readArchitecturalView(ctx, itemId);
}
