import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireItemAgent } from './access';

type CountItemAgentAttachments = typeof contract.attachments.CountItemAgentAttachments;

export async function countItemAgentAttachments(
  ctx: RequestContext,
  input: InputOf<CountItemAgentAttachments>,
): Promise<ResponseOf<CountItemAgentAttachments>> {
  const party = await requireItemAgent(ctx, input.query.itemAgentId, 'read');
  const [row] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from item_agent_attachments
        where item_agent_id = ${party.itemAgentId}`,
  );
  return row?.count ?? 0;
}
