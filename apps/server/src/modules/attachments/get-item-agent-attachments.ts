import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireItemAgent } from './access';
import { selectItemAgentAttachments, withoutCheck } from './queries';

type GetItemAgentAttachments = typeof contract.attachments.GetItemAgentAttachments;

export async function getItemAgentAttachments(
  ctx: RequestContext,
  input: InputOf<GetItemAgentAttachments>,
): Promise<ResponseOf<GetItemAgentAttachments>> {
  const party = await requireItemAgent(ctx, input.query.itemAgentId, 'read');
  const rows = await selectItemAgentAttachments(ctx, sql`ia.id = ${party.itemAgentId}`);
  return rows.map(withoutCheck);
}
