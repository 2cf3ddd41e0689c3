import { customFieldGroups, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CustomFieldMessages as M } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readGroupForAdmin } from './group-queries';

type DeleteGroup = typeof contract.customFields.DeleteGroup;

/** A category goes only when it has no fields (and so no values) left. */
export async function deleteGroup(
  ctx: RequestContext,
  input: InputOf<DeleteGroup>,
): Promise<ResponseOf<DeleteGroup>> {
  requireClaim(ctx, 'maintainuser', 'update');
  const group = await readGroupForAdmin(ctx, input.params.customFieldGroupId);
  if (!group.CanDelete) throw badRequest(M.categoryCannotBeRemoved);
  // Its community and role links go with it (on delete cascade).
  await ctx.tx.delete(customFieldGroups).where(eq(customFieldGroups.id, group.CustomFieldGroupId));
  return { success: true };
}
