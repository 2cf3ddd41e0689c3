import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import {
  generalRequestKpi,
  localDay,
  StatusId,
  TxnTypeId,
  type GeneralRequestKpiRow,
} from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetKpi = typeof contract.generalRequests.GetGeneralRequestKpi;

/** GeneralRequest/GetGeneralRequestKpi: the domain's KPI of a community's live requests today. */
export async function getGeneralRequestKpi(
  ctx: RequestContext,
  { query }: InputOf<GetKpi>,
): Promise<ResponseOf<GetKpi>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<GeneralRequestKpiRow>(
    ctx.tx,
    sql`select case when i.status_id = ${StatusId.Closed} then 'Closed' else 'Open' end as "State",
               g.received_on::text as "ReceivedDate", g.due_on::text as "DueDate",
               g.closed_on::text as "ClosedDate"
          from general_requests g join items i on i.id = g.item_id
         where i.community_agent_id = ${query.communityAgentId}
           and i.txn_type_id = ${TxnTypeId.GeneralRequest} and i.status_id <> ${StatusId.Deleted}`,
  );
  return generalRequestKpi(rows, localDay(new Date()));
}
