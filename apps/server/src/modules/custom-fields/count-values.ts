import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireClaim } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { readFieldForAdmin } from './field-access';

type CountValues = typeof contract.customFields.CountValues;

/** How many agents hold a value for the field (all of them, whatever their community). */
export async function countValues(
  ctx: RequestContext,
  input: InputOf<CountValues>,
): Promise<ResponseOf<CountValues>> {
  requireClaim(ctx, 'maintainuser', 'read');
  const { field } = await readFieldForAdmin(ctx, input.query.customFieldId);
  return { CustomFieldId: field.CustomFieldId, Count: field.ValueCount };
}
