import { queryRows, sql } from '@hoa/db';
import { requireClaim, requireCommunity } from '../../http/access';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

/** The stored file of a send, for the download (claim bank read, community on the list). */
export async function sendFile(ctx: RequestContext, sendId: number) {
  requireClaim(ctx, 'bank', 'read');
  const [send] = await queryRows<{
    community: number;
    storage_key: string;
    file_name: string;
    size_bytes: number;
    layout: string;
  }>(
    ctx.tx,
    sql`select ba.community_agent_id::int8 as community, s.storage_key, s.file_name,
               s.size_bytes, s.layout
          from positive_pay_sends s join bank_accounts ba on ba.id = s.bank_account_id
         where s.id = ${sendId}::bigint`,
  );
  if (!send) throw notFound();
  await requireCommunity(ctx, send.community);
  return send;
}
