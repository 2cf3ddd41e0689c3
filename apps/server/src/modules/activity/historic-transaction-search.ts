import { sql } from '@hoa/db';
import type { contract, HistoricTransaction, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerLikeAgentTypeIds } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { idArray, inUserCommunities } from '../../sql/index';
import { agentScope } from './feed-scope';
import { queryPage } from './paged-query';

type Search = typeof contract.activity.HistoricTransactionSearch;

/**
 * HistoricTransaction/Search (spec 1 §7): the owner history import's rows of a community, of a
 * property, or of an owner's property (optionally the one itemId), newest first. An agent of
 * a community off the caller's list is refused (403); another company's is not found.
 */
export async function historicTransactionSearch(
  ctx: RequestContext,
  input: InputOf<Search>,
): Promise<ResponseOf<Search>> {
  const q = input.query;
  const scope = await agentScope(ctx, q.agentId);
  const property =
    scope.agentId === undefined
      ? sql``
      : sql`and h.property_agent_id = (select case when a.agent_type_id = any(${idArray(OwnerLikeAgentTypeIds)})
            then a.parent_agent_id else a.id end from agents a where a.id = ${scope.agentId})`;
  const page = await queryPage<HistoricTransaction>(ctx.tx, {
    matched: sql`select h.id as "HistoricTransactionId", h.txn_date as "TxnDate"
      from historic_transactions h
      where ${inUserCommunities(ctx, sql`h.community_agent_id`, { asked: scope.communityIds })}
        ${property} ${q.itemId ? sql`and h.id = ${q.itemId}` : sql``}`,
    order: sql`"TxnDate" desc, "HistoricTransactionId" desc`,
    page: sql`select p."HistoricTransactionId", p."TxnDate",
        h.community_agent_id as "CommunityAgentId", h.property_agent_id as "PropertyAgentId",
        coalesce(pc.display_name, '') as "PropertyName", h.description as "Description",
        h.code_alias as "CodeAlias", h.reference as "Reference",
        h.charge_cents as "Charge", h.payment_cents as "Payment"
      from p join historic_transactions h on h.id = p."HistoricTransactionId"
      left join contacts pc on pc.agent_id = h.property_agent_id`,
    skip: q.skip,
    take: q.take,
  });
  return { TotalCount: page.total, Rows: page.rows };
}
