import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { toNoteAgent } from './note-queries';

type GetOptions = typeof contract.notes.GetNoteAgentOptions;

// Agent search needs at least 2 trimmed characters and shows at most 25 hits (spec 1 §7.4, §5).
const minSearchLength = 2;
const maxSearchHits = 25;

/**
 * The agents a note can name: the community itself and the users who have it on their list,
 * and, with a search term, the community's agents whose name contains it.
 */
export async function getNoteAgentOptions(
  ctx: RequestContext,
  input: InputOf<GetOptions>,
): Promise<ResponseOf<GetOptions>> {
  const community = input.query.communityAgentId;
  await requireCommunity(ctx, community);
  const term = (input.query.searchTerm ?? '').trim();
  const searched =
    term.length >= minSearchLength
      ? sql`union all
          select * from (
            select a.id, a.agent_type_id, c.display_name, 2 as rank
            from agents a join contacts c on c.agent_id = a.id
            where a.community_agent_id = ${community} and a.id <> ${community}
              and not a.is_deleted and c.display_name ilike ${`%${escapeLike(term)}%`}
            order by c.display_name limit ${maxSearchHits}) hits`
      : sql``;
  const rows = await queryRows<{
    id: string | number;
    agent_type_id: number;
    display_name: string | null;
  }>(
    ctx.tx,
    sql`select id, agent_type_id, display_name from (
          select a.id, a.agent_type_id, c.display_name, 0 as rank
          from agents a left join contacts c on c.agent_id = a.id where a.id = ${community}
          union all
          select a.id, a.agent_type_id, coalesce(c.display_name, u.display_name), 1 as rank
          from users u
          join user_communities uc on uc.user_id = u.id and uc.community_agent_id = ${community}
          join agents a on a.id = u.user_agent_id
          left join contacts c on c.agent_id = a.id
          where u.is_active and not a.is_deleted
          ${searched}
        ) options
        order by rank, display_name`,
  );
  return rows.map((row) =>
    toNoteAgent({
      TopsAgentId: Number(row.id),
      TopsAgentTypeId: row.agent_type_id,
      DisplayName: row.display_name ?? '',
    }),
  );
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}
