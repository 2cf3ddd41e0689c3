import type { NoteItem } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { findNoteItem } from './note-queries';

/** A note item the caller may see: 404 when there is none, 403 when its community is off-list. */
export async function loadNoteItem(ctx: RequestContext, itemId: number): Promise<NoteItem> {
  const item = await findNoteItem(ctx.tx, itemId);
  if (!item) throw notFound();
  await requireCommunity(ctx, item.CommunityAgentId);
  return item;
}
