import { mailOutbox, sql, type Tx } from '@hoa/db';

export interface OutgoingMail {
  toAddress: string;
  toUserId: number | null;
  subject: string;
  body: string;
  kind: string;
}

/** NOTIFY channel of queued mail; the payload is the company id. */
export const MailQueuedChannel = 'mail_queued';

/**
 * Queues mail in the request's transaction (mail_outbox), so it goes out only when the work that
 * caused it commits; the outbox is readable in the app. The notification, delivered at commit,
 * wakes the delivery job (jobs/mail-delivery.ts).
 */
export async function queueMail(
  tx: Tx,
  companyId: number,
  sentByUserId: number | null,
  mails: readonly OutgoingMail[],
): Promise<number> {
  if (mails.length === 0) return 0;
  await tx.insert(mailOutbox).values(mails.map((m) => ({ ...m, companyId, sentByUserId })));
  await tx.execute(sql`select pg_notify(${MailQueuedChannel}, ${String(companyId)})`);
  return mails.length;
}
