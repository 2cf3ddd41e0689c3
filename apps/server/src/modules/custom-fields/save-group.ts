import {
  and,
  customFieldGroupCommunities,
  customFieldGroupRoles,
  customFieldGroups,
  customFields,
  customFieldValues,
  eq,
  inArray,
  roles,
  sql,
} from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CustomFieldMessages as M, findAgentTypeGroup, nameKey } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import { appError, badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { writeFields } from './field-writes';
import { readGroupForAdmin } from './group-queries';
import { inUserCommunities, isCallerCommunity } from '../../sql/index';

type SaveGroup = typeof contract.customFields.SaveGroup;
type Body = InputOf<SaveGroup>['body'];

async function checkCommunitiesAndRoles(ctx: RequestContext, body: Body): Promise<void> {
  const offList = body.Communities.find((id) => !isCallerCommunity(ctx, id));
  if (offList !== undefined) await requireCommunity(ctx, offList);
  const roleIds = [...new Set(body.Roles)];
  const found = await ctx.tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds));
  if (found.length !== roleIds.length) throw appError('RoleNotFound');
}

/** Group names are unique among the categories of the same availability. */
async function checkNameFree(ctx: RequestContext, body: Body): Promise<void> {
  const same = await ctx.tx
    .select({ id: customFieldGroups.id })
    .from(customFieldGroups)
    .where(
      and(
        eq(customFieldGroups.agentTypeGroupId, body.AgentTypeGroupId),
        sql`lower(trim(${customFieldGroups.name})) = ${nameKey(body.Name)}`,
        body.CustomFieldGroupId
          ? sql`${customFieldGroups.id} <> ${body.CustomFieldGroupId}`
          : undefined,
      ),
    );
  if (same.length > 0) throw badRequest(M.groupNamesDuplicated);
}

async function hasValues(ctx: RequestContext, groupId: number): Promise<boolean> {
  const rows = await ctx.tx
    .select({ id: customFieldValues.id })
    .from(customFieldValues)
    .innerJoin(customFields, eq(customFields.id, customFieldValues.customFieldId))
    .where(eq(customFields.groupId, groupId))
    .limit(1);
  return rows.length > 0;
}

/** Sets the category's communities on the caller's list; ones off their list are kept. */
async function replaceLinks(ctx: RequestContext, groupId: number, body: Body): Promise<void> {
  const { tx } = ctx;
  const companyId = ctx.user.companyId;
  await tx
    .delete(customFieldGroupCommunities)
    .where(
      and(
        eq(customFieldGroupCommunities.groupId, groupId),
        inUserCommunities(ctx, customFieldGroupCommunities.communityAgentId),
      ),
    );
  await tx.delete(customFieldGroupRoles).where(eq(customFieldGroupRoles.groupId, groupId));
  await tx.insert(customFieldGroupCommunities).values(
    [...new Set(body.Communities)].map((communityAgentId) => ({
      companyId,
      groupId,
      communityAgentId,
    })),
  );
  await tx
    .insert(customFieldGroupRoles)
    .values([...new Set(body.Roles)].map((roleId) => ({ companyId, groupId, roleId })));
}

/** Creates a category or changes one, with its communities, roles and the fields listed. */
export async function saveGroup(
  ctx: RequestContext,
  input: InputOf<SaveGroup>,
): Promise<ResponseOf<SaveGroup>> {
  const body = input.body;
  requireClaim(ctx, 'maintainuser', 'update');
  if (!findAgentTypeGroup(body.AgentTypeGroupId)) throw badRequest(M.availabilityRequired);
  await checkCommunitiesAndRoles(ctx, body);
  await checkNameFree(ctx, body);

  const values = {
    agentTypeGroupId: body.AgentTypeGroupId,
    name: body.Name,
    description: body.Description,
    orientation: body.Orientation,
    sequence: body.Sequence,
    enabled: body.Enabled,
  };
  let groupId: number;
  if (body.CustomFieldGroupId) {
    const before = await readGroupForAdmin(ctx, body.CustomFieldGroupId);
    groupId = before.CustomFieldGroupId;
    if (before.AgentTypeGroupId !== body.AgentTypeGroupId && (await hasValues(ctx, groupId))) {
      throw badRequest(M.availabilityChangeWithValues);
    }
    await ctx.tx.update(customFieldGroups).set(values).where(eq(customFieldGroups.id, groupId));
  } else {
    const [created] = await ctx.tx
      .insert(customFieldGroups)
      .values({ ...values, companyId: ctx.user.companyId })
      .returning({ id: customFieldGroups.id });
    if (!created) throw new Error('Category insert returned no row');
    groupId = created.id;
  }
  await replaceLinks(ctx, groupId, body);
  await writeFields(ctx, groupId, body.Fields);
  return readGroupForAdmin(ctx, groupId);
}
