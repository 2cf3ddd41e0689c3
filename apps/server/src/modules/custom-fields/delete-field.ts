import { customFields, eq } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { CustomFieldMessages as M } from '@hoa/domain';
import { requireClaim } from '../../http/access';
import { badRequest } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { readFieldForAdmin } from './field-access';

type DeleteField = typeof contract.customFields.DeleteField;

/** A field goes only when no agent has a value for it. */
export async function deleteField(
  ctx: RequestContext,
  input: InputOf<DeleteField>,
): Promise<ResponseOf<DeleteField>> {
  requireClaim(ctx, 'maintainuser', 'update');
  const { field } = await readFieldForAdmin(ctx, input.params.customFieldId);
  if (field.HasAssignedValues) throw badRequest(M.fieldCannotBeRemoved);
  await ctx.tx.delete(customFields).where(eq(customFields.id, field.CustomFieldId));
  return { success: true };
}
