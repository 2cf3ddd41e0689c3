import type { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { AgentTypeId } from '@hoa/domain';
import { requireCommunities } from '../../http/access';
import type { Handler } from '../../http/bind';
import { appError, notFound } from '../../http/errors';
import { idArray } from '../../sql/id-array';
import { groupsWhere } from './group-rows';

type Save = typeof contract.groupOwnership.SaveGroupOwnership;

/**
 * GroupOwnership/SaveGroupOwnership: a new group, or an existing one with properties linked and
 * unlinked; the result keeps at least two properties, the primary among them, and no property of
 * another group. Every property must be of a community on the caller's list. Nothing is written
 * when any rule fails.
 */
export const saveGroupOwnership: Handler<Save> = async (ctx, { body }) => {
  const groupId = body.GroupOwnership.GroupOwnershipId;
  let current: number[] = [];
  if (groupId !== null) {
    const rows = await queryRows<{ id: number; members: (number | string)[] }>(
      ctx.tx,
      sql`select g.id, coalesce((select array_agg(m.property_agent_id) from group_ownership_properties m
                                  where m.group_ownership_id = g.id), '{}') as members
            from group_ownerships g where g.id = ${groupId} for update`,
    );
    const [group] = rows;
    if (!group) throw notFound();
    current = group.members.map(Number);
  }
  const unlinked = new Set(body.UnLinkedPropertyAgentIds);
  const members = [...new Set([...current, ...body.LinkedPropertyAgentIds])].filter(
    (id) => !unlinked.has(id),
  );
  if (members.length < 2) throw appError('GroupTooFewProperties');
  if (!members.includes(body.PrimaryPropertyAgentId)) throw appError('GroupPrimaryNotLinked');
  const properties = await queryRows<{
    id: number;
    community_agent_id: number;
    address: string;
    other_group: boolean;
  }>(
    ctx.tx,
    sql`select p.id, p.community_agent_id, c.display_name as address,
               exists (select 1 from group_ownership_properties m
                        where m.property_agent_id = p.id
                          and m.group_ownership_id is distinct from ${groupId}::bigint) as other_group
          from agents p join contacts c on c.agent_id = p.id
         where p.id = any(${idArray(members)}) and p.agent_type_id = ${AgentTypeId.Property}
           and not p.is_deleted`,
  );
  if (properties.length !== members.length) throw notFound();
  await requireCommunities(
    ctx,
    properties.map((p) => Number(p.community_agent_id)),
  );
  const taken = properties.find((p) => p.other_group);
  if (taken) throw appError('GroupPropertyInAnotherGroup', taken.address);

  const values = {
    name: body.GroupOwnership.Name,
    primary: body.PrimaryPropertyAgentId,
    push: body.PushUpdatesToPrimaryOwnerRecord,
  };
  const [saved] =
    groupId === null
      ? await queryRows<{ id: number }>(
          ctx.tx,
          sql`insert into group_ownerships (company_id, name, primary_property_agent_id,
                                            push_updates_to_primary_owner_record)
              values (${ctx.user.companyId}, ${values.name}, ${values.primary}, ${values.push})
              returning id`,
        )
      : await queryRows<{ id: number }>(
          ctx.tx,
          sql`update group_ownerships set name = ${values.name},
                     primary_property_agent_id = ${values.primary},
                     push_updates_to_primary_owner_record = ${values.push}
               where id = ${groupId} returning id`,
        );
  if (!saved) throw notFound();
  const id = Number(saved.id);
  await ctx.tx.execute(
    sql`delete from group_ownership_properties
         where group_ownership_id = ${id} and not (property_agent_id = any(${idArray(members)}))`,
  );
  await ctx.tx.execute(
    sql`insert into group_ownership_properties (company_id, group_ownership_id, property_agent_id)
        select ${ctx.user.companyId}, ${id}, m from unnest(${idArray(members)}) as m
        on conflict (property_agent_id) do nothing`,
  );
  const [group] = await groupsWhere(ctx.tx, sql`g.id = ${id}`);
  if (!group) throw notFound();
  return group;
};
