import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireItem } from './access';
import { selectItemAgentAttachments, withoutCheck } from './queries';

type GetItemAttachments = typeof contract.attachments.GetItemAttachments;

/** The attachments of every live party of a transaction. */
export async function getItemAttachments(
  ctx: RequestContext,
  input: InputOf<GetItemAttachments>,
): Promise<ResponseOf<GetItemAttachments>> {
  const itemId = input.query.itemId;
  await requireItem(ctx, itemId, 'read');
  const rows = await selectItemAgentAttachments(
    ctx,
    sql`ia.item_id = ${itemId} and not ia.is_deleted`,
  );
  return rows.map(withoutCheck);
}
