import type { contract } from '@hoa/contract';
import { sql } from '@hoa/db';
import type { Handler } from '../../http/bind';
import { inUserCommunities } from '../../sql/index';
import { groupOfProperty, groupsWhere, propertiesWhere } from './group-rows';

type G = typeof contract.groupOwnership;

/** GroupOwnership/IsGroupOwner: whether the property belongs to a group ownership. */
export const isGroupOwner: Handler<G['IsGroupOwner']> = async (ctx, { query }) =>
  (await groupOfProperty(ctx.tx, query.propertyAgentId)) !== null;

/** GroupOwnership/GetGroupOwnershipProperty: the property's group with its properties, or null. */
export const getGroupOwnershipProperty: Handler<G['GetGroupOwnershipProperty']> = (
  ctx,
  { query },
) => groupOfProperty(ctx.tx, query.propertyAgentId);

/** GroupOwnership/GetGroupOwnerships: the company's groups (row-level security keeps it to it). */
export const getGroupOwnerships: Handler<G['GetGroupOwnerships']> = (ctx) =>
  groupsWhere(ctx.tx, sql`true`);

/**
 * GroupOwnership/FindCandidates: properties in no group whose owner's name, address or account
 * number contains the search, in the caller's communities.
 */
export const findCandidates: Handler<G['FindCandidates']> = async (ctx, { query }) => {
  const like = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const found = await propertiesWhere(
    ctx.tx,
    sql`${inUserCommunities(ctx, sql`p.community_agent_id`)}
        and not exists (select 1 from group_ownership_properties m where m.property_agent_id = p.id)
        and (pc.display_name ilike ${like} or d.account_number ilike ${like}
             or exists (select 1 from addresses a where a.agent_id = p.id
                         and concat_ws(' ', a.street_number, a.street_name, a.unit) ilike ${like})
             or exists (select 1 from agents o join contacts oc on oc.agent_id = o.id
                         where o.parent_agent_id = p.id and not o.is_deleted
                           and oc.display_name ilike ${like}))`,
  );
  return found.slice(0, 25);
};
