import { collectionStatuses, queryRows, sql, type Tx } from '@hoa/db';
import type { CollectionStatus } from '@hoa/contract';
import { AgentTypeId, CollectionMessages } from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { collectionStatusRows } from '../charges/index';

interface StatusRow {
  property_agent_id: string | number;
  account_number: string | null;
  address: string | null;
  owner_name: string | null;
  code_id: string | number | null;
  alias: string | null;
  code_name: string | null;
  item_id: string | number | null;
  is_on_hold: boolean;
  balance: string | number;
}

/** The collection status of a community's properties (or of some of them), by account number. */
export async function readCollectionStatus(
  tx: Tx,
  communityAgentId: number,
  propertyIds: readonly number[] | null = null,
): Promise<CollectionStatus[]> {
  const rows = await queryRows<StatusRow>(
    tx,
    sql`select s.property_agent_id, pd.account_number, pc.display_name as address,
               oc.display_name as owner_name, s.code_id, k.code_alias as alias,
               k.code_name, s.item_id, s.is_on_hold,
               coalesce((select sum(b.balance_cents) from owner_code_balances b
                          where b.owner_agent_id = s.owner_agent_id), 0) as balance
          from (${collectionStatusRows(sql`select ${communityAgentId}::bigint`)}) s
          left join codes k on k.id = s.code_id
          left join property_details pd on pd.agent_id = s.property_agent_id
          left join contacts pc on pc.agent_id = s.property_agent_id
          left join contacts oc on oc.agent_id = s.owner_agent_id
         ${propertyIds === null ? sql`` : sql`where s.property_agent_id = any(${idArray(propertyIds)})`}
         order by pd.account_number nulls last, s.property_agent_id`,
  );
  return rows.map((r) => ({
    PropertyAgentId: Number(r.property_agent_id),
    AccountNumber: r.account_number,
    Address: r.address,
    OwnerName: r.owner_name,
    TopsCodeId: r.code_id === null ? null : Number(r.code_id),
    CodeAlias: r.alias,
    CodeName: r.code_name,
    TopsItemId: r.item_id === null ? null : Number(r.item_id),
    IsOnHold: r.is_on_hold,
    Balance: Number(r.balance),
  }));
}

/**
 * The one community of the properties, on the caller's list: properties of another company do
 * not exist for the caller (404); properties of two communities at once are refused.
 */
export async function requirePropertiesCommunity(
  ctx: RequestContext,
  propertyIds: readonly number[],
): Promise<number> {
  const rows = await queryRows<{ community: string | number }>(
    ctx.tx,
    sql`select distinct community_agent_id as community from agents
         where id = any(${idArray(propertyIds)}) and not is_deleted
           and agent_type_id = ${AgentTypeId.Property}::smallint`,
  );
  const [count] = await queryRows<{ n: number }>(
    ctx.tx,
    sql`select count(*)::int as n from agents where id = any(${idArray(propertyIds)})
           and agent_type_id = ${AgentTypeId.Property}::smallint and not is_deleted`,
  );
  const first = rows[0];
  if (!first || count?.n !== new Set(propertyIds).size) throw notFound();
  if (rows.length > 1) throw badRequest(CollectionMessages.notProperty);
  const communityAgentId = Number(first.community);
  await requireCommunity(ctx, communityAgentId);
  return communityAgentId;
}

/** Sets the hand-made status of properties now: an action (or none) and a hold. */
export async function setCollectionStatus(
  ctx: RequestContext,
  communityAgentId: number,
  propertyIds: readonly number[],
  codeId: number | null,
  isOnHold: boolean,
): Promise<void> {
  const updatedAt = new Date();
  await ctx.tx
    .insert(collectionStatuses)
    .values(
      [...new Set(propertyIds)].map((propertyAgentId) => ({
        propertyAgentId,
        companyId: ctx.user.companyId,
        communityAgentId,
        codeId,
        isOnHold,
        updatedAt,
      })),
    )
    .onConflictDoUpdate({
      target: collectionStatuses.propertyAgentId,
      set: { codeId, isOnHold, updatedAt },
    });
}
