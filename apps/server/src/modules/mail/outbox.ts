import { mailOutbox, sql, type SQL, type Tx } from '@hoa/db';
import { MaxMailAttempts } from './deliver-outbox';

export interface OutgoingMail {
  toAddress: string;
  toUserId: number | null;
  subject: string;
  body: string;
  kind: string;
  recipientAgentId?: number;
  attachmentKey?: string | null;
  attachmentName?: string | null;
  attachmentType?: string | null;
}

/** NOTIFY channel of queued mail; the payload is the company id. */
export const MailQueuedChannel = 'mail_queued';

/**
 * Queues mail in the request's transaction (mail_outbox), so it goes out only when the work that
 * caused it commits; the outbox is readable in the app. The notification, delivered at commit,
 * wakes the delivery job (jobs/mail-delivery.ts). Answers the new mails' ids.
 */
export async function queueMail(
  tx: Tx,
  companyId: number,
  sentByUserId: number | null,
  mails: readonly OutgoingMail[],
): Promise<number[]> {
  if (mails.length === 0) return [];
  const rows = await tx
    .insert(mailOutbox)
    .values(mails.map((m) => ({ ...m, companyId, sentByUserId })))
    .returning({ id: mailOutbox.id });
  await tx.execute(sql`select pg_notify(${MailQueuedChannel}, ${String(companyId)})`);
  return rows.map((r) => r.id);
}

/** Where an outbox mail's delivery stands (OutboxMailStatuses), for the table or alias given. */
export function outboxMailStatus(mail: SQL): SQL {
  return sql`(case when ${mail}.sent_at is not null then 'Sent'
                   when ${mail}.attempts >= ${MaxMailAttempts} then 'Failed'
                   when ${mail}.error is not null then 'Retrying'
                   else 'Waiting' end)`;
}
