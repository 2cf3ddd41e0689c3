import type { contract, OutboxMail } from '@hoa/contract';
import { queryRows, sql, type SQL } from '@hoa/db';
import { requireClaim } from '../../http/access';
import type { Handler } from '../../http/bind';
import { outboxMailStatus } from './outbox';

const iso = (column: SQL) =>
  sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

/**
 * Mail/GetOutbox: a page of the company's outbox, newest first, optionally sent or unsent only;
 * a mail's one-time codes are masked (shown_body).
 */
export const getOutbox: Handler<typeof contract.mail.GetOutbox> = async (ctx, { query }) => {
  requireClaim(ctx, 'maintainuser', 'read');
  const sent = query.sent ?? null;
  const where = sql`(${sent}::boolean is null or (sent_at is not null) = ${sent}::boolean)`;
  const [count] = await queryRows<{ total: number }>(
    ctx.tx,
    sql`select count(*)::int as total from mail_outbox where ${where}`,
  );
  const mails = await queryRows<OutboxMail>(
    ctx.tx,
    sql`select id::int8 as "MailId", to_address as "ToAddress", subject as "Subject",
               coalesce(shown_body, body) as "Body", kind as "Kind", recipient_agent_id::int8 as "RecipientAgentId",
               array(select a.file_name from mail_outbox_attachments a
                      where a.mail_id = mail_outbox.id order by a.position) as "AttachmentNames",
               ${iso(sql`created_at`)} as "CreatedAt",
               ${iso(sql`sent_at`)} as "SentAt", error as "Error", attempts::int as "Attempts",
               ${outboxMailStatus(sql`mail_outbox`)} as "Status"
          from mail_outbox where ${where}
         order by id desc offset ${query.skip} limit ${query.take}`,
  );
  return { TotalCount: count?.total ?? 0, Mails: mails };
};
