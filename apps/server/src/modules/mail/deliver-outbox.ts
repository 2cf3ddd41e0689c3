import { queryRows, sql, type Database } from '@hoa/db';
import { buffer } from 'node:stream/consumers';
import type { FileStore } from '../../files/file-store';
import type { MailMessage, MailSender } from './smtp';

/** Attempts per mail; the wait after attempt n is 2^(n-1) minutes (1, 2, 4 … 64). */
export const MaxMailAttempts = 8;
const batchSize = 50;

const due = sql`sent_at is null and attempts < ${MaxMailAttempts}
                and (next_attempt_at is null or next_attempt_at <= now())`;

interface Claimed {
  id: number;
  to_address: string;
  subject: string;
  body: string;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_type: string | null;
}

/** The message of a claimed mail, its attachment read from the file store. */
async function messageOf(mail: Claimed, files: FileStore): Promise<MailMessage> {
  const message = { to: mail.to_address, subject: mail.subject, text: mail.body };
  if (mail.attachment_key === null) return message;
  const content = await buffer(await files.get(mail.attachment_key));
  const attachment = {
    filename: mail.attachment_name ?? 'attachment',
    content,
    contentType: mail.attachment_type ?? 'application/octet-stream',
  };
  return { ...message, attachments: [attachment] };
}

/**
 * Sends the company's due outbox mail by SMTP, attachments read from the file store. Each batch
 * is claimed in one transaction (its attempt counted and its next attempt set, so a concurrent run
 * passes it by), sent outside any transaction (on PGlite an open one would hold up every request),
 * then recorded in one more: sent_at and the server's reply, or the server's error (a missing attached file too) to try
 * again later. Returns how many were sent and refused.
 */
export async function deliverOutbox(
  database: Database,
  companyId: number,
  sender: MailSender,
  files: FileStore,
): Promise<{ sent: number; failed: number }> {
  const scope = { companyId, userId: null };
  const totals = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await database.withTenant(scope, (tx) =>
      queryRows<Claimed>(
        tx,
        sql`update mail_outbox m
               set attempts = m.attempts + 1,
                   next_attempt_at = now() + interval '1 minute' * power(2, m.attempts)
             where m.id in (select id from mail_outbox where ${due}
                             order by id limit ${batchSize} for update skip locked)
         returning m.id::int8 as id, m.to_address, m.subject, m.body,
                   m.attachment_key, m.attachment_name, m.attachment_type`,
      ),
    );
    if (batch.length === 0) return totals;
    const outcomes: { id: number; error: string | null; response: string | null }[] = [];
    for (const mail of batch) {
      try {
        const response = await sender.send(await messageOf(mail, files));
        outcomes.push({ id: mail.id, error: null, response: response.slice(0, 500) });
      } catch (error) {
        outcomes.push({ id: mail.id, error: describe(error), response: null });
      }
    }
    await database.withTenant(scope, (tx) =>
      tx.execute(
        sql`update mail_outbox m
               set sent_at = case when r.error is null then now() end, error = r.error,
                   smtp_response = r.response
              from jsonb_to_recordset(${JSON.stringify(outcomes)}::jsonb)
                   as r(id bigint, error text, response text)
             where m.id = r.id`,
      ),
    );
    const failed = outcomes.filter((o) => o.error !== null).length;
    totals.sent += outcomes.length - failed;
    totals.failed += failed;
    if (batch.length < batchSize) return totals;
  }
}

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, 500);

/** The companies with mail due for delivery, in one read across companies. */
export async function companiesWithDueMail(database: Database): Promise<number[]> {
  const rows = await database.withScheduler((tx) =>
    queryRows<{ id: number }>(
      tx,
      sql`select distinct company_id::int8 as id from mail_outbox where ${due} order by 1`,
    ),
  );
  return rows.map((r) => r.id);
}
