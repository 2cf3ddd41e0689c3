import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { OwnerLikeAgentTypeIds, WebAddressTypeId } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray, visibleAgent } from '../../sql/index';

type GetPrimaryEmailAddresses = typeof contract.ownership.GetPrimaryEmailAddresses;

/**
 * The primary email of each owner asked for, in the order asked: its primary Email web address,
 * else its first, else the contact's primary email (spec 1 §7.8). An owner the caller cannot see
 * (another company's, deleted, off the community list, not owner-like) answers 404.
 */
export async function getPrimaryEmailAddresses(
  ctx: RequestContext,
  input: InputOf<GetPrimaryEmailAddresses>,
): Promise<ResponseOf<GetPrimaryEmailAddresses>> {
  requireClaim(ctx, 'owner', 'read');
  const ids = [...new Set(input.query.agentIds)];
  const rows = await queryRows<{ id: string | number; email: string | null }>(
    ctx.tx,
    sql`select o.id, coalesce(w.address, c.primary_email_address) as email
      from agents o
      left join contacts c on c.agent_id = o.id
      left join lateral (select address from web_addresses
        where agent_id = o.id and web_address_type_id = ${WebAddressTypeId.Email}
        order by is_primary desc, id limit 1) w on true
      where o.id = any(${idArray(ids)})
        and o.agent_type_id = any(${idArray(OwnerLikeAgentTypeIds)})
        and ${visibleAgent(ctx, 'o')}`,
  );
  const found = new Map(rows.map((row) => [Number(row.id), row.email]));
  if (found.size !== ids.length) throw notFound();
  return ids.map((id) => ({ TopsAgentId: id, PrimaryEmailAddress: found.get(id) ?? null }));
}
