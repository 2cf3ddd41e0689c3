import { queryRows, sql, type Database, type Tx } from '@hoa/db';
import { buffer } from 'node:stream/consumers';
import type { FileStore } from '../../files/file-store';
import { idArray } from '../../sql/index';
import type { MailMessage, MailSender } from './smtp';

/** Attempts per mail; the wait after attempt n is 2^(n-1) minutes (1, 2, 4 … 64). */
export const MaxMailAttempts = 8;
const batchSize = 50;

const due = sql`sent_at is null and attempts < ${MaxMailAttempts}
                and (next_attempt_at is null or next_attempt_at <= now())`;

interface Claimed {
  id: number;
  to_address: string;
  cc_address: string | null;
  subject: string;
  body: string;
  files: { storage_key: string; file_name: string; content_type: string }[];
}

/** The message of a claimed mail, each of its files read from the file store. */
async function messageOf(mail: Claimed, files: FileStore): Promise<MailMessage> {
  const message = {
    to: mail.to_address,
    ...(mail.cc_address ? { cc: mail.cc_address } : {}),
    subject: mail.subject,
    text: mail.body,
  };
  if (mail.files.length === 0) return message;
  const attachments = [];
  for (const file of mail.files)
    attachments.push({
      filename: file.file_name,
      content: await buffer(await files.get(file.storage_key)),
      contentType: file.content_type,
    });
  return { ...message, attachments };
}

/** The claimed mails with their files, in order. */
async function withFiles(tx: Tx, mails: Omit<Claimed, 'files'>[]): Promise<Claimed[]> {
  const rows = await queryRows<Claimed['files'][number] & { mail_id: number }>(
    tx,
    sql`select mail_id::int8 as mail_id, storage_key, file_name, content_type
          from mail_outbox_attachments where mail_id = any(${idArray(mails.map((m) => m.id))})
         order by mail_id, position`,
  );
  return mails.map((mail) => ({
    ...mail,
    files: rows.filter((r) => Number(r.mail_id) === mail.id),
  }));
}

/**
 * Sends the company's due outbox mail by SMTP, every attached file read from the file store. Each batch
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
    const batch = await database.withTenant(scope, async (tx) =>
      withFiles(
        tx,
        await queryRows<Omit<Claimed, 'files'>>(
          tx,
          sql`update mail_outbox m
                 set attempts = m.attempts + 1,
                     next_attempt_at = now() + interval '1 minute' * power(2, m.attempts)
               where m.id in (select id from mail_outbox where ${due}
                               order by id limit ${batchSize} for update skip locked)
           returning m.id::int8 as id, m.to_address, m.cc_address, m.subject, m.body`,
        ),
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
