import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { StatusId, TxnTypeId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';

type GetCodeSummary = typeof contract.generalRequests.GetCodeSummary;

/** GeneralRequest/GetCodeSummary: a community's live requests by code (none last), open and closed. */
export async function getCodeSummary(
  ctx: RequestContext,
  { query }: InputOf<GetCodeSummary>,
): Promise<ResponseOf<GetCodeSummary>> {
  requireClaim(ctx, 'servicerequests', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const rows = await queryRows<{
    id: string | number | null;
    alias: string | null;
    name: string | null;
    open: number;
    closed: number;
  }>(
    ctx.tx,
    sql`select g.code_id as id, k.code_alias as alias, k.code_name as name,
               count(*) filter (where i.status_id = ${StatusId.Open})::int as open,
               count(*) filter (where i.status_id = ${StatusId.Closed})::int as closed
          from general_requests g join items i on i.id = g.item_id
          left join codes k on k.id = g.code_id
         where i.community_agent_id = ${query.communityAgentId}
           and i.txn_type_id = ${TxnTypeId.GeneralRequest} and i.status_id <> ${StatusId.Deleted}
         group by g.code_id, k.code_alias, k.code_name
         order by k.code_alias nulls last`,
  );
  return rows.map((r) => ({
    TopsCodeId: r.id === null ? null : Number(r.id),
    CodeAlias: r.alias,
    CodeName: r.name,
    CountOpen: r.open,
    CountClosed: r.closed,
  }));
}
