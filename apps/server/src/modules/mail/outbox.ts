import { mailOutbox, mailOutboxAttachments, sql, type SQL, type Tx } from '@hoa/db';
import { maskSecrets } from '@hoa/domain';
import { MaxMailAttempts } from './deliver-outbox';

/** A file a mail carries, kept in the file store under its key. */
export interface MailAttachment {
  storageKey: string;
  fileName: string;
  contentType: string;
}

export interface OutgoingMail {
  toAddress: string;
  /** Addresses copied (Cc), comma-separated. */
  ccAddress?: string | null;
  toUserId: number | null;
  subject: string;
  body: string;
  kind: string;
  recipientAgentId?: number;
  /** The files attached, in order. */
  attachments?: readonly MailAttachment[];
  /** What only the recipient may read (a one-time code, a link's token): the outbox shows it masked. */
  secrets?: readonly string[];
}

/** NOTIFY channel of queued mail; the payload is the company id. */
export const MailQueuedChannel = 'mail_queued';

/**
 * Queues mail in the request's transaction (mail_outbox), so it goes out only when the work that
 * caused it commits; the outbox is readable in the app. The notification, delivered at commit,
 * wakes the delivery job (jobs/mail-delivery.ts). Each mail's files go to mail_outbox_attachments;
 * a mail carrying secrets keeps the body staff see with them masked (shown_body).
 * Answers the new mails' ids.
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
    .values(
      mails.map(({ attachments: _files, secrets, ...m }) => {
        const shown = maskSecrets(m.body, secrets ?? []);
        return { ...m, companyId, sentByUserId, shownBody: shown === m.body ? null : shown };
      }),
    )
    .returning({ id: mailOutbox.id });
  const ids = rows.map((r) => r.id);
  const files = mails.flatMap((m, i) =>
    (m.attachments ?? []).map((file, at) => ({
      companyId,
      mailId: ids[i] ?? 0,
      position: at + 1,
      storageKey: file.storageKey,
      fileName: file.fileName,
      contentType: file.contentType,
    })),
  );
  if (files.length > 0) await tx.insert(mailOutboxAttachments).values(files);
  await tx.execute(sql`select pg_notify(${MailQueuedChannel}, ${String(companyId)})`);
  return ids;
}

/** Where an outbox mail's delivery stands (OutboxMailStatuses), for the table or alias given. */
export function outboxMailStatus(mail: SQL): SQL {
  return sql`(case when ${mail}.sent_at is not null then 'Sent'
                   when ${mail}.attempts >= ${MaxMailAttempts} then 'Failed'
                   when ${mail}.error is not null then 'Retrying'
                   else 'Waiting' end)`;
}
