import { queryRows, sql, type SQL } from '@hoa/db';
import type { RequestContext } from '../../http/request-context';

/**
 * The photos of draft entries (those `entries` selects by id) removed with their attachment rows;
 * answers the storage keys whose files go once the transaction has committed. Accrued photos are
 * the records' own (moved by the accrue) and never reach here: only a draft changes.
 */
export async function releaseEntryPhotos(ctx: RequestContext, entries: SQL): Promise<string[]> {
  const rows = await queryRows<{ storage_key: string }>(
    ctx.tx,
    sql`with photos as (
          delete from ccr_batch_entry_photos where entry_id in (${entries})
          returning attachment_id)
        delete from attachments att using photos p where att.id = p.attachment_id
        returning att.storage_key`,
  );
  return rows.map((r) => r.storage_key);
}
