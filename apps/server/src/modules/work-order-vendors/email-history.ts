import { queryRows, sql, workOrderEmailHistories } from '@hoa/db';
import type { WorkOrderEmailHistory } from '@hoa/contract';
import type { RequestContext } from '../../http/request-context';
import { outboxMailStatus } from '../mail/index';

/** How a history row keeps its addresses: one text, comma-separated. */
const joined = (addresses: readonly string[]) => addresses.join(', ');

/** One emailed (or recorded) work order, in the request's transaction. */
export async function addEmailHistory(
  ctx: RequestContext,
  entry: {
    itemId: number;
    companyName: string;
    recipients: readonly string[];
    cc: readonly string[];
    attachmentId: number | null;
    mailOutboxId: number | null;
  },
): Promise<void> {
  await ctx.tx.insert(workOrderEmailHistories).values({
    companyId: ctx.user.companyId,
    workOrderItemId: entry.itemId,
    companyName: entry.companyName,
    recipients: joined(entry.recipients),
    cc: joined(entry.cc),
    attachmentId: entry.attachmentId,
    mailOutboxId: entry.mailOutboxId,
    sentByUserId: ctx.user.userId,
  });
}

const split = (text: string) => (text === '' ? [] : text.split(', '));

/** A work order's email history, newest first, with each outbox mail's delivery state. */
export async function readEmailHistory(
  ctx: RequestContext,
  itemId: number,
): Promise<WorkOrderEmailHistory[]> {
  const rows = await queryRows<
    Omit<WorkOrderEmailHistory, 'Recipients' | 'Cc'> & { Recipients: string; Cc: string }
  >(
    ctx.tx,
    sql`select h.id::int8 as "Id", h.work_order_item_id::int8 as "WorkOrderItemId",
               h.company_name as "CompanyName", h.recipients as "Recipients", h.cc as "Cc",
               h.attachment_id::int8 as "AttachmentId", a.display_name as "AttachmentName",
               h.mail_outbox_id::int8 as "MailOutboxId",
               case when m.id is null then null else ${outboxMailStatus(sql`m`)} end as "MailStatus",
               u.display_name as "SentByUserName",
               to_json(h.created_at) #>> '{}' as "CreatedAt"
          from work_order_email_histories h
          left join attachments a on a.id = h.attachment_id
          left join mail_outbox m on m.id = h.mail_outbox_id
          left join users u on u.id = h.sent_by_user_id
         where h.work_order_item_id = ${itemId}
         order by h.created_at desc, h.id desc`,
  );
  return rows.map((r) => ({ ...r, Recipients: split(r.Recipients), Cc: split(r.Cc) }));
}
