import {
  and,
  asc,
  contacts,
  customFieldGroupCommunities,
  customFieldGroupRoles,
  customFieldGroups,
  customFields,
  eq,
  inArray,
  roles,
  sql,
  type SQL,
  type Tx,
} from '@hoa/db';
import type { CustomFieldGroup } from '@hoa/contract';
import { CustomFieldTypes, type CustomFieldTypeCode } from '@hoa/domain';
import { appError, forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

export interface GroupFilter {
  groupIds?: readonly number[];
  communityAgentId?: number;
  agentTypeGroupId?: number;
}

const typeName = (code: string) =>
  CustomFieldTypes.find((t) => t.FieldType === code)?.FieldTypeName ?? '';

/** Groups with at least one community on the caller's list count as theirs to administer. */
function onCallersList(ctx: RequestContext, communityAgentId?: number): SQL {
  const listed = ctx.tx
    .select({ one: sql`1` })
    .from(customFieldGroupCommunities)
    .where(
      and(
        eq(customFieldGroupCommunities.groupId, customFieldGroups.id),
        inUserCommunities(ctx, customFieldGroupCommunities.communityAgentId, {
          asked: communityAgentId,
        }),
      ),
    );
  return sql`exists (${listed})`;
}

/** Categories with fields (and their value counts), communities on the caller's list and roles. */
export async function readGroups(
  ctx: RequestContext,
  filter: GroupFilter,
): Promise<CustomFieldGroup[]> {
  const { tx } = ctx;
  const conditions: SQL[] = [onCallersList(ctx, filter.communityAgentId)];
  if (filter.groupIds) conditions.push(inArray(customFieldGroups.id, [...filter.groupIds]));
  if (filter.agentTypeGroupId !== undefined) {
    conditions.push(eq(customFieldGroups.agentTypeGroupId, filter.agentTypeGroupId));
  }
  const groups = await tx
    .select()
    .from(customFieldGroups)
    .where(and(...conditions))
    .orderBy(
      asc(customFieldGroups.agentTypeGroupId),
      asc(customFieldGroups.sequence),
      asc(sql`lower(${customFieldGroups.name})`),
      asc(customFieldGroups.id),
    );
  const ids = groups.map((g) => g.id);
  if (ids.length === 0) return [];
  const fields = await tx
    .select({
      field: customFields,
      // custom_fields is the outer table: spelled out so the subquery cannot bind it to v.
      valueCount: sql<number>`(select count(*) from custom_field_values v
          where v.custom_field_id = custom_fields.id)::int`,
    })
    .from(customFields)
    .where(inArray(customFields.groupId, ids))
    .orderBy(
      asc(customFields.sequence),
      asc(sql`lower(${customFields.name})`),
      asc(customFields.id),
    );
  const communities = await tx
    .select({
      groupId: customFieldGroupCommunities.groupId,
      id: customFieldGroupCommunities.communityAgentId,
      name: contacts.displayName,
    })
    .from(customFieldGroupCommunities)
    .leftJoin(contacts, eq(contacts.agentId, customFieldGroupCommunities.communityAgentId))
    .where(
      and(
        inArray(customFieldGroupCommunities.groupId, ids),
        inUserCommunities(ctx, customFieldGroupCommunities.communityAgentId),
      ),
    )
    .orderBy(asc(contacts.displayName));
  const groupRoles = await tx
    .select({ groupId: customFieldGroupRoles.groupId, id: roles.id, name: roles.name })
    .from(customFieldGroupRoles)
    .innerJoin(roles, eq(roles.id, customFieldGroupRoles.roleId))
    .where(inArray(customFieldGroupRoles.groupId, ids))
    .orderBy(asc(roles.name));
  return groups.map((g) => {
    const own = fields.filter((f) => f.field.groupId === g.id);
    return {
      CustomFieldGroupId: g.id,
      AgentTypeGroupId: g.agentTypeGroupId,
      Name: g.name,
      Description: g.description ?? '',
      Orientation: g.orientation === 'R' ? 'R' : 'L',
      Sequence: g.sequence,
      Enabled: g.enabled,
      Communities: communities
        .filter((c) => c.groupId === g.id)
        .map((c) => ({ CommunityAgentId: c.id, DisplayName: c.name ?? '' })),
      Roles: groupRoles
        .filter((r) => r.groupId === g.id)
        .map((r) => ({ ProductRoleId: r.id, Name: r.name })),
      CanDelete: own.length === 0,
      Fields: own.map(({ field: f, valueCount }) => ({
        CustomFieldId: f.id,
        CustomFieldGroupId: f.groupId,
        Name: f.name,
        FieldType: f.fieldType as CustomFieldTypeCode,
        CustomFieldType: typeName(f.fieldType),
        Sequence: f.sequence,
        Enabled: f.enabled,
        Regex: f.regex,
        ValidValues: f.validValues.map((Value) => ({ Value })),
        HasAssignedValues: valueCount > 0,
        ValueCount: valueCount,
      })),
    };
  });
}

/**
 * A category the caller may administer: 404 when it does not exist for them (another company's),
 * 403 when none of its communities is on their list.
 */
export async function readGroupForAdmin(
  ctx: RequestContext,
  groupId: number,
): Promise<CustomFieldGroup> {
  const [group] = await readGroups(ctx, { groupIds: [groupId] });
  if (group) return group;
  await requireGroupExists(ctx.tx, groupId);
  throw forbidden();
}

async function requireGroupExists(tx: Tx, groupId: number): Promise<void> {
  const found = await tx
    .select({ id: customFieldGroups.id })
    .from(customFieldGroups)
    .where(eq(customFieldGroups.id, groupId));
  if (found.length === 0) throw appError('CategoryNotFound');
}
