import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { readViews } from './view-queries';

type GetFilteredViews = typeof contract.filteredViews.GetFilteredViews;

export function getFilteredViews(
  ctx: RequestContext,
  input: InputOf<GetFilteredViews>,
): Promise<ResponseOf<GetFilteredViews>> {
  return readViews(ctx, sql`v.filtered_view_type_id = ${input.query.filteredViewTypeId}`);
}
