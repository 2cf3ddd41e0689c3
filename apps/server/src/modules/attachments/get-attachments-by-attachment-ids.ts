import { sql } from '@hoa/db';
import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { idArray } from '../../sql/index';
import { attachmentReadable } from './access';
import { selectAttachments } from './queries';

type GetAttachmentsByIds = typeof contract.attachments.GetAttachmentsByAttachmentIds;

/** The attachments of the ids that the caller may read; others are left out. */
export async function getAttachmentsByIds(
  ctx: RequestContext,
  input: InputOf<GetAttachmentsByIds>,
): Promise<ResponseOf<GetAttachmentsByIds>> {
  const ids = [...new Set(input.query.attachmentIds)];
  return selectAttachments(ctx, sql`att.id = any(${idArray(ids)}) and ${attachmentReadable(ctx)}`);
}
