import type { contract, InboxCounts } from '@hoa/contract';
import { queryRows, sql } from '@hoa/db';
import { DefaultActivityFeedDays, InboxFilterStates } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { Handler } from '../../http/bind';
import { countActivityFeed } from './get-approval-activity-feed';
import { inboxCards } from './get-inbox-invoices';
import { mayUseApprovals, mayUseExceptions } from './inbox-access';
import { userTiedApprovals } from './user-tied';

/** The count badge of every filter; null for a filter the caller may not open. */
export const getInboxCounts: Handler<typeof contract.apInbox.GetInboxCounts> = async (
  ctx,
  { query },
) => {
  requireClaim(ctx, 'apinvoice', 'read');
  const community = query.communityAgentId;
  await requireCommunity(ctx, community);
  const rows = await queryRows<{ state: number; stage: number | null; n: number }>(
    ctx.tx,
    sql`select inbox_state as state, approval_status as stage, count(*)::int as n
          from ap_invoices where community_agent_id = ${community} and inbox_state <= 4
         group by 1, 2`,
  );
  const count = (filter: keyof typeof InboxFilterStates) => {
    const where = InboxFilterStates[filter];
    return rows
      .filter(
        (r) =>
          r.state === where.inboxState &&
          (where.approvalStatus === undefined || r.stage === where.approvalStatus),
      )
      .reduce((sum, r) => sum + r.n, 0);
  };
  const approvals = mayUseApprovals(ctx);
  const userTied = approvals && (await userTiedApprovals(ctx.tx, community));
  const approvalCount = async (filter: 'InternalApproval' | 'BoardApproval') => {
    if (!approvals) return null;
    if (!userTied) return count(filter);
    const sort = { by: 'ItemId', order: 'desc' } as const;
    return (await inboxCards(ctx, community, filter, sort)).cards.length;
  };
  const counts: InboxCounts = {
    APInbox: count('APInbox'),
    ExceptionInbox: mayUseExceptions(ctx) ? count('ExceptionInbox') : null,
    InternalApproval: await approvalCount('InternalApproval'),
    BoardApproval: await approvalCount('BoardApproval'),
    RejectionsPending: count('RejectionsPending'),
    ActivityFeed: await countActivityFeed(ctx.tx, community, DefaultActivityFeedDays),
  };
  return counts;
};
