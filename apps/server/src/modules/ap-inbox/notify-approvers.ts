import type { contract } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { formatCents, InboxState } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { Handler } from '../../http/bind';
import { appError } from '../../http/errors';
import { queueMail } from '../mail/index';
import { requireApprovalTier } from './inbox-access';

/**
 * Mails every approver of the community's internal (1) or board (2) groups what awaits them: the
 * groups of today and those the waiting invoices entered approval under.
 */
export const notifyApprovers: Handler<typeof contract.apInbox.NotifyApprovers> = async (
  ctx,
  { body },
) => {
  requireClaim(ctx, 'apinvoice', 'update');
  requireApprovalTier(ctx);
  await requireCommunity(ctx, body.CommunityAgentId);
  const recipients = await queryRows<{ userId: number; email: string; name: string }>(
    ctx.tx,
    sql`select u.id::int8 as "userId", u.email, u.display_name as name
          from users u
         where u.email <> '' and u.id in (
                 select m.user_id
                   from ap_approval_groups g
                   join ap_approval_group_members m on m.group_id = g.id
                  where g.community_agent_id = ${body.CommunityAgentId}
                    and g.approval_status = ${body.ApprovalStatus}
                 union
                 select jsonb_array_elements_text(e.g->'memberUserIds')::bigint
                   from ap_invoices v, jsonb_array_elements(v.approval_groups) as e(g)
                  where v.community_agent_id = ${body.CommunityAgentId}
                    and v.inbox_state = ${InboxState.Approval}
                    and (e.g->>'approvalStatus')::int = ${body.ApprovalStatus})
         order by u.id`,
  );
  if (recipients.length === 0) throw appError('PayablesNoApproversToNotify');
  const waiting = await queryRows<{ line: string; cents: number; community: string }>(
    ctx.tx,
    sql`select concat_ws(' ', 'AP ' || v.item_id, v.invoice_number, vc.display_name) as line,
               v.total_cents::int8 as cents, coalesce(cc.display_name, '') as community
          from ap_invoices v
          left join contacts vc on vc.agent_id = v.vendor_agent_id
          left join contacts cc on cc.agent_id = v.community_agent_id
         where v.community_agent_id = ${body.CommunityAgentId}
           and v.inbox_state = ${InboxState.Approval} and v.approval_status = ${body.ApprovalStatus}
         order by v.due_date nulls last, v.item_id`,
  );
  const stage = body.ApprovalStatus === 2 ? 'board' : 'internal';
  const lines = waiting.map((w) => `- ${w.line}: ${formatCents(w.cents)}`);
  const text = [
    body.Message ?? `Invoices are awaiting ${stage} approval.`,
    '',
    ...(lines.length > 0 ? lines : ['No invoice is waiting right now.']),
  ].join('\n');
  const subject = `Invoices awaiting ${stage} approval${waiting[0] ? ` - ${waiting[0].community}` : ''}`;
  const queued = await queueMail(
    ctx.tx,
    ctx.user.companyId,
    ctx.user.userId,
    recipients.map((r) => ({
      toAddress: r.email,
      toUserId: r.userId,
      subject,
      body: text,
      kind: 'ap-approvers',
    })),
  );
  return { Sent: queued.length, Recipients: recipients.map((r) => r.name) };
};
