import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { GeneralRequestMessages as M } from '@hoa/domain';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { requireGeneralRequest, rereadGeneralRequestGraph } from './general-request-rows';
import { checkRequestFacts } from './request-facts';

type Update = typeof contract.generalRequests.Update;

/** GeneralRequest/Update: an open request's property, owner, code, source, subject and days. */
export async function updateGeneralRequest(
  ctx: RequestContext,
  { body }: InputOf<Update>,
): Promise<ResponseOf<Update>> {
  const request = await requireGeneralRequest(ctx, body.TopsItemId, 'update');
  if (request.State !== 'Open') throw badRequest(M.closedNotEditable);
  const ownerAgentId = await checkRequestFacts(ctx, request.CommunityAgentId, body);
  await ctx.tx.execute(
    sql`with g as (update general_requests set property_agent_id = ${body.PropertyAgentId},
                          owner_agent_id = ${ownerAgentId}, code_id = ${body.TopsCodeId},
                          source_id = ${body.SourceId}, subject = ${body.Subject},
                          received_on = ${body.ReceivedDate}, due_on = ${body.DueDate},
                          assigned_user_id = ${body.AssignedUserId}, updated_at = now()
                    where item_id = ${body.TopsItemId})
        update items set description = ${body.Description}, event_date = ${body.ReceivedDate},
               updated_at = now()
         where id = ${body.TopsItemId}`,
  );
  return rereadGeneralRequestGraph(ctx, body.TopsItemId);
}
