import type { ApprovalAction, contract } from '@hoa/contract';
import { queryRows, sql, type Tx } from '@hoa/db';
import { DefaultActivityFeedStatusIds, InvoiceActionId } from '@hoa/domain';
import { requireClaim, requireCommunity } from '../../http/access';
import type { Handler } from '../../http/bind';

const actionNames: Record<number, string> = Object.fromEntries(
  Object.entries(InvoiceActionId).map(([name, id]) => [id, name]),
);

/** The feed's filter: the community's actions of the last days on items of the statuses. */
function feedWhere(communityAgentId: number, lastDays: number, statusIds: readonly number[]) {
  return sql`a.community_agent_id = ${communityAgentId}
    and a.created_at >= now() - make_interval(days => ${lastDays}::int)
    and i.status_id = any(${`{${statusIds.join(',')}}`}::smallint[])`;
}

export async function countActivityFeed(tx: Tx, communityAgentId: number, lastDays: number) {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from ap_invoice_actions a join items i on i.id = a.item_id
         where ${feedWhere(communityAgentId, lastDays, DefaultActivityFeedStatusIds)}`,
  );
  return row?.n ?? 0;
}

/** The approval activity feed (spec 2 §7, §9): lastDays 7, 14 or 30; statuses 4, 9, 10, 5, 13. */
export const getApprovalActivityFeed: Handler<
  typeof contract.apInbox.GetApprovalActivityFeed
> = async (ctx, { query }) => {
  requireClaim(ctx, 'apinvoice', 'read');
  await requireCommunity(ctx, query.communityAgentId);
  const statusIds = query.statusIds ?? DefaultActivityFeedStatusIds;
  const rows = await queryRows<Omit<ApprovalAction, 'ActionName' | 'IsApproved'>>(
    ctx.tx,
    sql`select a.id::int8 as "ActionId", a.item_id::int8 as "ItemId", a.action as "Action",
               a.created_at::text as "ActionDate",
               to_char(a.created_at, 'MM/DD/YYYY HH12:MI AM') as "DisplayActionTime",
               a.agent_display_name as "AgentDisplayName", a.is_internal as "IsInternal",
               case when a.action in (${InvoiceActionId.Reject}, ${InvoiceActionId.FinalReject})
                    then a.reason end as "RejectedReason",
               case when a.action not in (${InvoiceActionId.Reject}, ${InvoiceActionId.FinalReject})
                    then a.reason end as "ApprovalReason",
               a.approval_group as "Group", v.invoice_number as "InvoiceNumber",
               vc.display_name as "VendorDisplayName", v.total_cents::int8 as "TotalAmount",
               i.status_id as "StatusId"
          from ap_invoice_actions a
          join items i on i.id = a.item_id
          join ap_invoices v on v.item_id = a.item_id
          left join contacts vc on vc.agent_id = v.vendor_agent_id
         where ${feedWhere(query.communityAgentId, query.lastDays, statusIds)}
         order by a.id desc
         limit 1000`,
  );
  return {
    Actions: rows.map((row) => ({
      ...row,
      ActionName: actionNames[row.Action] ?? String(row.Action),
      IsApproved: row.Action === InvoiceActionId.Approve,
    })),
  };
};
