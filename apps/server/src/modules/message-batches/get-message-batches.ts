import type { contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  findStatus,
  messageBatchOpensEditor,
  messageBatchTemplateName,
  TxnTypeId,
  type MessageBatchContentName,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import type { RequestContext } from '../../http/request-context';
import { inUserCommunities } from '../../sql/index';

type Index = typeof contract.messageBatches.GetMessageBatches;

interface BatchRow {
  item_id: string | number;
  community_agent_id: string | number;
  community_name: string | null;
  status_id: number;
  content: MessageBatchContentName;
  template_name: string | null;
  subject: string;
  delivery_method_id: number;
  recipients: number;
  created_at: string;
  released_at: string | null;
  total: string | number;
}

/** MessageBatch/Index: the batches of one community or all the caller's, newest first. */
export async function getMessageBatches(
  ctx: RequestContext,
  { query }: InputOf<Index>,
): Promise<ResponseOf<Index>> {
  const community = query.communityAgentId ?? null;
  if (community !== null) await requireCommunity(ctx, community);
  const rows = await queryRows<BatchRow>(
    ctx.tx,
    sql`select i.id as item_id, i.community_agent_id, cc.display_name as community_name,
               i.status_id, b.content, t.name as template_name, b.subject, b.delivery_method_id,
               (select count(*)::int from message_batch_recipients r
                 where r.item_id = i.id and not r.is_removed and not r.is_summary) as recipients,
               i.created_at::text, b.released_at::text, count(*) over () as total
          from items i
          join message_batches b on b.item_id = i.id
          left join templates t on t.id = b.template_id
          left join contacts cc on cc.agent_id = i.community_agent_id
         where i.txn_type_id = ${TxnTypeId.MessageBatch}::smallint
           and ${community === null ? inUserCommunities(ctx, sql`i.community_agent_id`) : sql`i.community_agent_id = ${community}`}
         order by i.id desc offset ${query.skip} limit ${query.take}`,
  );
  return {
    TotalCount: Number(rows[0]?.total ?? 0),
    Batches: rows.map((r) => ({
      TopsItemId: Number(r.item_id),
      CommunityAgentId: Number(r.community_agent_id),
      CommunityName: r.community_name ?? '',
      TopsStatusId: r.status_id,
      StatusName: findStatus(r.status_id)?.StatusName ?? '',
      IsEditable: messageBatchOpensEditor(r.status_id),
      Content: r.content,
      TemplateName: messageBatchTemplateName(r.content, r.template_name),
      Subject: r.subject,
      DeliveryMethodId: r.delivery_method_id,
      Recipients: r.recipients,
      CreatedAt: new Date(r.created_at).toISOString(),
      ReleasedAt: r.released_at === null ? null : new Date(r.released_at).toISOString(),
    })),
  };
}
