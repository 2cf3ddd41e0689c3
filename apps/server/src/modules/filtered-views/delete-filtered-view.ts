import { eq, filteredViews } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { forbidden } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { loadView } from './view-queries';

type Delete = typeof contract.filteredViews.DeleteFilteredView;

/** The owner deletes a view; it stops being anyone's default (the defaults cascade). */
export async function deleteFilteredView(
  ctx: RequestContext,
  input: InputOf<Delete>,
): Promise<ResponseOf<Delete>> {
  const view = await loadView(ctx, input.body.filteredView.FilteredViewId);
  if (!view.IsOwner) throw forbidden();
  await ctx.tx.delete(filteredViews).where(eq(filteredViews.id, view.FilteredViewId));
  return { success: true };
}
