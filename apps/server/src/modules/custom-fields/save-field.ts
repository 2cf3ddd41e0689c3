import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { writeFields } from './field-writes';
import { readGroupForAdmin } from './group-queries';

type SaveField = typeof contract.customFields.SaveField;

/** Adds a field to a category or changes one; answers the category. */
export async function saveField(
  ctx: RequestContext,
  input: InputOf<SaveField>,
): Promise<ResponseOf<SaveField>> {
  requireClaim(ctx, 'maintainuser', 'update');
  const { CustomFieldGroupId, ...field } = input.body;
  const group = await readGroupForAdmin(ctx, CustomFieldGroupId);
  await writeFields(ctx, group.CustomFieldGroupId, [field]);
  return readGroupForAdmin(ctx, group.CustomFieldGroupId);
}
