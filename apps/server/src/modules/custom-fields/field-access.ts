import { customFields, eq } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';
import { appError } from '../../http/errors';
import { readGroupForAdmin } from './group-queries';

/** A field of a category the caller administers, with that category. */
export async function readFieldForAdmin(ctx: RequestContext, fieldId: number) {
  const [row] = await ctx.tx
    .select({ groupId: customFields.groupId })
    .from(customFields)
    .where(eq(customFields.id, fieldId));
  if (!row) throw appError('FieldNotFound');
  const group = await readGroupForAdmin(ctx, row.groupId);
  const field = group.Fields.find((f) => f.CustomFieldId === fieldId);
  if (!field) throw appError('FieldNotFound');
  return { group, field };
}
