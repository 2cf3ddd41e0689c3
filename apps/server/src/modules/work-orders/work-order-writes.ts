import { queryRows, sql } from '@hoa/db';
import { WorkOrderRuleMessages as R } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/**
 * The parties of a work order's item (its feed and attachments hang on them): the owner (else the
 * property) and the amenity, those no longer named removed and the new ones added; with none of
 * them, the community (a work order at a job location only).
 */
export async function setWorkOrderParties(
  ctx: RequestContext,
  itemId: number,
  communityAgentId: number,
  where: {
    ownerAgentId: number | null;
    propertyAgentId: number | null;
    amenityAgentId: number | null;
  },
): Promise<void> {
  const named = [where.ownerAgentId ?? where.propertyAgentId, where.amenityAgentId].filter(
    (id): id is number => id !== null,
  );
  const parties = named.length > 0 ? named : [communityAgentId];
  const list = sql.join(
    parties.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  await ctx.tx.execute(
    sql`with gone as (update item_agents set is_deleted = true
                        where item_id = ${itemId} and not is_deleted
                          and agent_id not in (${list})
                          and not exists (select 1 from item_agent_attachments x
                                           where x.item_agent_id = item_agents.id))
        insert into item_agents (company_id, item_id, agent_id)
        select ${ctx.user.companyId}, ${itemId}, a
          from unnest(array[${list}]) as a
         where not exists (select 1 from item_agents ia
                            where ia.item_id = ${itemId} and ia.agent_id = a and not ia.is_deleted)`,
  );
}

/**
 * The orphan attachments given (spec: OrphanAttachmentIds) adopted by the work order: files the
 * caller uploaded that no profile or transaction links yet, linked to the item's first party. One
 * that is not such a file refuses the call.
 */
export async function adoptOrphanAttachments(
  ctx: RequestContext,
  itemId: number,
  attachmentIds: readonly number[],
): Promise<void> {
  const ids = [...new Set(attachmentIds)];
  if (ids.length === 0) return;
  const list = sql.join(
    ids.map((id) => sql`${id}::bigint`),
    sql`, `,
  );
  const adopted = await queryRows<{ id: string | number }>(
    ctx.tx,
    sql`insert into item_agent_attachments (company_id, item_agent_id, attachment_id)
        select ${ctx.user.companyId},
               (select ia.id from item_agents ia where ia.item_id = ${itemId} and not ia.is_deleted
                 order by ia.id limit 1),
               a.id
          from attachments a
         where a.id in (${list}) and a.uploaded_by_user_id = ${ctx.user.userId}
           and not exists (select 1 from item_agent_attachments x where x.attachment_id = a.id)
           and not exists (select 1 from agent_attachments x where x.attachment_id = a.id)
        returning id`,
  );
  if (adopted.length !== ids.length) throw badRequest(R.attachmentNotOrphan);
}
