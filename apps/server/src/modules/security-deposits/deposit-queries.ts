import { queryRows, sql, type SQL } from '@hoa/db';
import type { SecurityDeposit } from '@hoa/contract';
import { CodeTypeId, OwnerLikeAgentTypeIds, SecurityDepositMessages as M } from '@hoa/domain';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

export const depositTypes = sql`(82::smallint, 83::smallint)`;

/** Security deposits and refunds matching `where` (over items i), newest first. */
export function readDeposits(ctx: RequestContext, where: SQL): Promise<SecurityDeposit[]> {
  return queryRows<SecurityDeposit>(
    ctx.tx,
    sql`select i.id::int8 as "TopsItemId", i.txn_type_id::int as "TopsTxnTypeId",
               i.status_id::int as "TopsStatusId", i.community_agent_id::int8 as "CommunityAgentId",
               ia.agent_id::int8 as "OwnerAgentId", coalesce(k.display_name, '') as "OwnerName",
               pd.account_number as "AccountNumber", o.parent_agent_id::int8 as "PropertyAgentId",
               i.event_date::text as "EventDate", i.post_date::text as "PostDate",
               ia.check_number as "CheckNumber", i.reference as "Reference",
               i.description as "Description", d.account_id::int8 as "AccountId",
               a.account_name as "AccountName", d.amount_cents::int8 as "Amount"
          from items i
          join item_agents ia on ia.item_id = i.id and not ia.is_deleted
          join item_agent_details d on d.item_agent_id = ia.id and not d.is_deleted
          join agents o on o.id = ia.agent_id
          left join contacts k on k.agent_id = ia.agent_id
          left join property_details pd on pd.agent_id = o.parent_agent_id
          left join accounts a on a.id = d.account_id
         where i.txn_type_id in ${depositTypes} and ${where}
         order by i.event_date desc, i.id desc`,
  );
}

export async function readDeposit(ctx: RequestContext, itemId: number): Promise<SecurityDeposit> {
  const [row] = await readDeposits(ctx, sql`i.id = ${itemId}::bigint`);
  if (!row) throw notFound();
  return row;
}

/** The community's security deposit code (the first of type 16). */
export async function depositCode(
  ctx: RequestContext,
  communityAgentId: number,
): Promise<{ id: number; alias: string; name: string } | null> {
  const [code] = await queryRows<{ id: number; alias: string; name: string }>(
    ctx.tx,
    sql`select id::int8 as id, code_alias as alias, code_name as name from codes
         where community_agent_id = ${communityAgentId}::bigint
           and code_type_id = ${CodeTypeId.SecurityDeposit}::smallint
         order by id limit 1`,
  );
  return code ?? null;
}

/** The deposit held for an owner: minus the owner's balance of security deposit codes. */
export async function heldCents(ctx: RequestContext, ownerAgentId: number): Promise<number> {
  const [row] = await queryRows<{ cents: number }>(
    ctx.tx,
    sql`select coalesce(-sum(b.balance_cents), 0)::int8 as cents from owner_code_balances b
          join codes c on c.id = b.code_id and c.code_type_id = ${CodeTypeId.SecurityDeposit}::smallint
         where b.owner_agent_id = ${ownerAgentId}::bigint`,
  );
  return row?.cents ?? 0;
}

/** An owner-like agent of the community, or 400. */
export async function requireOwner(
  ctx: RequestContext,
  communityAgentId: number,
  ownerAgentId: number,
): Promise<void> {
  const [owner] = await queryRows<{ id: number }>(
    ctx.tx,
    sql`select id from agents where id = ${ownerAgentId}::bigint and not is_deleted
           and community_agent_id = ${communityAgentId}::bigint
           and agent_type_id = any(${`{${OwnerLikeAgentTypeIds.join(',')}}`}::smallint[])`,
  );
  if (!owner) throw badRequest(M.notOwner);
}
