import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { agentReadable } from './access';
import { escapeLike } from './queries';

type SearchTags = typeof contract.attachments.SearchTags;

const maxTags = 25;

/**
 * Tags in use on the attachments of agents the caller may read, those starting with the term
 * first, then those containing it; each tag once whatever its case.
 */
export async function searchTags(
  ctx: RequestContext,
  input: InputOf<SearchTags>,
): Promise<ResponseOf<SearchTags>> {
  const term = escapeLike(input.query.searchTerm.toLowerCase());
  const rows = await queryRows<{ tag: string }>(
    ctx.tx,
    sql`select min(tag) as tag from (
          select unnest(aa.tags) as tag from agent_attachments aa
          join agents a on a.id = aa.agent_id where ${agentReadable(ctx)}) tags
        where lower(tag) like ${`%${term}%`}
        group by lower(tag)
        order by (lower(tag) like ${`${term}%`}) desc, lower(tag)
        limit ${maxTags}`,
  );
  return rows.map((row) => row.tag);
}
