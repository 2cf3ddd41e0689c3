import { customFields, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CustomFieldMessages as M, nameKey } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readFieldForAdmin } from './field-access';
import { readGroupForAdmin } from './group-queries';

type MoveField = typeof contract.customFields.MoveField;

/** Moves a field, values and all, to another category; answers the target category. */
export async function moveField(
  ctx: RequestContext,
  input: InputOf<MoveField>,
): Promise<ResponseOf<MoveField>> {
  requireClaim(ctx, 'maintainuser', 'update');
  const { group, field } = await readFieldForAdmin(ctx, input.body.CustomFieldId);
  const target = await readGroupForAdmin(ctx, input.body.TargetCustomFieldGroupId);
  if (target.CustomFieldGroupId === group.CustomFieldGroupId) return target;
  if (target.Fields.some((f) => nameKey(f.Name) === nameKey(field.Name))) {
    throw badRequest(M.fieldNameExistsInTarget);
  }
  // Values belong to agents of the source's availability; they cannot follow to other agents.
  if (field.HasAssignedValues && target.AgentTypeGroupId !== group.AgentTypeGroupId) {
    throw badRequest(M.moveWithValuesAcrossAvailability);
  }
  await ctx.tx
    .update(customFields)
    .set({ groupId: target.CustomFieldGroupId })
    .where(eq(customFields.id, field.CustomFieldId));
  return readGroupForAdmin(ctx, target.CustomFieldGroupId);
}
