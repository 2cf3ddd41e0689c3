import { eq, items, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { notDeleted, readNoteItems } from './note-queries';

type Index = typeof contract.notes.Index;

/** Note/Index: the notes and tasks attached to an item, newest first. */
export async function getItemNotes(
  ctx: RequestContext,
  input: InputOf<Index>,
): Promise<ResponseOf<Index>> {
  const itemId = input.query.itemId;
  const [item] = await ctx.tx
    .select({ communityAgentId: items.communityAgentId })
    .from(items)
    .where(eq(items.id, itemId));
  if (!item) throw notFound();
  await requireCommunity(ctx, item.communityAgentId);
  return readNoteItems(ctx.tx, sql`i.parent_item_id = ${itemId} and ${notDeleted}`);
}
