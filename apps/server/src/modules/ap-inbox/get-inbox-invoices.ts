import type { contract, InvoiceCard } from '@hoa/contract';
import { InboxFilterStates, PaywalledInboxFilters, UserCanApproveValue } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { Handler } from '../../http/bind';
import type { RequestContext } from '../../http/request-context';
import { requireApprovalTier, requireExceptionAccess } from './inbox-access';
import { loadCardRows } from './inbox-cards';
import { toCard } from './inbox-cards';
import { userTiedApprovals } from './user-tied';

type Filter = keyof typeof InboxFilterStates;

/** Refuses a filter the caller may not open (spec 2 §2): tier for approvals, exceptions access. */
export function requireFilter(ctx: RequestContext, filter: Filter): void {
  requireClaim(ctx, 'apinvoice', 'read');
  if (PaywalledInboxFilters.includes(filter)) requireApprovalTier(ctx);
  if (filter === 'ExceptionInbox') requireExceptionAccess(ctx, 'read');
}

/**
 * The cards of one filter. With the user-tied approvals toggle on, approval filters show only the
 * invoices the user can approve now (UserCanApprove 2).
 */
export async function inboxCards(
  ctx: RequestContext,
  communityAgentId: number,
  filter: Filter,
  sort: { by: Parameters<typeof loadCardRows>[3]['by']; order: 'asc' | 'desc' },
): Promise<{ cards: InvoiceCard[]; userTied: boolean }> {
  const rows = await loadCardRows(ctx.tx, communityAgentId, InboxFilterStates[filter], sort);
  const cards = rows.map((row) => toCard(row, ctx.user.userId));
  const userTied = await userTiedApprovals(ctx.tx, communityAgentId);
  const tiedFilter = userTied && PaywalledInboxFilters.includes(filter);
  return {
    cards: tiedFilter
      ? cards.filter((c) => c.UserCanApprove === UserCanApproveValue.Enabled)
      : cards,
    userTied,
  };
}

export const getInboxInvoices: Handler<typeof contract.apInbox.GetInboxInvoices> = async (
  ctx,
  { query },
) => {
  requireFilter(ctx, query.filterName);
  await requireCommunity(ctx, query.communityAgentId);
  const { cards, userTied } = await inboxCards(ctx, query.communityAgentId, query.filterName, {
    by: query.sortBy,
    order: query.sortOrder,
  });
  return { Invoices: cards, UserTiedApprovals: userTied };
};
