import type { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { requireClaim } from '../../http/access';
import type { Handler } from '../../http/bind';

/** The approver mails of the company, newest first (the outbox, readable in the app). */
export const getApproverNotifications: Handler<
  typeof contract.apApprovals.GetApproverNotifications
> = async (ctx) => {
  requireClaim(ctx, 'apinvoice', 'read');
  const mails = await queryRows<{
    MailId: number;
    ToAddress: string;
    Subject: string;
    Body: string;
    CreatedAt: string;
    SentAt: string | null;
  }>(
    ctx.tx,
    sql`select id::int8 as "MailId", to_address as "ToAddress", subject as "Subject",
               body as "Body", created_at::text as "CreatedAt", sent_at::text as "SentAt"
          from mail_outbox where kind = 'ap-approvers'
         order by id desc limit 200`,
  );
  return { Mails: mails };
};
