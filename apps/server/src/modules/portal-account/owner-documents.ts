import { queryRows, sql, type SQL } from '@hoa/db';
import type { OwnerContext } from '../owner-auth/index';
import { idArray } from '../../sql/index';

/**
 * The agents whose owner-flagged attachments an owner sees: the communities of their properties
 * (published to every owner) and their properties themselves.
 */
function publishedOn(ctx: OwnerContext): SQL {
  const properties = idArray(ctx.owner.propertyAgentIds);
  return sql`select p.community_agent_id as id, 'Community' as place from agents p
              where p.id = any(${properties}) and p.community_agent_id is not null
             union select p.id, 'Your home' from agents p where p.id = any(${properties})`;
}

export interface OwnerDocumentRow {
  id: string | number;
  display_name: string;
  file_name: string;
  content_type: string;
  size_bytes: string | number;
  storage_key: string;
  uploaded_at: string;
  place: string;
}

/** The attachments published to the signed-in owner (one of them with `attachmentId`). */
export function ownerDocuments(
  ctx: OwnerContext,
  attachmentId: number | null = null,
): Promise<OwnerDocumentRow[]> {
  return queryRows<OwnerDocumentRow>(
    ctx.tx,
    sql`select distinct on (a.id) a.id, a.display_name, a.file_name, a.content_type, a.size_bytes,
               a.storage_key, to_char(a.uploaded_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as uploaded_at,
               w.place
          from agent_attachments aa
          join attachments a on a.id = aa.attachment_id
          join (${publishedOn(ctx)}) w on w.id = aa.agent_id
         where aa.is_owner_access
           and (${attachmentId}::bigint is null or a.id = ${attachmentId}::bigint)
         order by a.id desc, w.place`,
  );
}
