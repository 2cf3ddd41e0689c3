import { eq, items, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { architecturalDueDate } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { StoredFiles } from '../../files/stored-files';
import type { RequestContext } from '../../http/request-context';
import { setApprovers } from './approvers';
import { settleVotes } from './decide';
import { checkRequestFacts } from './request-facts';
import {
  isPending,
  readArchitecturalRequest,
  readArchitecturalView,
  requireArchitecturalRequest,
} from './request-rows';

type Update = typeof contract.architecturalRequests.Update;

/**
 * ArchitecturalRequest/Update: a pending request's facts, approvers and required counts, checked
 * as on create (the due day follows a new received day). Votes already cast stay; a removed
 * committee approver's links stop working and a new one is mailed links. When the votes already
 * cast now decide it (fewer approvers or required approvals), the manager has decided it.
 */
export async function updateArchitecturalRequest(
  ctx: RequestContext,
  letters: StoredFiles,
  { body }: InputOf<Update>,
): Promise<ResponseOf<Update>> {
  const current = await requireArchitecturalRequest(ctx, body.TopsItemId, 'update');
  if (!isPending(current)) throw appError('ArchitecturalRequestNotPending');
  const facts = await checkRequestFacts(ctx, current.CommunityAgentId, body);
  const dueOn = architecturalDueDate(body.ReceivedDate, facts.deadlineDays);
  await ctx.tx.execute(
    sql`update architectural_requests
           set property_agent_id = ${body.PropertyAgentId}, owner_agent_id = ${facts.ownerAgentId},
               code_id = ${body.TopsCodeId}, subject = ${body.Subject},
               received_on = ${body.ReceivedDate}::date, due_on = ${dueOn}::date,
               required_internal_approvals = ${facts.requiredInternal},
               required_committee_approvals = ${facts.requiredCommittee}, updated_at = now()
         where item_id = ${body.TopsItemId}`,
  );
  await ctx.tx
    .update(items)
    .set({ description: body.Description, eventDate: body.ReceivedDate, updatedAt: new Date() })
    .where(eq(items.id, body.TopsItemId));
  await ctx.tx.execute(
    sql`update item_agents set agent_id = ${facts.ownerAgentId ?? body.PropertyAgentId}
         where item_id = ${body.TopsItemId} and not is_deleted
           and id = (select min(id) from item_agents where item_id = ${body.TopsItemId})`,
  );
  const request = await readArchitecturalRequest(ctx, body.TopsItemId);
  await setApprovers(ctx, request, facts);
  await settleVotes(
    ctx,
    letters,
    body.TopsItemId,
    { kind: 'Manager', userId: ctx.user.userId, emailAddress: null },
    { templateId: null, procedure: '' },
  );
  return readArchitecturalView(ctx, body.TopsItemId);
}
