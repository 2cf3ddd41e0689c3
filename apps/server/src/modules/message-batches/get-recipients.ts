import type { contract, InputOf, MessageBatchRecipient, ResponseOf } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { DeliveryPreferenceId } from '@hoa/domain';
import type { RequestContext } from '../../http/request-context';
import { outboxMailStatus } from '../mail/index';
import { batchHeader } from './batch-header';
import { listedFiles, recipientFiles } from './recipient-attachments';

type Get = typeof contract.messageBatches.GetMessageBatchRecipients;

interface RecipientRow {
  id: string | number;
  agent_id: string | number | null;
  property_agent_id: string | number | null;
  agent_type_id: number;
  name: string;
  email_address: string | null;
  delivery_preference_id: number;
  delivery: string;
  is_summary: boolean;
  is_valid: boolean;
  validation_error: string | null;
  attachment_id: string | number | null;
  delivery_state: string | null;
  total: string | number;
}

const optionalId = (value: string | number | null) => (value === null ? null : Number(value));

/** A page of a batch's live recipients (owners by name, then summary recipients). */
export async function recipientsOf(
  ctx: RequestContext,
  batchItemId: number,
  page: { skip?: number; take?: number; summaryOnly?: boolean },
): Promise<ResponseOf<Get>> {
  const rows = await queryRows<RecipientRow>(
    ctx.tx,
    sql`select r.id, r.agent_id, r.property_agent_id, r.agent_type_id, r.name, r.email_address,
               r.delivery_preference_id, r.delivery, r.is_summary, r.is_valid, r.validation_error,
               r.attachment_id,
               case when d.channel = 'Email' then ${outboxMailStatus(sql`m`)}
                    when d.id is not null then coalesce(po.order_state, 'Queued') end as delivery_state,
               count(*) over () as total
          from message_batch_recipients r
          left join lateral (select * from deliveries d where d.recipient_id = r.id
                              order by d.id limit 1) d on true
          left join mail_outbox m on m.id = d.mail_outbox_id
          left join print_orders po on po.id = d.print_order_id
         where r.item_id = ${batchItemId} and not r.is_removed
           ${page.summaryOnly ? sql`and r.is_summary` : sql``}
         order by r.is_summary, lower(r.name), r.id
         offset ${page.skip ?? 0} limit ${page.take ?? 1000}`,
  );
  const files = await recipientFiles(
    ctx,
    rows.map((r) => Number(r.id)),
  );
  const recipients: MessageBatchRecipient[] = rows.map((r) => ({
    MessageBatchRecipientId: Number(r.id),
    TopsAgentId: optionalId(r.agent_id),
    PropertyAgentId: optionalId(r.property_agent_id),
    TopsAgentTypeId: r.agent_type_id,
    Name: r.name,
    EmailAddress: r.email_address,
    PrefersEmail: r.delivery_preference_id === DeliveryPreferenceId.Email,
    PrefersPrint: r.delivery_preference_id === DeliveryPreferenceId.Print,
    Delivery: r.delivery,
    IsSummary: r.is_summary,
    isValid: r.is_valid,
    validationError: r.validation_error,
    TopsAttachmentId: optionalId(r.attachment_id),
    DeliveryState: r.delivery_state,
    Attachments: listedFiles(files.get(Number(r.id))),
  }));
  return { TotalCount: Number(rows[0]?.total ?? 0), Recipients: recipients };
}

/** MessageBatch/GetRecipients. */
export async function getMessageBatchRecipients(
  ctx: RequestContext,
  { query }: InputOf<Get>,
): Promise<ResponseOf<Get>> {
  await batchHeader(ctx, query.messageBatchItemId);
  return recipientsOf(ctx, query.messageBatchItemId, query);
}
