import { queryRows, sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { MaxTagsPerAttachment, normalizeTags } from '@hoa/domain';
import { appError } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { idArray, textArray } from '../../sql/index';
import { requireAgentAttachmentOwners } from './access';

type AddTags = typeof contract.attachments.AddTagsToAgentAttachments;

/**
 * Adds tags to many agent attachments in one statement; a tag already there (in any case) is kept
 * once. Every agent involved is checked for update first.
 */
export async function addTagsToAgentAttachments(
  ctx: RequestContext,
  input: InputOf<AddTags>,
): Promise<ResponseOf<AddTags>> {
  const ids = [...new Set(input.body.TopsAgentAttachmentIds)];
  const tags = normalizeTags(input.body.Tags);
  await requireAgentAttachmentOwners(ctx, ids, 'update');

  const tagArray = textArray(tags);
  const updated = await queryRows<{ tag_count: number }>(
    ctx.tx,
    sql`update agent_attachments aa set tags = merged.tags
        from (select a.id, array(
                select t from (select distinct on (lower(t)) t, n
                               from unnest(a.tags || ${tagArray}) with ordinality as u(t, n)
                               order by lower(t), n) kept
                order by n) as tags
              from agent_attachments a where a.id = any(${idArray(ids)})) merged
        where aa.id = merged.id
        returning cardinality(aa.tags)::int as tag_count`,
  );
  if (updated.some((row) => row.tag_count > MaxTagsPerAttachment)) {
    throw appError('AttachmentTooManyTags', MaxTagsPerAttachment);
  }
  return { UpdatedCount: updated.length };
}
