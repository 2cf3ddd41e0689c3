import { queryRows, sql } from '@hoa/db';
import type { EndpointDef } from '@hoa/contract';
import type { FileStore } from '../../files/file-store';
import { runThenRemoveFiles } from '../../files/remove-after-commit';
import type { CallerCall } from '../../http/bind';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

type LinkTable = 'agent_attachments' | 'item_agent_attachments' | 'bank_account_attachments';

/** The owner id of one link row (its agent, item agent or bank account); 404 when there is none. */
export async function linkOwner(
  ctx: RequestContext,
  table: LinkTable,
  ownerColumn: 'agent_id' | 'item_agent_id' | 'bank_account_id',
  id: number,
): Promise<number> {
  const [row] = await queryRows<{ owner: string | number }>(
    ctx.tx,
    sql`select ${sql.identifier(ownerColumn)} as owner from ${sql.identifier(table)} where id = ${id}`,
  );
  if (!row) throw notFound();
  return Number(row.owner);
}

/** Removes one link row, then releases its attachment. */
export async function deleteLink(
  ctx: RequestContext,
  table: LinkTable,
  id: number,
): Promise<string | null> {
  const [row] = await queryRows<{ attachment_id: string | number }>(
    ctx.tx,
    sql`delete from ${sql.identifier(table)} where id = ${id} returning attachment_id`,
  );
  if (!row) throw notFound();
  return releaseAttachment(ctx, Number(row.attachment_id));
}

/**
 * After a link is removed: the attachment row goes when nothing links to it any more (a profile
 * picture pointing at it is cleared; a message batch that sends it keeps it). Answers the storage key whose file is to be removed.
 */
export async function releaseAttachment(
  ctx: RequestContext,
  attachmentId: number,
): Promise<string | null> {
  const [gone] = await queryRows<{ storage_key: string }>(
    ctx.tx,
    sql`with gone as (
          delete from attachments att where att.id = ${attachmentId}
            and not exists (select 1 from agent_attachments where attachment_id = att.id)
            and not exists (select 1 from item_agent_attachments where attachment_id = att.id)
            and not exists (select 1 from bank_account_attachments where attachment_id = att.id)
            and not exists (select 1 from message_batch_recipient_attachments
                             where attachment_id = att.id)
          returning att.id, att.storage_key),
        cleared as (
          update agents set profile_picture_attachment_id = null
          where profile_picture_attachment_id in (select id from gone))
        select storage_key from gone`,
  );
  return gone?.storage_key ?? null;
}

/**
 * Runs a delete in the caller's transaction, then, once it has committed, removes the file it
 * released (runThenRemoveFiles).
 */
export function deleteThenRemoveFile(
  call: Pick<CallerCall<EndpointDef>, 'run' | 'reply'>,
  files: FileStore,
  work: (ctx: RequestContext) => Promise<string | null>,
): Promise<{ success: true }> {
  return runThenRemoveFiles(call, files, async (ctx) => {
    const storageKey = await work(ctx);
    return { result: { success: true as const }, released: storageKey ? [storageKey] : [] };
  });
}
