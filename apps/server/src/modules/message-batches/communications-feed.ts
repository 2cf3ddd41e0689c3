import type { Communication, contract, InputOf, ResponseOf } from '@hoa/contract';
import { queryRows, sql, type SQL } from '@hoa/db';
import { MessageBatchMessages, messageBatchTemplateName, type IsoDate } from '@hoa/domain';
import type { FastifyReply } from 'fastify';
import { readStoredFile, type FileStore } from '../../files/file-store';
import { requireCommunity } from '../../http/access';
import { loadAgent } from '../../http/agent-access';
import type { CallerCall } from '../../http/bind';
import { notFound } from '../../http/errors';
import type { RequestContext } from '../../http/request-context';
import { sendPdf } from '../../http/send-download';
import { outboxMailStatus } from '../mail/index';
import { inUserCommunities } from '../../sql/index';
import { batchHeader } from './batch-header';
import { listedFiles, recipientFiles } from './recipient-attachments';

type C = typeof contract.communicationFeed;

interface FeedRow {
  id: string | number;
  recipient_id: string | number;
  content: string;
  batch_item_id: string | number;
  subject_item_id: string | number;
  agent_id: string | number | null;
  name: string;
  channel: string;
  subject: string;
  template_name: string | null;
  state: string;
  detail: string | null;
  tracking_number: string | null;
  attachment_id: string | number | null;
  created_at: string;
  total: string | number;
}

/** Delivery ledger rows matching `where`, newest first, with each piece's state. */
async function feed(
  ctx: RequestContext,
  where: SQL,
  offset: number,
  take: number,
): Promise<ResponseOf<C['GetByParent']>> {
  const rows = await queryRows<FeedRow>(
    ctx.tx,
    sql`select d.id, d.recipient_id, d.batch_item_id, d.subject_item_id, d.agent_id, r.name,
               d.channel, b.subject, b.content, t.name as template_name,
               case when d.channel = 'Email' then ${outboxMailStatus(sql`m`)}
                    else coalesce(po.order_state, 'Queued') end as state,
               case when d.channel = 'Email' then coalesce(m.smtp_response, m.error)
                    else po.order_number end as detail,
               d.tracking_number, r.attachment_id, d.created_at::text, count(*) over () as total
          from deliveries d
          join message_batch_recipients r on r.id = d.recipient_id
          join message_batches b on b.item_id = d.batch_item_id
          left join templates t on t.id = b.template_id
          join items i on i.id = d.batch_item_id
          left join mail_outbox m on m.id = d.mail_outbox_id
          left join print_orders po on po.id = d.print_order_id
         where ${where} and ${inUserCommunities(ctx, sql`i.community_agent_id`)}
         order by d.id desc offset ${offset} limit ${take}`,
  );
  const files = await recipientFiles(
    ctx,
    rows.map((r) => Number(r.recipient_id)),
  );
  const communications: Communication[] = rows.map((r) => ({
    DeliveryId: Number(r.id),
    BatchItemId: Number(r.batch_item_id),
    SubjectItemId: Number(r.subject_item_id),
    TopsAgentId: r.agent_id === null ? null : Number(r.agent_id),
    Name: r.name,
    Channel: r.channel,
    Subject: r.subject,
    TemplateName: messageBatchTemplateName(r.content, r.template_name),
    State: r.state,
    Detail: r.detail,
    TrackingNumber: r.tracking_number,
    TopsAttachmentId: r.attachment_id === null ? null : Number(r.attachment_id),
    Attachments: listedFiles(files.get(Number(r.recipient_id))),
    CreatedAt: new Date(r.created_at).toISOString(),
  }));
  return { TotalCount: Number(rows[0]?.total ?? 0), Communications: communications };
}

/** Communications/GetByParent: what was sent by a batch, or for the item it was sent for. */
export async function getByParent(
  ctx: RequestContext,
  { query }: InputOf<C['GetByParent']>,
): Promise<ResponseOf<C['GetByParent']>> {
  const [item] = await queryRows<{ community_agent_id: string | number }>(
    ctx.tx,
    sql`select community_agent_id from items where id = ${query.parentItemId}`,
  );
  if (!item) throw notFound();
  await requireCommunity(ctx, Number(item.community_agent_id));
  const id = query.parentItemId;
  return feed(
    ctx,
    sql`(d.batch_item_id = ${id} or d.subject_item_id = ${id})`,
    query.offset,
    query.take,
  );
}

/** Communications/GetByAgent: what was sent to a profile. */
export async function getByAgent(
  ctx: RequestContext,
  { query }: InputOf<C['GetByAgent']>,
): Promise<ResponseOf<C['GetByAgent']>> {
  await loadAgent(ctx, query.agentId, 'read');
  return feed(ctx, sql`d.agent_id = ${query.agentId}`, query.offset, query.take);
}

/** Communications/GetCountByAgent. */
export async function getCountByAgent(
  ctx: RequestContext,
  { query }: InputOf<C['GetCountByAgent']>,
): Promise<ResponseOf<C['GetCountByAgent']>> {
  await loadAgent(ctx, query.agentId, 'read');
  const [row] = await queryRows<{ count: number }>(
    ctx.tx,
    sql`select count(*)::int as count from deliveries where agent_id = ${query.agentId}`,
  );
  return { Count: row?.count ?? 0 };
}

/** Communications/GetFormLetterView: the letter of one piece sent, as it went out. */
export async function getFormLetterView(
  call: CallerCall<C['GetFormLetterView']>,
  files: FileStore,
): Promise<FastifyReply> {
  const id = call.input.query.deliveryId;
  const key = await call.run(async (ctx) => {
    const [row] = await queryRows<{ batch_item_id: string | number; storage_key: string | null }>(
      ctx.tx,
      sql`select d.batch_item_id, a.storage_key from deliveries d
            join message_batch_recipients r on r.id = d.recipient_id
            left join attachments a on a.id = r.attachment_id
           where d.id = ${id}`,
    );
    if (!row?.storage_key) throw notFound(MessageBatchMessages.noLetter);
    await batchHeader(ctx, Number(row.batch_item_id));
    return row.storage_key;
  });
  return sendPdf(call, await readStoredFile(files, key), `letter-${id}.pdf`);
}

/**
 * The delivery ledger as other modules ask it: the first day a piece sent for an item reached the
 * agent (an email the SMTP server accepted, a letter the vendor mailed), null if none has yet.
 */
export async function firstDeliveredOn(
  ctx: RequestContext,
  subjectItemId: number,
  agentId: number,
): Promise<IsoDate | null> {
  const [row] = await queryRows<{ day: string | null }>(
    ctx.tx,
    sql`select ${firstDeliveredOnSql(sql`${subjectItemId}`, sql`${agentId}`)} as day`,
  );
  return row?.day ?? null;
}

/** firstDeliveredOn as a scalar subquery ('YYYY-MM-DD' or null) over columns of a larger query. */
export function firstDeliveredOnSql(subjectItemId: SQL, agentId: SQL): SQL {
  return sql`(select min(coalesce(m.sent_at, po.order_state_at))::date::text
                from deliveries d
                left join mail_outbox m on m.id = d.mail_outbox_id and m.sent_at is not null
                left join print_orders po on po.id = d.print_order_id and po.order_state = 'Mailed'
               where d.subject_item_id = ${subjectItemId} and d.agent_id = ${agentId}
                 and (m.id is not null or po.id is not null))`;
}
