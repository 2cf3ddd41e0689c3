import { eq, itemAgents, items, queryRows, sql } from '@hoa/db';
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
  await setParties(ctx, body.TopsItemId, [facts.ownerAgentId, body.PropertyAgentId]);
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

/**
 * The request's parties in order: the owner (letters and attachments go on the first party), then
 * the property, whose feed keeps the request through a resale. Rows are reused in id order, missing
 * ones added and left-over ones marked deleted.
 */
async function setParties(
  ctx: RequestContext,
  itemId: number,
  agentIds: readonly (number | null)[],
): Promise<void> {
  const wanted = agentIds.filter((id) => id !== null);
  const rows = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`select id from item_agents where item_id = ${itemId} and not is_deleted order by id`,
  );
  for (const [index, row] of rows.entries()) {
    const agentId = wanted[index];
    await ctx.tx.execute(
      agentId === undefined
        ? sql`update item_agents set is_deleted = true where id = ${row.id}`
        : sql`update item_agents set agent_id = ${agentId} where id = ${row.id}`,
    );
  }
  for (const agentId of wanted.slice(rows.length))
    await ctx.tx.insert(itemAgents).values({ companyId: ctx.user.companyId, itemId, agentId });
}
