import type { MessageBatchHeader } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import {
  findStatus,
  MessageBatchMessages,
  messageBatchOpensEditor,
  messageBatchTemplateName,
  TxnTypeId,
  type MessageBatchContentName,
} from '@hoa/domain';
import { requireCommunity } from '../../http/access';
import { badRequest, notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';

interface HeaderRow {
  item_id: string | number;
  community_agent_id: string | number;
  community_name: string | null;
  status_id: number;
  content: MessageBatchContentName;
  template_id: string | number | null;
  template_name: string | null;
  template_type_id: number | null;
  delivery_method_id: number;
  source_item_id: string | number | null;
  subject: string;
  body: string;
  recipients: number;
  print: number;
  email: number;
  invalid: number;
  summary: number;
  progress_done: number;
  progress_total: number;
  release_error: string | null;
  created_at: string;
  created_by: string | null;
  released_at: string | null;
  print_order_id: string | number | null;
  letters: number | null;
  pages: number | null;
  order_number: string | null;
  order_state: string | null;
}

const iso = (value: string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * Message batch header (GetMessageBatchReviewHeader): a batch of the caller's company in one of
 * their communities, with its counts of live (not removed) recipients; 404 for any other item.
 */
export async function batchHeader(
  ctx: RequestContext,
  batchItemId: number,
): Promise<MessageBatchHeader> {
  const [row] = await queryRows<HeaderRow>(
    ctx.tx,
    sql`select i.id as item_id, i.community_agent_id, cc.display_name as community_name,
               i.status_id, b.content, b.template_id, t.name as template_name, t.template_type_id,
               b.delivery_method_id, b.source_item_id, b.subject, b.body,
               count(r.id) filter (where not r.is_summary)::int as recipients,
               count(r.id) filter (where not r.is_summary and r.is_valid and r.delivery = 'Print')::int as print,
               count(r.id) filter (where not r.is_summary and r.is_valid and r.delivery = 'Email')::int as email,
               count(r.id) filter (where not r.is_valid)::int as invalid,
               count(r.id) filter (where r.is_summary)::int as summary,
               b.progress_done, b.progress_total, b.release_error, i.created_at::text,
               u.user_name as created_by, b.released_at::text,
               po.id as print_order_id, po.letters, po.pages, po.order_number, po.order_state
          from items i
          join message_batches b on b.item_id = i.id
          left join templates t on t.id = b.template_id
          left join contacts cc on cc.agent_id = i.community_agent_id
          left join users u on u.id = i.created_by_user_id
          left join message_batch_recipients r on r.item_id = i.id and not r.is_removed
          left join print_orders po on po.batch_item_id = i.id
         where i.id = ${batchItemId} and i.txn_type_id = ${TxnTypeId.MessageBatch}::smallint
         group by i.id, cc.display_name, b.item_id, t.id, u.user_name, po.id`,
  );
  if (!row) throw notFound(MessageBatchMessages.notFound);
  const communityAgentId = Number(row.community_agent_id);
  await requireCommunity(ctx, communityAgentId);
  return {
    TopsItemId: Number(row.item_id),
    CommunityAgentId: communityAgentId,
    CommunityName: row.community_name ?? '',
    TopsStatusId: row.status_id,
    StatusName: findStatus(row.status_id)?.StatusName ?? '',
    IsEditable: messageBatchOpensEditor(row.status_id),
    Content: row.content,
    TopsTemplateId: row.template_id === null ? null : Number(row.template_id),
    TemplateName: messageBatchTemplateName(row.content, row.template_name),
    TopsTemplateTypeId: row.template_type_id,
    DeliveryMethodId: row.delivery_method_id,
    SourceItemId: row.source_item_id === null ? null : Number(row.source_item_id),
    Subject: row.subject,
    Body: row.body,
    Recipients: row.recipients,
    PrintRecipients: row.print,
    EmailRecipients: row.email,
    InvalidRecipients: row.invalid,
    SummaryRecipients: row.summary,
    ProgressDone: row.progress_done,
    ProgressTotal: row.progress_total,
    ReleaseError: row.release_error,
    CreatedAt: iso(row.created_at) ?? '',
    CreatedBy: row.created_by,
    ReleasedAt: iso(row.released_at),
    PrintOrder:
      row.print_order_id === null
        ? null
        : {
            PrintOrderId: Number(row.print_order_id),
            Letters: row.letters ?? 0,
            Pages: row.pages ?? 0,
            OrderNumber: row.order_number,
            OrderState: row.order_state ?? 'Queued',
          },
  };
}

/** The batch's header, refused unless it is still being edited (Incomplete or Updated). */
export async function editableBatch(
  ctx: RequestContext,
  batchItemId: number,
): Promise<MessageBatchHeader> {
  await ctx.tx.execute(sql`select 1 from items where id = ${batchItemId} for update`);
  const header = await batchHeader(ctx, batchItemId);
  if (!header.IsEditable) throw badRequest(MessageBatchMessages.notEditable);
  return header;
}
