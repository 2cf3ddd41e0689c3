import { sql, type SQL } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { requireAgent } from './access';
import { countAgentAttachments, escapeLike, selectAgentAttachments } from './queries';

type GetGallery = typeof contract.attachments.GetAgentAttachmentGallery;

/** One page of an agent's gallery, searched by display name, file name or tag; pinned first. */
export async function getAgentAttachmentGallery(
  ctx: RequestContext,
  input: InputOf<GetGallery>,
): Promise<ResponseOf<GetGallery>> {
  const { query } = input;
  const agent = await requireAgent(ctx, query.agentId, 'read');
  const conditions: SQL[] = [sql`aa.agent_id = ${agent.agentId}`];
  if (query.galleryOnly) conditions.push(sql`aa.is_gallery`);
  if (query.searchTerm) {
    const pattern = `%${escapeLike(query.searchTerm)}%`;
    conditions.push(sql`(att.display_name ilike ${pattern} or att.file_name ilike ${pattern}
      or exists (select 1 from unnest(aa.tags) tag where tag ilike ${pattern}))`);
  }
  const where = sql.join(conditions, sql` and `);
  const attachments = await selectAgentAttachments(ctx, where, {
    skip: query.skip,
    take: query.take,
  });
  return { Attachments: attachments, TotalCount: await countAgentAttachments(ctx, where) };
}
