import type { GroupOwnership, GroupOwnershipProperty } from '@hoa/contract';
import { queryRows, sql, type SQL, type Tx } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';

/** A property as group ownership shows it: community, address, account and current primary owner. */
export const propertyColumns = sql`
  p.id::int8 as "PropertyAgentId", coalesce(cc.display_name, '') as "CommunityName",
  coalesce((select nullif(trim(concat_ws(' ', a.street_number, a.street_name, a.unit)), '')
              from addresses a where a.agent_id = p.id
             order by a.is_primary desc, a.id limit 1), pc.display_name) as "Address",
  d.account_number as "AccountNumber",
  (select oc.display_name from agents o join contacts oc on oc.agent_id = o.id
    where o.parent_agent_id = p.id and o.agent_type_id = ${AgentTypeId.PrimaryOwner}
      and not o.is_deleted order by o.id limit 1) as "OwnerName"`;

export const propertyJoins = sql`
  join contacts pc on pc.agent_id = p.id
  left join contacts cc on cc.agent_id = p.community_agent_id
  left join property_details d on d.agent_id = p.id`;

export async function propertiesWhere(tx: Tx, where: SQL): Promise<GroupOwnershipProperty[]> {
  const rows = await queryRows<GroupOwnershipProperty>(
    tx,
    sql`select ${propertyColumns} from agents p ${propertyJoins}
         where p.agent_type_id = ${AgentTypeId.Property} and not p.is_deleted and ${where}
         order by "CommunityName", "Address", p.id`,
  );
  return rows.map((r) => ({ ...r, PropertyAgentId: Number(r.PropertyAgentId) }));
}

/** The group ownerships chosen by `where` (on the group g), with their properties. */
export async function groupsWhere(tx: Tx, where: SQL): Promise<GroupOwnership[]> {
  const groups = await queryRows<{
    id: number;
    name: string;
    primary_property_agent_id: number;
    push: boolean;
  }>(
    tx,
    sql`select g.id, g.name, g.primary_property_agent_id,
               g.push_updates_to_primary_owner_record as push
          from group_ownerships g where ${where} order by g.name, g.id`,
  );
  if (groups.length === 0) return [];
  const ids = `{${groups.map((g) => g.id).join(',')}}`;
  const members = await queryRows<GroupOwnershipProperty & { group_id: number }>(
    tx,
    sql`select m.group_ownership_id as group_id, ${propertyColumns}
          from group_ownership_properties m join agents p on p.id = m.property_agent_id
          ${propertyJoins}
         where m.group_ownership_id = any(${ids}::bigint[])
         order by "CommunityName", "Address", p.id`,
  );
  return groups.map((g) => ({
    GroupOwnershipId: Number(g.id),
    Name: g.name,
    PrimaryPropertyAgentId: Number(g.primary_property_agent_id),
    PushUpdatesToPrimaryOwnerRecord: g.push,
    Properties: members
      .filter((m) => Number(m.group_id) === Number(g.id))
      .map(({ group_id: _group, ...m }) => ({ ...m, PropertyAgentId: Number(m.PropertyAgentId) })),
  }));
}

/** The group a property belongs to, or null. */
export async function groupOfProperty(
  tx: Tx,
  propertyAgentId: number,
): Promise<GroupOwnership | null> {
  const [group] = await groupsWhere(
    tx,
    sql`g.id in (select group_ownership_id from group_ownership_properties
                  where property_agent_id = ${propertyAgentId})`,
  );
  return group ?? null;
}
